import type { FormEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Modal } from '../Modal';
import { TextField } from '../TextField';
import * as styles from './ViewsMenu.css';

/** The longest name a view may take, in characters. */
export const VIEW_NAME_MAX = 60;

/** What the Save view dialog sends. */
export interface SaveViewInput {
  /** The view's name, trimmed: 1 to 60 characters. */
  name: string;
  /** Shown to the whole team ("Shared with the team"), not to its author alone. */
  shared: boolean;
  /** Becomes the author's default view, applied when they open the list. */
  makeDefault: boolean;
}

/** Why a name cannot be saved, in words, or null when it can. */
export function viewNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'Enter a name for the view.';
  if (trimmed.length > VIEW_NAME_MAX) {
    return `Keep the name to ${VIEW_NAME_MAX} characters or fewer (it has ${trimmed.length}).`;
  }
  return null;
}

export interface ViewDialogProps {
  /** `save` asks for a name and the two choices; `rename` for the name alone. */
  mode: 'save' | 'rename';
  /** The name the field starts with (the view's, to rename it). */
  initialName: string;
  isOpen: boolean;
  /** Called with `false` when the dialog closes (Cancel, Escape, or a save that succeeded). */
  onOpenChange: (isOpen: boolean) => void;
  /** Saves; a rejection keeps the dialog open with the error's message. */
  onSubmit: (input: SaveViewInput) => Promise<unknown> | void;
  /** The caller's own saving state, added to the dialog's. */
  isSaving: boolean;
}

/**
 * The Save view and Rename view dialog. Its state is its own: the caller mounts a new one
 * (a new `key`) for each opening, so that it always opens clean.
 */
export function ViewDialog({
  mode,
  initialName,
  isOpen,
  onOpenChange,
  onSubmit,
  isSaving,
}: ViewDialogProps) {
  const formId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState(initialName);
  const [shared, setShared] = useState(false);
  const [makeDefault, setMakeDefault] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const sending = useRef(false);

  const problem = viewNameProblem(name);
  // An empty name is pointed out once Save was pressed; a name too long as soon as it is.
  const shownProblem =
    submitted || (problem !== null && name.trim().length > VIEW_NAME_MAX) ? problem : null;
  const isDirty = name !== initialName || shared || makeDefault;
  const busy = pending || isSaving;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current || isSaving) return;
    setSubmitted(true);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    sending.current = true;
    setPending(true);
    setFailure(null);
    try {
      await onSubmit({ name: name.trim(), shared, makeDefault });
      onOpenChange(false);
    } catch (error) {
      setFailure(
        error instanceof Error && error.message
          ? error.message
          : 'The view could not be saved. Try again.',
      );
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(next) => {
        if (!next && busy) return;
        onOpenChange(next);
      }}
      title={mode === 'save' ? 'Save view' : 'Rename view'}
      size="sm"
      isDirty={isDirty}
      actions={
        <Button variant="primary" type="submit" form={formId} isPending={busy}>
          {mode === 'save' ? 'Save' : 'Rename'}
        </Button>
      }
    >
      <form ref={formRef} id={formId} noValidate onSubmit={submit} className={styles.form}>
        {failure ? (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        ) : null}
        <TextField
          ref={inputRef}
          label="Name"
          value={name}
          onChange={setName}
          isRequired
          autoFocus
          description={`Up to ${VIEW_NAME_MAX} characters.`}
          errorMessage={shownProblem ?? undefined}
          onKeyDown={(event) => {
            // Enter in the name saves. Said here rather than left to the browser's implicit
            // submission, which the checkboxes and a Save button outside the form make uneven.
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
              event.preventDefault();
              formRef.current?.requestSubmit();
            } else {
              event.continuePropagation();
            }
          }}
        />
        {mode === 'save' ? (
          <>
            <Checkbox label="Share with the team" isSelected={shared} onChange={setShared} />
            <Checkbox
              label="Make it my default"
              isSelected={makeDefault}
              onChange={setMakeDefault}
            />
          </>
        ) : null}
      </form>
    </Modal>
  );
}
