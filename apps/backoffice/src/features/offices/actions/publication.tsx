import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { isApiError, usePriceFlexibility, usePublication } from '@backoffice/api';
import type { PublicationAction } from '@backoffice/api';
import {
  OFFICE_ACTION_LABELS,
  PUBLISH_OFF_MARKET_CONFIRMATION,
  REJECT_VERSION_CONFIRMATION,
  TOASTS,
  UNPUBLISH_CONFIRMATION,
  officeActions,
  priceFlexibilityFailed,
} from '@backoffice/domain';
import type { Office, OfficeActionFields } from '@backoffice/domain';
import { useActionQuestion } from '@/shared/actionQuestion';
import type { ActionQuestion } from '@/shared/actionQuestion';
import { useNotify } from '@/shared/notify';
import { failureToast } from '@/shared/refusal';
import { holdFocus } from './holdFocus';

/** What the office actions read of an office: its id and the fields of operations §4's rules. */
export type ActionOffice = OfficeActionFields & Pick<Office, 'id' | 'priceFlexibility'>;

/**
 * What a publication action asks first, or null when it runs at once: Publish when the office
 * was off market, Unpublish and Reject version always (they take a listing or the host's
 * work away).
 */
export function questionOf(
  office: ActionOffice,
  action: PublicationAction,
  run: () => Promise<unknown>,
): ActionQuestion | null {
  switch (action) {
    case 'publish':
      return officeActions(office).publishNeedsConfirmation
        ? {
            title: `Publish office ${office.id}?`,
            confirmLabel: OFFICE_ACTION_LABELS.publish,
            body: PUBLISH_OFF_MARKET_CONFIRMATION,
            run,
          }
        : null;
    case 'unpublish':
      return {
        title: `Unpublish office ${office.id}?`,
        confirmLabel: OFFICE_ACTION_LABELS.unpublish,
        body: UNPUBLISH_CONFIRMATION,
        isDestructive: true,
        run,
      };
    case 'reject':
      return {
        title: `Reject the version of office ${office.id}?`,
        confirmLabel: OFFICE_ACTION_LABELS.rejectVersion,
        body: REJECT_VERSION_CONFIRMATION,
        isDestructive: true,
        run,
      };
    default:
      return null;
  }
}

/**
 * The publication actions of an office, wherever they are offered (the list's row menu, the
 * office detail): `run(action)` asks first where `questionOf` says so, then calls the server,
 * shows 'Publication state updated' or the refusal ('Something went wrong', or the server's
 * words), and the office's reads refresh (the api's revalidation). Render `dialog` beside the
 * buttons. A second press while a call is under way does nothing.
 */
export function useOfficePublication(
  office: ActionOffice,
  {
    focusAfter,
  }: {
    /**
     * The control that keeps focus while an action runs and the office is read again (the
     * office page's button, which the action may make unavailable); none: focus is left to
     * the menu that started it.
     */
    focusAfter?: (action: PublicationAction) => HTMLElement | null | undefined;
  } = {},
): {
  run: (action: PublicationAction) => void;
  /** The action whose call is under way, or null. */
  pending: PublicationAction | null;
  dialog: ReactNode;
  /** Loads the question's code ahead: for the menu or the buttons to call on intent. */
  preload: () => void;
} {
  const notify = useNotify();
  const publication = usePublication();
  const question = useActionQuestion();
  const [pending, setPending] = useState<PublicationAction | null>(null);
  const busy = useRef(false);

  const publish = (action: PublicationAction): Promise<void> => {
    if (busy.current) return Promise.resolve();
    busy.current = true;
    setPending(action);
    const held = focusAfter ? holdFocus(() => focusAfter(action)) : null;
    return publication
      .trigger({ officeId: office.id, action })
      .then(
        () => void notify.show(TOASTS.publicationUpdated),
        (error: unknown) => void notify.show(failureToast(error, TOASTS.somethingWentWrong)),
      )
      .finally(() => {
        busy.current = false;
        setPending(null);
        held?.release();
      });
  };

  const run = (action: PublicationAction) => {
    if (busy.current) return;
    const asked = questionOf(office, action, () => publish(action));
    if (!asked) return void publish(action);
    // The question's button may be drawn anew while it is open (the office read again after a
    // change, live): focus is kept for the button as it is then drawn, whether the question
    // is confirmed or cancelled, rather than left on the page's body.
    const held = focusAfter ? holdFocus(() => focusAfter(action)) : null;
    question.ask({ ...asked, onClosed: () => held?.release() });
  };

  return { run, pending, dialog: question.dialog, preload: question.preload };
}

/**
 * Price flexibility turned to `next` (operations §4: only when the office has a minimum
 * capacity): 'Price flexibility updated', or 'Failed to update price flexibility: ' and the
 * server's errors. Answers whether it was saved.
 */
export function usePriceFlexibilityToggle(): (
  office: Pick<Office, 'id'>,
  next: boolean,
) => Promise<boolean> {
  const notify = useNotify();
  const flexibility = usePriceFlexibility();
  return (office, next) =>
    flexibility.trigger({ officeId: office.id, priceFlexibility: next }).then(
      (answer) => {
        notify.show(
          answer.success ? TOASTS.priceFlexibilityUpdated : priceFlexibilityFailed(answer.errors),
        );
        return answer.success;
      },
      (error: unknown) => {
        notify.show(
          priceFlexibilityFailed(
            isApiError(error) ? (error.description ?? error.message) : String(error),
          ),
        );
        return false;
      },
    );
}
