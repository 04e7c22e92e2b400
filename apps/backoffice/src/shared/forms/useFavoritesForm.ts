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
  /** After a success, its toasts shown (a modal closes); without it, the field empties. */
  onSent?: () => void;
}

/**
 * The one way favorites are added from an ids field (an office's 'Add to favorite' for
 * guests, operations §5; a guest's 'Add favorites', people-and-content §5): ids typed comma
 * separated, what is not a number dropped (the domain's rule); nothing is sent without a valid
 * id (the domain's message under the field, gone as soon as the text changes). The server's
 * answer, parts separated by '**', shows as one toast per part, each in its tone (added: a
 * success; already there: a warning; not found: an error; nothing added: information); a
 * refusal shows the error catalogue's message and keeps the text.
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

  const submit = () => {
    if (isPending) return;
    const result = validate(text);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(undefined);
    send(result.value).then(
      (answer) => {
        for (const toast of favoritesAnswerToasts(answer.message)) notify.show(toast);
        if (onSent) onSent();
        else setText('');
      },
      (failure: unknown) => notify.failure(failure),
    );
  };

  return {
    /** The ids field's props (a TextField's), its label aside. */
    field: {
      description: 'Separate several ids with a comma, e.g. 12, 13',
      value: text,
      onChange: (value: string) => {
        setText(value);
        setError(undefined);
      },
      errorMessage: error,
    },
    /** Validates, sends, toasts. */
    submit,
    /** Whether something is typed (leaving asks first). */
    isDirty: text.trim() !== '',
  };
}
