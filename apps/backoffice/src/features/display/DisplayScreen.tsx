import { lazy, Suspense, useState } from 'react';
import { useDisplaySections } from '@backoffice/api';
import { DISPLAY_LOCATION, sortDisplaySections } from '@backoffice/domain';
import { Button, PageHeader, Spinner } from '@backoffice/ui';
import { FetchState } from '@/shared/FetchState';
import { usePageTitle } from '@/shared/pageTitle';
import { useCan } from '@/shared/permissions';
import * as states from '@/shared/states.css';

// The sections (SortableSections and its drag-and-drop code) are a chunk of their own, asked
// for as soon as this code runs: they download alongside the data, not before the first
// paint. The add modal shows only on demand.
const sectionsView = import('./DisplaySections');
const DisplaySections = lazy(() => sectionsView);
const AddDisplayOfficeModal = lazy(() => import('./AddDisplayOfficeModal'));

const WORDS = {
  loading: 'Loading the display sections',
  error: 'The display sections could not be loaded',
};

/**
 * Display offices (/office_display, people-and-content §2.4): the seven sections in order
 * (DisplaySections: moves, refusals, deletes), and 'Add Display Office'.
 */
export function DisplayScreen() {
  usePageTitle('Display offices');
  const fetched = useDisplaySections();
  const [adding, setAdding] = useState(false);
  const { data, mutate } = fetched;
  // A Viewer sees the sections and what they may not change, with the reason.
  const edit = useCan('write');

  return (
    <div className={states.screen}>
      <PageHeader
        title="Display offices"
        description={`The offices the homepage shows, section by section. Location: ${DISPLAY_LOCATION}.`}
        actions={
          <Button
            variant="primary"
            onPress={() => setAdding(true)}
            isDisabled={!data}
            disabledReason={edit.reason}
          >
            Add Display Office
          </Button>
        }
      />
      <FetchState fetched={fetched} words={WORDS}>
        {(answer) => (
          <Suspense
            fallback={
              <div className={states.state}>
                <Spinner label={WORDS.loading} showLabel size="lg" />
              </div>
            }
          >
            <DisplaySections answer={answer} mutate={mutate} />
          </Suspense>
        )}
      </FetchState>
      <Suspense fallback={null}>
        {adding && data ? (
          <AddDisplayOfficeModal
            sections={sortDisplaySections(data.sections)}
            onClose={() => setAdding(false)}
          />
        ) : null}
      </Suspense>
    </div>
  );
}

export { DisplayScreen as Component };
