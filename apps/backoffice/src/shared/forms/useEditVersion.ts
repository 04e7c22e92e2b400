import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { isApiError } from '@backoffice/api';
import { EDIT_CONFLICT, editConflictMessage, partVersion } from '@backoffice/domain';
import type { EDIT_PARTS, EditPart } from '@backoffice/domain';

/** The record an edit of `part` reads its version from (an SEO location, an office, a note…). */
export type EditRecord<P extends EditPart> = Parameters<(typeof EDIT_PARTS)[P]>[0];

/** The edited part of such a record: what "their version" shows. */
export type EditPartValue<P extends EditPart> = ReturnType<(typeof EDIT_PARTS)[P]>;

/** How a save ended. */
export type EditSaveOutcome<T> =
  /** The server took it: the answer. */
  | { status: 'saved'; answer: T }
  /** Someone saved a newer version since the edit began: `conflict` now says who and when. */
  | { status: 'refused' }
  /** Any other failure, for the form to tell as it tells its failures. */
  | { status: 'failed'; error: unknown }
  /** A save was already under way (a double click, Enter held): nothing was sent. */
  | { status: 'busy' };

/** A save refused because someone saved a newer version since the edit began. */
export interface EditConflict {
  /** The server's words: who saved, when, and that the text is kept. */
  message: string;
  /** Grows with each refusal: a new one (a third person saved meanwhile) takes focus again. */
  round: number;
}

export interface EditVersionOptions {
  /**
   * Reads the record again (its SWR read): called on a refusal, so that their version is
   * the server's, not the one the screen read before the other person saved. A write's own
   * revalidation runs on success only.
   */
  reread?: () => unknown;
}

export interface EditVersion<P extends EditPart = EditPart> {
  /** The version of the edited part when the edit began: a plain save sends it as If-Match. */
  version: string | undefined;
  /**
   * Begins an edit from this record as it reads now (Edit pressed): its version is kept while
   * the record re-reads live under the edit. Forgets a previous refusal.
   */
  begin: (from: EditRecord<P>) => void;
  /** Ends the edit (saved or cancelled): no version, no refusal. */
  end: () => void;
  /**
   * Runs a save. `send` gets the If-Match to send: the version the edit began from, or none
   * for `'over'` (the deliberate "Save over it", which the server takes over any version).
   * One save at a time: a second call while one runs sends nothing (`busy`). A refusal for a
   * newer version keeps the form as it is (nothing is reset here) and sets `conflict`.
   */
  save: <T>(
    send: (ifMatch: string | undefined) => Promise<T>,
    how?: 'over',
  ) => Promise<EditSaveOutcome<T>>;
  /** A save is under way: the form's Save and "Save over it" show it and take no press. */
  isSaving: boolean;
  /** The refusal to show, until the edit ends or a save goes through. */
  conflict: EditConflict | null;
  /** "See their version" was pressed: their version is shown under the refusal. */
  theirsShown: boolean;
  /** "See their version" / "Hide their version". */
  toggleTheirs: () => void;
}

/** True for the server's refusal of a save begun from an older version (409 edit_conflict). */
export function isEditConflict(error: unknown): boolean {
  return isApiError(error) && error.code === EDIT_CONFLICT;
}

const versionOf = <P extends EditPart>(part: P, record: EditRecord<P> | null | undefined) =>
  record === null || record === undefined ? undefined : partVersion(part, record);

/**
 * No silent overwrite, the form's side (domain editVersions.ts): the version of the record's
 * edited part is taken when the edit begins (the component mounts with `began`, as a modal
 * opens, or `begin` is called, as Edit is pressed) and kept while the record re-reads live
 * under the typing; a save sends it as If-Match. When the server refuses the save because
 * someone saved a newer version meanwhile, `conflict` holds its words (who, when); the form
 * keeps what was typed, offers their version (the record as it now reads) and "Save over it",
 * which saves again without If-Match.
 *
 * `began` is read once, at mount: null or undefined when no edit is under way yet.
 */
export function useEditVersion<P extends EditPart>(
  part: P,
  began: EditRecord<P> | null | undefined,
  options: EditVersionOptions = {},
): EditVersion<P> {
  const [version, setVersion] = useState(() => versionOf(part, began));
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const [theirsShown, setTheirsShown] = useState(false);
  const [isSaving, setSaving] = useState(false);
  // Set at once, before React draws the pending state: a second press in the same frame (a
  // double click) finds it set and sends nothing.
  const inFlight = useRef(false);
  const rounds = useRef(0);
  const current = useRef({ version, options });
  useLayoutEffect(() => {
    current.current = { version, options };
  });

  const begin = useCallback(
    (from: EditRecord<P>) => {
      const next = versionOf(part, from);
      current.current.version = next;
      setVersion(next);
      setConflict(null);
      setTheirsShown(false);
    },
    [part],
  );

  const end = useCallback(() => {
    current.current.version = undefined;
    setVersion(undefined);
    setConflict(null);
    setTheirsShown(false);
  }, []);

  const save = useCallback(
    async <T>(
      send: (ifMatch: string | undefined) => Promise<T>,
      how?: 'over',
    ): Promise<EditSaveOutcome<T>> => {
      if (inFlight.current) return { status: 'busy' };
      inFlight.current = true;
      setSaving(true);
      try {
        const answer = await send(how === 'over' ? undefined : current.current.version);
        setConflict(null);
        setTheirsShown(false);
        return { status: 'saved', answer };
      } catch (error) {
        if (!isEditConflict(error)) return { status: 'failed', error };
        rounds.current += 1;
        // The server's words name who saved and when; without them, the domain's.
        const words = isApiError(error) ? error.description : null;
        setConflict({
          message: words || editConflictMessage(part, null),
          round: rounds.current,
        });
        void current.current.options.reread?.();
        return { status: 'refused' };
      } finally {
        inFlight.current = false;
        setSaving(false);
      }
    },
    [part],
  );

  const toggleTheirs = useCallback(() => setTheirsShown((shown) => !shown), []);

  return { version, begin, end, save, isSaving, conflict, theirsShown, toggleTheirs };
}

/** What a form does once an edit's save has ended (see `saveEdit`). */
export interface EditSaveHandlers<T> {
  /** The server took it: its answer. */
  saved: (answer: T) => unknown;
  /** Any other failure than a refusal for a newer version. */
  failed: (error: unknown) => unknown;
}

/**
 * Runs an edit's save of `body`, sent with the If-Match the edit began from (none for "Save over
 * it"), and hands how it ended to the form. A refusal for a newer version or a second press calls
 * neither handler: the refusal is said by the form's banner, and what was typed stays.
 */
export function saveEdit<B extends object, T>(
  edit: Pick<EditVersion, 'save'>,
  send: (body: B & { ifMatch?: string }) => Promise<T>,
  body: B,
  how: 'over' | undefined,
  on: EditSaveHandlers<T>,
): void {
  void edit
    .save((ifMatch) => send({ ...body, ...(ifMatch ? { ifMatch } : {}) }), how)
    .then((outcome) => {
      if (outcome.status === 'saved') return on.saved(outcome.answer);
      if (outcome.status === 'failed') return on.failed(outcome.error);
      return undefined;
    });
}
