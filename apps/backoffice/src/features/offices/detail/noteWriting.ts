import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { withMember } from '@/shared/sets';

/**
 * Whether an internal note of the office is being written or edited, told by each note's
 * editor (by a key of its own) to the detail, which says so to the team ("Léa Bernard is
 * editing the internal notes"). A small module of its own: the detail reads it without
 * loading the notes' chunk (and its editor).
 */
const NoteWritingContext = createContext<(key: string, writing: boolean) => void>(() => {});

export const NoteWritingProvider = NoteWritingContext.Provider;

/** Tells the enclosing office detail whether this editor (`key`) holds a note being written. */
export function useNoteWriting(key: string, writing: boolean): void {
  const report = useContext(NoteWritingContext);
  useEffect(() => {
    report(key, writing);
    return () => report(key, false);
  }, [report, key, writing]);
}

/** The detail's side: whether any editor writes a note now, and the function they report to. */
export function useNotesBeingWritten(): {
  writing: boolean;
  report: (key: string, writing: boolean) => void;
} {
  const [keys, setKeys] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback(
    (key: string, writing: boolean) => setKeys((current) => withMember(current, key, writing)),
    [],
  );
  return { writing: keys.size > 0, report };
}
