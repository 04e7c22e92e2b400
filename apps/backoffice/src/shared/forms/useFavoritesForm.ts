import { useState } from 'react';
import { favoritesAnswerToasts } from '@backoffice/domain';
import type { Validation } from '@backoffice/domain';
import { useNotify } from '../notify';

export interface FavoritesFormOptions<F extends string> {
  /** The domain's reading of the ids typed (`validateGuestIds`, `validateOfficeIds`). */
  validate: (text: string) => Validation<number[], F>;
  /** The call, with the ids kept; it answers the server's message. */
  send: (ids: number[]) => Promise<{ message: string }>;
  /** True while the call runs: a second submit does nothing. */
  isPending: boolean;
  /**
   * After every id was added, its toasts shown (a modal closes); without it, the field
   * empties. When some were not (unknown, already there), neither: the ids stay as typed.
   */
  onSent?: () => void;
}

/**
 * The one way favorites are added from an ids field (an office's 'Add to favorite' for
 * guests, operations §5; a guest's 'Add favorites', people-and-content §5): ids typed comma
 * separated, what is not a number dropped (the domain's rule); nothing is sent without a valid
 * id (the domain's message under the field, gone as soon as the text changes). The server's
 * answer, parts separated by '**', shows as one toast per part, each in its tone (added: a
 * success; already there: a warning; not found: an error; nothing added: information). When
 * some ids were not added (an unknown id used to close the dialog, "Added: none", and the
 * ids were gone), the text stays as typed and the field says which under it (what was added
 * in its description, what was not as its error), until the text changes; leaving then asks
 * nothing, since all that could be sent was. A refusal of the call shows the error
 * catalogue's message and keeps the text.
 */
export function useFavoritesForm<F extends string>({
  validate,
  send,
  isPending,
  onSent,
}: FavoritesFormOptions<F>) {
  const notify = useNotify();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  // What the last answer said of the text as it was sent: added (description), refused (error).
  const [sent, setSent] = useState<{ text: string; added: string | undefined } | null>(null);

  const submit = () => {
    if (isPending) return;
    const result = validate(text);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(undefined);
    setSent(null);
    send(result.value).then(
      (answer) => {
        const parts = favoritesAnswerToasts(answer.message);
        for (const toast of parts) notify.show(toast);
        const refused = parts.filter((part) => part.tone === 'warning' || part.tone === 'critical');
        if (refused.length > 0) {
          // 'Added: 11' or 'Added: none'.
          const added = parts.find((part) => !refused.includes(part))?.message;
          setSent({ text, added });
          setError(refused.map((part) => part.message).join(' · '));
          return;
        }
        if (onSent) onSent();
        else setText('');
      },
      (failure: unknown) => notify.failure(failure),
    );
  };

  return {
    /** The ids field's props (a TextField's), its label aside. */
    field: {
      description: sent?.added ?? 'Separate several ids with a comma, e.g. 12, 13',
      value: text,
      onChange: (value: string) => {
        setText(value);
        setError(undefined);
        setSent(null);
      },
      errorMessage: error,
    },
    /** Validates, sends, toasts. */
    submit,
    /** Whether something is typed and not yet sent (leaving asks first). */
    isDirty: text.trim() !== '' && sent?.text !== text,
  };
}
