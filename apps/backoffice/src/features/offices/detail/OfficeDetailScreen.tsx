import { lazy, Suspense, useState } from 'react';
import { useAddBookmarkToUsers, useOffice } from '@backoffice/api';
import {
  FLEXIBILITIES,
  FLEXIBILITY_CODE_BY_TYPE,
  NOT_AVAILABLE,
  NO_RANK_LABEL,
  TOASTS,
  businessSectorLabel,
  formatDate,
  formatDateTime,
  formatEur,
  officeStatusLabel,
  publicationStateLabel,
  validateGuestIds,
  yesNo,
} from '@backoffice/domain';
import type { Office } from '@backoffice/domain';
import {
  Button,
  Card,
  CopyButton,
  DescriptionList,
  Disclosure,
  ExternalLink,
  ImagePreview,
  Link,
  PageHeader,
  Spinner,
  TextField,
} from '@backoffice/ui';
import { useFavoritesForm } from '@/shared/forms/useFavoritesForm';
import { PresenceNote } from '@/shared/live/PresenceNote';
import { useRecordPresence } from '@/shared/live/presence';
import { useNotify } from '@/shared/notify';
import { useCan } from '@/shared/permissions';
import { BackLink } from '@/shared/navigation/BackLink';
import { ROUTE_PATTERNS, paths } from '@/shared/paths';
import { useDetail } from '@/shared/useDetail';
import { NoteWritingProvider, useNotesBeingWritten } from './noteWriting';
import * as styles from './OfficeDetailScreen.css';

// The notes (and the rich-text editor they use) are a chunk of their own, loaded when the
// notes are shown: neither the list nor the detail's first paint carries the editor.
const InternalNotes = lazy(() => import('./InternalNotes'));
// The actions (the rank select, the switches, the questions and their calls) are a chunk of
// their own too, asked for as soon as this screen's code runs: it downloads while the office
// is asked for, and the detail's first paint stays within its budget.
const actionsView = import('./OfficeActions');
const OfficeActions = lazy(() => actionsView);
// The history, last on the page, loads just after its first paint.
const History = lazy(() => import('@/shared/history/History'));

const orNa = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? NOT_AVAILABLE : String(value);

const flexibilityText = (office: Office) =>
  FLEXIBILITIES.find((f) => f.value === FLEXIBILITY_CODE_BY_TYPE[office.flexibility])?.label ??
  office.flexibility;

function capacityText(office: Office): string {
  return office.minCapacity && office.minCapacity !== office.capacity
    ? `${office.minCapacity} to ${office.capacity} seats`
    : `${office.capacity} seats`;
}

function availabilityText(office: Office): string {
  const from = office.earliestStartDate ? formatDate(office.earliestStartDate) : 'now';
  const until = office.lastAvailabilityDate ? formatDate(office.lastAvailabilityDate) : null;
  return until ? `From ${from} until ${until}` : `From ${from}`;
}

/** The price as the listing shows it: a seat's month, in EUR, excluding VAT. */
const priceText = (office: Pick<Office, 'price'>) =>
  `${formatEur(office.price)} per seat per month, excluding VAT`;

/**
 * The listing as the public page shows it: pictures, title, address, capacity, price,
 * availability.
 */
function ListingPreview({ office }: { office: Office }) {
  return (
    <Card title="Listing preview">
      <div className={styles.preview}>
        {office.pictures.length > 0 ? (
          <ul className={styles.pictures} aria-label="Pictures">
            {office.pictures.map((picture, i) => (
              <li key={picture.url}>
                <ImagePreview
                  src={picture.url}
                  alt={`${office.title.fr}, picture ${i + 1} of ${office.pictures.length}`}
                  size="md"
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>No pictures</p>
        )}
        <p className={styles.listingTitle}>{office.title.fr}</p>
        <p>{office.addressDetails.fullAddress || office.address}</p>
        <p>
          {capacityText(office)} · {flexibilityText(office)}
          {office.minDuration
            ? ` · at least ${office.minDuration} ${office.minDuration === 1 ? 'month' : 'months'}`
            : ''}
        </p>
        <p className={styles.price}>{priceText(office)}</p>
        <p>{availabilityText(office)}</p>
      </div>
    </Card>
  );
}

/** The public URLs' languages, in the order shown, by the name they are shown under. */
const URL_LANGUAGES = [
  { lang: 'fr', name: 'French' },
  { lang: 'en', name: 'English' },
] as const;

/** Copy of the French and the English public URL, with the spec's toasts. */
function PublicUrls({ office }: { office: Office }) {
  const notify = useNotify();
  const copy = (label: string, value: string) => (
    <CopyButton
      label={label}
      value={value}
      onCopy={() => notify.show(TOASTS.officeUrlCopied)}
      onCopyError={() => notify.show(TOASTS.officeUrlCopyFailed)}
    />
  );
  return (
    <Card title="Public URLs">
      <DescriptionList
        layout="stacked"
        items={URL_LANGUAGES.map(({ lang, name }) => ({
          term: name,
          description: (
            <span className={styles.url}>
              <ExternalLink href={office.url[lang]}>{office.url[lang]}</ExternalLink>
              {copy(`Copy ${name} URL`, office.url[lang])}
            </span>
          ),
        }))}
      />
    </Card>
  );
}

/**
 * 'Add to favorite' for guests (useFavoritesForm): guest ids typed comma separated; a success
 * empties the field for the next ones; when some ids were refused, they stay, said under it.
 */
function AddToFavorite({ office }: { office: Office }) {
  const add = useAddBookmarkToUsers();
  const favorites = useFavoritesForm({
    validate: validateGuestIds,
    send: (guestIds) => add.trigger({ officeId: office.id, guestIds }),
    isPending: add.isMutating,
  });
  // A Viewer sees the form, read-only, and why it cannot be sent.
  const edit = useCan('write');

  return (
    <Card title="Add to favorite">
      <form
        className={styles.favorite}
        onSubmit={(event) => {
          event.preventDefault();
          favorites.submit();
        }}
      >
        <TextField label="Guest ids" {...favorites.field} isReadOnly={!edit.allowed} />
        <Button
          type="submit"
          variant="primary"
          isPending={add.isMutating}
          disabledReason={edit.reason}
        >
          Add to favorite
        </Button>
      </form>
    </Card>
  );
}

function OfficeInformation({ office }: { office: Office }) {
  return (
    <Card title="Office information">
      <DescriptionList
        items={[
          { term: 'Office id', description: String(office.id) },
          {
            term: 'Publication state',
            description: publicationStateLabel(office.publicationState),
          },
          { term: 'Status', description: officeStatusLabel(office.status) },
          { term: 'Market', description: orNa(office.market) },
          { term: 'Active version waiting', description: yesNo(office.hasActiveVersion) },
          { term: 'Host id', description: String(office.csm.hostId) },
          { term: 'Host name', description: office.host.name },
          { term: 'Host email', description: office.host.email },
          { term: 'Host phone', description: orNa(office.host.phone) },
          { term: 'Host company', description: orNa(office.host.company) },
          { term: 'Host sector', description: businessSectorLabel(office.host.sector) },
          { term: 'Pro', description: yesNo(office.pro) },
          { term: 'Capacity', description: capacityText(office) },
          { term: 'Minimum capacity', description: orNa(office.minCapacity) },
          { term: 'Flexibility', description: flexibilityText(office) },
          { term: 'Price flexibility', description: yesNo(office.priceFlexibility) },
          { term: 'Best deal', description: yesNo(office.isBestDeal) },
          { term: 'Rank', description: office.rank === null ? NO_RANK_LABEL : String(office.rank) },
          { term: 'Generated from CSV', description: yesNo(office.generatedFromCsv) },
          { term: 'Country', description: office.addressDetails.countryCode },
          { term: 'Zip code', description: office.addressDetails.zipCode },
          { term: 'Created', description: formatDateTime(office.createdAt) },
          { term: 'Updated', description: formatDateTime(office.updatedAt) },
          {
            term: 'First published',
            description: office.firstPublishedAt
              ? formatDateTime(office.firstPublishedAt)
              : 'Never',
          },
          {
            term: 'Earliest start',
            description: office.earliestStartDate ? formatDate(office.earliestStartDate) : 'Now',
          },
          {
            term: 'Last availability',
            description: office.lastAvailabilityDate
              ? formatDate(office.lastAvailabilityDate)
              : NOT_AVAILABLE,
          },
        ]}
      />
    </Card>
  );
}

function OfficeRequests({ office }: { office: Office }) {
  return (
    <Card title={`Contact requests (${office.requests.length})`}>
      {office.requests.length === 0 ? (
        <p className={styles.muted}>No contact requests for this office yet.</p>
      ) : (
        <ul className={styles.requests}>
          {office.requests.map((r) => (
            <li key={r.id}>
              <Link href={paths.request(r.id)}>{`Request ${r.id}`}</Link>
              {` · ${formatDate(r.requestDate)} · ${r.guestCompanyName ?? `Guest ${r.guestId}`} · ${
                r.isCancelled ? 'Cancelled' : r.step
              }`}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const NOTES_OPEN_KEY = 'office-notes-open';

function Notes({ office }: { office: Office }) {
  // Shown unless this browser's person folded them: what they chose is remembered across
  // offices and reloads.
  const [expanded, setExpanded] = useState(() => localStorage.getItem(NOTES_OPEN_KEY) !== '0');
  return (
    <Disclosure
      title={`Internal notes (${office.internalNotes.length})`}
      isExpanded={expanded}
      onExpandedChange={(open) => {
        setExpanded(open);
        localStorage.setItem(NOTES_OPEN_KEY, open ? '1' : '0');
      }}
      headingLevel={2}
    >
      {expanded ? (
        <Suspense fallback={<Spinner label="Loading the notes" showLabel />}>
          <InternalNotes office={office} />
        </Suspense>
      ) : null}
    </Disclosure>
  );
}

/**
 * Back to the offices list or the map search it was opened from, with their filters, query
 * and scroll, or to the page that linked to it; else to the offices list.
 */
const BACK_FROM = [
  { pattern: ROUTE_PATTERNS.offices, label: 'offices' },
  { pattern: ROUTE_PATTERNS.mapSearch, label: 'map search' },
  { pattern: ROUTE_PATTERNS.user, label: 'the guest' },
  { pattern: ROUTE_PATTERNS.request, label: 'the request' },
  { pattern: ROUTE_PATTERNS.display, label: 'display' },
];

/**
 * Who else has this office open, under its title; and, to them, that this person has it open,
 * editing the internal notes while one is being written or edited.
 */
function usePresence(office: Office) {
  const notes = useNotesBeingWritten();
  const people = useRecordPresence('office', office.id, notes.writing, 'the internal notes');
  return { people, report: notes.report };
}

function OfficeDetail({ office }: { office: Office }) {
  const presence = usePresence(office);
  return (
    <NoteWritingProvider value={presence.report}>
      <BackLink className={styles.back} to={paths.offices} label="offices" from={BACK_FROM} />
      <div className={styles.header}>
        <PageHeader title={`Office ${office.id}`} description={office.title.fr} />
        <PresenceNote people={presence.people} />
      </div>
      <Suspense
        fallback={
          <Card title="Actions">
            <Spinner label="Loading the actions" showLabel />
          </Card>
        }
      >
        <OfficeActions office={office} />
      </Suspense>
      <div className={styles.grid}>
        <ListingPreview office={office} />
        <Notes office={office} />
        <OfficeInformation office={office} />
        <div className={styles.column}>
          <PublicUrls office={office} />
          <OfficeRequests office={office} />
          <AddToFavorite office={office} />
        </div>
      </div>
      <Suspense fallback={null}>
        <History kind="office" id={office.id} />
      </Suspense>
    </NoteWritingProvider>
  );
}

/**
 * Office detail (/offices/search/details/{id}, operations §2): the office's actions first
 * (the offices list's: publication, rank, best deal, price flexibility); the listing preview,
 * its internal notes (collapsible, rich text, shown unless folded), the office's information,
 * copy of the public URLs, its contact requests and 'Add to favorite' for guests; who else
 * has the office open, under its title.
 */
export function OfficeDetailScreen() {
  const { view } = useDetail(useOffice, {
    noun: 'office',
    notFound: {
      title: 'This office does not exist',
      description: 'Check the id in the address, or find the office in the offices list.',
    },
  });
  return (
    <div className={styles.screen}>
      {view(({ office }) => (
        <OfficeDetail office={office} />
      ))}
    </div>
  );
}

export { OfficeDetailScreen as Component };
