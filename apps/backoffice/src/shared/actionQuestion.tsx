import { useState } from 'react';
import type { ReactNode } from 'react';
import { intentComponent } from './intentComponent';
import { onIntent } from './onIntent';

// The dialog's code comes on intent, not with the screen: when the menu that asks opens
// (`preload`), at the latest when the question is asked, which then shows once it has loaded
// (React Aria's dialog takes focus as it opens and gives it back to the menu's button).
const questionDialog = onIntent(() => import('./questionDialog'));
const AlertDialog = intentComponent(questionDialog, (m) => m.AlertDialog);

/** What an action asks before it runs: a row menu's Unpublish, Block user, Reset password... */
export interface ActionQuestion {
  /** The dialog's title, naming the action and what it acts on ('Unpublish office 12?'). */
  title: string;
  /** The button that goes ahead: the action's own label. */
  confirmLabel: string;
  /** What the action does, read as the dialog's description. */
  body: string;
  /** Takes something away: a red button, first focus on Cancel. @default false */
  isDestructive?: boolean;
  /** The action. A promise keeps the dialog pending until it settles; a rejection keeps it open. */
  run: () => void | Promise<unknown>;
  /** Called once the dialog closes, confirmed or not. */
  onClosed?: () => void;
}

/**
 * The one "ask first" of the app's action menus: `ask(question)` opens an AlertDialog that
 * runs the action on its confirm button; render `dialog` beside the menu. The question stays
 * while the dialog closes, so that its text does not empty midway through the animation.
 * The dialog is drawn from the first question on, its code loaded then or by `preload` (call
 * it as the menu that asks opens).
 */
export function useActionQuestion(): {
  ask: (question: ActionQuestion) => void;
  dialog: ReactNode;
  preload: () => void;
} {
  const [question, setQuestion] = useState<ActionQuestion | null>(null);
  const [isOpen, setOpen] = useState(false);
  const ask = (next: ActionQuestion) => {
    setQuestion(next);
    setOpen(true);
  };
  const dialog = question ? (
    <AlertDialog
      onLoadFailed={() => {
        setOpen(false);
        setQuestion(null);
        question.onClosed?.();
      }}
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (!open) question.onClosed?.();
      }}
      title={question.title}
      confirmLabel={question.confirmLabel}
      variant={question.isDestructive ? 'critical' : 'default'}
      onConfirm={() => question.run()}
    >
      {question.body}
    </AlertDialog>
  ) : null;
  return { ask, dialog, preload: questionDialog.preload };
}
