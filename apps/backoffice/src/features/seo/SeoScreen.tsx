import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { seoLocationsRead } from '@backoffice/api';
import { SEO_LOCATION_COLUMNS, SEO_SLUGS, isSeoLocationSuspended } from '@backoffice/domain';
import type { SeoLocation } from '@backoffice/domain';
import { Button, Skeleton } from '@backoffice/ui';
import type { DataTableColumn } from '@backoffice/ui';
import { useNow } from '@/shared/clock';
import { lazyCell, tableColumns } from '@/shared/list/columns';
import { ListLayout } from '@/shared/list/ListLayout';
import { listWords } from '@/shared/list/listWords';
import { ListSearch } from '@/shared/list/ListSearchField';
import { withAll } from '@/shared/list/listSelects';
import { defineList, useList } from '@/shared/list/useList';
import { usePageTitle } from '@/shared/pageTitle';
import { useCan } from '@/shared/permissions';
import { SeoLocationName } from './SeoLocationName';
import * as styles from './Seo.css';
import { ScreenViews } from '@/features/views';

// The row's links, status tag and actions: a chunk asked for as soon as this code runs.
const cellsView = import('./SeoRowCells');
const SeoLinks = lazy(() => cellsView.then((m) => ({ default: m.SeoLinks })));
const SeoStatusTag = lazy(() => cellsView.then((m) => ({ default: m.SeoStatusTag })));
const SeoRowActions = lazy(() => cellsView.then((m) => ({ default: m.SeoRowActions })));
// The slug select (React Aria's listbox and popover) too: asked for at once, it is there a
// moment after the first paint, which keeps the route's first load within its budget.
const slugFilterView = import('./SeoSlugFilter');
const SeoSlugFilter = lazy(() => slugFilterView);

// The modals hold the rich-text editor (ProseMirror): each is a chunk of its own, loaded when
// it first opens, so that the list paints without the editor.
const SeoLocationModal = lazy(() => import('./SeoLocationModal'));
const FaqModal = lazy(() => import('./FaqModal'));

/**
 * The SEO locations (GET /csm/seo_locations): the search (by display title) and the slug in
 * the URL. The route answers every matching location at once: one page, no pagination.
 */
export const seoList = defineList(seoLocationsRead, 'seoLocations', {
  selects: { slug: { label: 'Slug', options: withAll(SEO_SLUGS) } },
});

const WORDS = listWords({
  one: 'location',
  other: 'locations',
  things: 'SEO location pages',
  empty: { description: "'Add Seo Page' creates the first one." },
  noResults: { description: 'Change the slug or the search, or reset the filters, to see more.' },
});

type Open =
  { kind: 'location'; location: SeoLocation | null } | { kind: 'faq'; location: SeoLocation };

const locationLabel = (location: SeoLocation) => location.displayTitle;

/**
 * SEO location pages (/seo, people-and-content §2.3): the search and the slug filter in the
 * URL, 'Add Seo Page', a row per location (Location, Links, FAQ, Status, Action), suspended
 * rows tinted with their status in words, and the location and FAQ modals. Enter or a click
 * on a row edits it. A row says when someone else has its location open ("Open by Léa Bernard").
 */
export function SeoScreen() {
  usePageTitle('SEO location pages');
  // A new page is a write: a Viewer sees 'Add Seo Page' disabled, with the reason.
  const can = useCan('write');
  const list = useList(seoList);
  const now = useNow();
  const [open, setOpen] = useState<Open | null>(null);
  const edit = useCallback(
    (location: SeoLocation | null) => setOpen({ kind: 'location', location }),
    [],
  );
  const editFaq = useCallback((location: SeoLocation) => setOpen({ kind: 'faq', location }), []);
  const close = useCallback(() => setOpen(null), []);

  const columns = useMemo((): DataTableColumn<SeoLocation>[] => {
    const table = tableColumns(
      SEO_LOCATION_COLUMNS,
      { now: now(), origin: '' },
      {
        // The row's name: pinned, in view while the table scrolls sideways at 1024; with who
        // else has the location open.
        location: {
          kind: 'title',
          pin: 'start',
          cell: (l) => <SeoLocationName location={l} />,
        },
        links: { width: 260, cell: (l) => lazyCell(<SeoLinks location={l} />) },
        faq: { width: 72 },
        status: { width: 130, cell: (l) => lazyCell(<SeoStatusTag location={l} />) },
      },
    );
    table.push({
      id: 'action',
      header: 'Action',
      width: 250,
      pin: 'end',
      cell: (l) => lazyCell(<SeoRowActions location={l} onEdit={edit} onEditFaq={editFaq} />),
    });
    return table;
  }, [now, edit, editFaq]);

  return (
    <>
      <ListLayout<SeoLocation>
        title="SEO location pages"
        list={list}
        words={WORDS}
        filtersLabel="SEO page filters"
        filters={
          <>
            <ListSearch
              list={list}
              name="displayTitle"
              label="Search"
              placeholder="City or neighbourhood"
            />
            <Suspense
              fallback={
                <div className={styles.pendingField} aria-hidden="true">
                  <span>Slug</span>
                  <Skeleton shape="rect" height="md" />
                </div>
              }
            >
              <SeoSlugFilter list={list} />
            </Suspense>
          </>
        }
        actions={
          <>
            <ScreenViews screen="seo" />
            <Button variant="primary" onPress={() => edit(null)} disabledReason={can.reason}>
              Add Seo Page
            </Button>
          </>
        }
        columns={columns}
        getRowLabel={locationLabel}
        onRowActivate={edit}
        rowTone={{
          tone: (l) => (isSeoLocationSuspended(l) ? 'warning' : 'neutral'),
          cue: 'status',
        }}
      />
      <Suspense fallback={null}>
        {open?.kind === 'location' ? (
          <SeoLocationModal location={open.location} onClose={close} />
        ) : open?.kind === 'faq' ? (
          <FaqModal location={open.location} onClose={close} />
        ) : null}
      </Suspense>
    </>
  );
}

export { SeoScreen as Component };
