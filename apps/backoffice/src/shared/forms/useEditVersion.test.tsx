import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUpdateInternalNote } from '@backoffice/api';
import { makeInternalNote } from '@backoffice/api/mocks';
import {
  EDIT_CONFLICT_WORDS,
  editConflictMessage,
  ifMatchOf,
  partVersion,
} from '@backoffice/domain';
import type { InternalNote } from '@backoffice/domain';
import { renderAs } from '@/shared/roleTesting';
import { EditConflictBanner } from './EditConflictBanner';
import { useEditVersion } from './useEditVersion';
import type { EditSaveOutcome, EditVersion } from './useEditVersion';

afterEach(cleanup);

const LEA = { name: 'Léa Bernard', at: '2026-03-16T09:02:00Z' };
const MARC = { name: 'Marc Petit', at: '2026-03-16T09:05:00Z' };
const REFUSED_BY_LEA = editConflictMessage('internalNote', LEA);
const REFUSED_BY_MARC = editConflictMessage('internalNote', MARC);

const mine = makeInternalNote(7, { note: '<p>The note as I opened it</p>' });
const theirs = { ...mine, note: '<p>Léa’s newer text</p>' };

/** One call the client made: its If-Match (null for none) and its body. */
interface Sent {
  ifMatch: string | null;
  body: unknown;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const refusal = (description: string) => json({ code: 'edit_conflict', description }, 409);

/**
 * A fetch that records each call and answers from `answers` in turn (the last one again when
 * they run out); an answer may be a promise the test settles.
 */
function serve(...answers: (Response | Promise<Response>)[]) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.text();
    sent.push({ ifMatch: request.headers.get('If-Match'), body: text ? JSON.parse(text) : null });
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    return (await answer).clone();
  });
  return { sent, fetch: fetch as unknown as typeof globalThis.fetch };
}

const saved = () => json({ internalNote: { ...mine, note: '<p>saved</p>' } });

/**
 * An edit form over the real write (the client's If-Match): a text field starting from the
 * note, Save, and the refusal banner showing the note as it now reads (`note`, which the test
 * changes as a live re-read would).
 */
function NoteForm({
  note,
  began,
  reread,
  outcomes,
  expose,
}: {
  note: InternalNote;
  /** What the edit began from; by default the note as it reads at mount (`note`). */
  began?: InternalNote | null;
  reread: () => void;
  outcomes: string[];
  expose?: (version: EditVersion<'internalNote'>) => void;
}) {
  const [text, setText] = useState(note.note);
  const update = useUpdateInternalNote();
  const version = useEditVersion('internalNote', began === undefined ? note : began, { reread });
  expose?.(version);
  const save = (how?: 'over') =>
    void version
      .save(
        (ifMatch) =>
          update.trigger({
            noteId: note.id,
            officeId: 5,
            note: text,
            ...(ifMatch ? { ifMatch } : {}),
          }),
        how,
      )
      .then((outcome: EditSaveOutcome<unknown>) => outcomes.push(outcome.status));
  return (
    <form aria-label="Edit note">
      <EditConflictBanner edit={version} onSaveOver={() => save('over')}>
        <p>{note.note}</p>
      </EditConflictBanner>
      <label>
        Note
        <textarea value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="button" onClick={() => save()}>
        Save
      </button>
    </form>
  );
}

/** The form over a note that re-reads live: `reread` in the test sets what it reads now. */
function Host(
  props: Omit<Parameters<typeof NoteForm>[0], 'note'> & {
    expose: (version: EditVersion<'internalNote'>) => void;
    live: (set: (note: InternalNote) => void) => void;
  },
) {
  const { live, ...form } = props;
  const [note, setNote] = useState<InternalNote>(mine);
  live(setNote);
  return <NoteForm note={note} {...form} />;
}

function setup(
  answers: (Response | Promise<Response>)[],
  { began }: { began?: InternalNote | null } = {},
) {
  const { sent, fetch } = serve(...answers);
  const reread = vi.fn();
  const outcomes: string[] = [];
  let version: EditVersion<'internalNote'> | null = null;
  let setNote: (note: InternalNote) => void = () => undefined;
  renderAs(
    'csm',
    <Host
      began={began}
      reread={reread}
      outcomes={outcomes}
      expose={(v) => {
        version = v;
      }}
      live={(set) => {
        setNote = set;
      }}
    />,
    { fetch },
  );
  return {
    sent,
    reread,
    outcomes,
    version: () => version!,
    /** The note re-read live (someone else saved it): the form stays as typed. */
    rereadAs: (note: InternalNote) => act(() => setNote(note)),
  };
}

/** What the note's field holds. */
const typed = () => (screen.getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement).value;
const type = (text: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: text } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('useEditVersion: no silent overwrite', () => {
  it('sends the version of the part as the edit began, not as the record re-reads', async () => {
    const { sent, outcomes, rereadAs } = setup([saved()]);
    // The record re-reads under the typing (live refresh): the version stays the opening's.
    rereadAs(theirs);
    type('<p>My text</p>');
    press('Save');
    await waitFor(() => expect(outcomes).toEqual(['saved']));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.ifMatch).toBe(ifMatchOf(partVersion('internalNote', mine)));
    expect(sent[0]!.ifMatch).not.toBe(ifMatchOf(partVersion('internalNote', theirs)));
    expect(sent[0]!.body).toEqual({ internal_note: { note: '<p>My text</p>' } });
  });

  it('a refusal: the server’s words focused, the text kept, their version on request, then Save over it without If-Match', async () => {
    const { sent, reread, outcomes, rereadAs } = setup([refusal(REFUSED_BY_LEA), saved()]);
    type('<p>My text</p>');
    press('Save');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(REFUSED_BY_LEA);
    expect(alert.textContent).toMatch(/^Léa Bernard saved this note on 16\/03\/2026 10:02/);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(outcomes).toEqual(['refused']);
    // What was typed stays; the record is read again for their version.
    expect(typed()).toBe('<p>My text</p>');
    expect(reread).toHaveBeenCalledTimes(1);
    rereadAs(theirs);

    const see = screen.getByRole('button', { name: EDIT_CONFLICT_WORDS.seeTheirs });
    expect(see.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: EDIT_CONFLICT_WORDS.theirVersion })).toBeNull();
    fireEvent.click(see);
    expect(see.textContent).toBe(EDIT_CONFLICT_WORDS.hideTheirs);
    expect(see.getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: EDIT_CONFLICT_WORDS.theirVersion });
    expect(see.getAttribute('aria-controls')).toBe(region.id);
    expect(within(region).getByText('<p>Léa’s newer text</p>')).toBeTruthy();
    expect(typed()).toBe('<p>My text</p>');

    // The deliberate second press: the same text, without If-Match.
    press(EDIT_CONFLICT_WORDS.saveOver);
    await waitFor(() => expect(outcomes).toEqual(['refused', 'saved']));
    expect(sent.map((s) => s.ifMatch)).toEqual([
      ifMatchOf(partVersion('internalNote', mine)),
      null,
    ]);
    expect(sent[1]!.body).toEqual({ internal_note: { note: '<p>My text</p>' } });
    // Saved: the refusal is gone.
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('a plain Save after a refusal still sends the version begun from; a new refusal takes focus again', async () => {
    const { sent, outcomes } = setup([refusal(REFUSED_BY_LEA), refusal(REFUSED_BY_MARC)]);
    press('Save');
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    screen.getByRole('textbox', { name: 'Note' }).focus();
    press('Save');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(REFUSED_BY_MARC));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    expect(outcomes).toEqual(['refused', 'refused']);
    const began = ifMatchOf(partVersion('internalNote', mine));
    expect(sent.map((s) => s.ifMatch)).toEqual([began, began]);
  });

  it('a double click sends one save: the second press finds one under way', async () => {
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const { sent, outcomes, version } = setup([pending]);
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(outcomes).toEqual(['busy']));
    await waitFor(() => expect(version().isSaving).toBe(true));
    await act(async () => {
      answer(saved());
      await pending;
    });
    await waitFor(() => expect(outcomes).toEqual(['busy', 'saved']));
    expect(sent).toHaveLength(1);
    expect(version().isSaving).toBe(false);
  });

  it('any other failure is the form’s to tell: no refusal shown, nothing re-read', async () => {
    const { reread, outcomes } = setup([json({ code: 'conflict', description: 'No' }, 409)]);
    type('<p>My text</p>');
    press('Save');
    await waitFor(() => expect(outcomes).toEqual(['failed']));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(reread).not.toHaveBeenCalled();
    expect(typed()).toBe('<p>My text</p>');
  });

  it('no edit under way sends no If-Match; begin takes the version anew, end forgets it', async () => {
    const { sent, outcomes, version } = setup([saved()], { began: null });
    expect(version().version).toBeUndefined();
    press('Save');
    await waitFor(() => expect(outcomes).toHaveLength(1));
    act(() => version().begin(theirs));
    expect(version().version).toBe(partVersion('internalNote', theirs));
    press('Save');
    await waitFor(() => expect(outcomes).toHaveLength(2));
    act(() => version().end());
    expect(version().version).toBeUndefined();
    expect(sent.map((s) => s.ifMatch)).toEqual([
      null,
      ifMatchOf(partVersion('internalNote', theirs)),
    ]);
  });

  it('a refusal without words still names the part', async () => {
    setup([json({ code: 'edit_conflict' }, 409)]);
    press('Save');
    expect((await screen.findByRole('alert')).textContent).toContain(
      editConflictMessage('internalNote', null),
    );
  });
});
