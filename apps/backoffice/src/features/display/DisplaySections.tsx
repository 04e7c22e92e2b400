import { useCallback, useMemo } from 'react';
import type { KeyedMutator } from 'swr';
import { isApiError, rearrangeDisplay, removeDisplayOffice, useApiClient } from '@backoffice/api';
import type { DisplaySectionsAnswer } from '@backoffice/api';
import {
  DISPLAY_LOCATION,
  TOASTS,
  displaySectionName,
  moveDisplayOffice,
  partVersion,
  sortDisplaySections,
} from '@backoffice/domain';
import type { DisplaySection, Toast } from '@backoffice/domain';
import { EmptyState, Link, SortableSections } from '@backoffice/ui';
import type { SectionMove, SortableSection } from '@backoffice/ui';
import { useNotify } from '@/shared/notify';
import { useCan } from '@/shared/permissions';
import { failureToast } from '@/shared/refusal';
import { paths } from '@/shared/paths';
import * as states from '@/shared/states.css';
import * as styles from './Display.css';

/** A row of a section: one office (the same office may sit in several sections). */
interface OfficeRow {
  id: string;
}

const rowId = (row: OfficeRow) => row.id;
const rowLabel = (row: OfficeRow) => `Office ${row.id}`;
const renderRow = (row: OfficeRow) => (
  <span className={styles.office}>
    <Link href={paths.officeDetail(row.id)}>{rowLabel(row)}</Link>
    <span className={styles.place}>{DISPLAY_LOCATION}</span>
  </span>
);

/** The sections with some of them given new office lists. */
function withOffices(
  answer: DisplaySectionsAnswer,
  changes: Record<number, number[]>,
): DisplaySectionsAnswer {
  return {
    sections: answer.sections.map((s) => (s.id in changes ? { ...s, offices: changes[s.id]! } : s)),
  };
}

function sectionOf(sections: readonly DisplaySection[], id: string): DisplaySection | undefined {
  return sections.find((s) => String(s.id) === id);
}

/**
 * The sections in order, each office a row showing the office and its location, Paris. A row
 * moves to another section, or within its own, by pointer drag, by keyboard and by its
 * 'Move to…' menu, with announcements (the design system's SortableSections); moving an office
 * into a section that already holds it is refused with the spec's message and changes
 * nothing. A move or a delete (on the second press) shows at once, is saved, and is put back
 * if the server refuses. The drag-and-drop code is a chunk of its own, loaded with the data.
 */
export default function DisplaySections({
  answer,
  mutate,
}: {
  answer: DisplaySectionsAnswer;
  /** The sections' SWR mutator: a change shows at once and rolls back on a refusal. */
  mutate: KeyedMutator<DisplaySectionsAnswer>;
}) {
  const client = useApiClient();
  const notify = useNotify();
  const edit = useCan('write');

  /** Shows `next` at once, saves it, and puts the sections back if the server refuses. */
  const change = useCallback(
    (next: DisplaySectionsAnswer, call: () => Promise<unknown>, done: Toast, failed: Toast) => {
      mutate(
        call().then(() => next),
        { optimisticData: next, rollbackOnError: true, populateCache: true, revalidate: true },
      ).then(
        () => notify.show(done),
        (error: unknown) => {
          if (isApiError(error) && error.silent) return;
          notify.show(failureToast(error, failed));
        },
      );
    },
    [mutate, notify],
  );

  const sections = useMemo(() => sortDisplaySections(answer.sections), [answer]);
  const shown = useMemo(
    (): SortableSection<OfficeRow>[] =>
      sections.map((s) => ({
        id: String(s.id),
        title: displaySectionName(s),
        rows: s.offices.map((id) => ({ id: String(id) })),
      })),
    [sections],
  );

  const validateMove = useCallback(
    (move: SectionMove) => {
      const source = sectionOf(sections, move.fromSectionId);
      const target = sectionOf(sections, move.toSectionId);
      if (!source || !target) return null;
      const result = moveDisplayOffice(source, target, Number(move.rowId), move.toIndex);
      return result.ok ? null : result.message;
    },
    [sections],
  );

  const onMove = useCallback(
    (move: SectionMove) => {
      const source = sectionOf(sections, move.fromSectionId);
      const target = sectionOf(sections, move.toSectionId);
      if (!source || !target) return;
      const result = moveDisplayOffice(source, target, Number(move.rowId), move.toIndex);
      if (!result.ok) return;
      const payload = result.value;
      change(
        withOffices(answer, {
          [payload.source]: payload.sourceOffices,
          [payload.target]: payload.targetOffices,
        }),
        // From the order this screen showed: a move over a newer one is refused, naming who.
        () =>
          rearrangeDisplay(client, {
            ...payload,
            ifMatch: partVersion('displaySections', [source, target]),
          }),
        TOASTS.sectionRearranged,
        TOASTS.sectionRearrangeFailed,
      );
    },
    [sections, answer, change, client],
  );

  const onDelete = useCallback(
    ({ rowId: office, sectionId }: { rowId: string; sectionId: string }) => {
      const section = sectionOf(sections, sectionId);
      if (!section) return;
      const officeId = Number(office);
      change(
        withOffices(answer, { [section.id]: section.offices.filter((id) => id !== officeId) }),
        () =>
          removeDisplayOffice(client, {
            sectionId: section.id,
            officeId,
            ifMatch: partVersion('displaySections', [section]),
          }),
        TOASTS.sectionOfficeRemoved,
        TOASTS.sectionDeleteFailed,
      );
    },
    [sections, answer, change, client],
  );

  return shown.length === 0 ? (
    <div className={states.state}>
      <EmptyState
        headingLevel={2}
        title="No display sections"
        description={`The homepage sections of ${DISPLAY_LOCATION} appear here.`}
      />
    </div>
  ) : (
    <div className={styles.sections}>
      <SortableSections<OfficeRow>
        aria-label="Display sections"
        sections={shown}
        getRowId={rowId}
        getRowLabel={rowLabel}
        renderRow={renderRow}
        validateMove={validateMove}
        onMove={onMove}
        onDelete={onDelete}
        confirmDelete
        headingLevel={2}
        emptyLabel="No offices in this section"
        changeDisabledReason={edit.reason}
      />
    </div>
  );
}
