import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '@backoffice/api';
import type { Toast, Validation } from '@backoffice/domain';
import { useNotify } from '../notify';
import { domainResolver, serverFieldErrors } from './domainResolver';

export interface ActionFormOptions<F extends FieldValues, T, R = unknown> {
  /** The form as it opens, and as it is again after a success. */
  defaultValues: F;
  /** The domain's validator: its messages mark the fields; its value is what is sent. */
  validate: (form: F) => Validation<T, string>;
  /** The call, with the validated value. */
  send: (value: T) => Promise<R>;
  /** The catalogue's toast for a success, or the toast of the server's answer. */
  success: Toast | ((answer: R) => Toast);
  /**
   * The toast of a failure, when the spec names one ('Failed to update phone number');
   * otherwise the error catalogue's message for the failure.
   */
  failure?: Toast;
  /** Called after a success (its toast shown, the form cleared): a modal closes, focus moves. */
  onSuccess?: (answer: R) => void;
  /** The form field that shows a server field's message (a validation_error's `fields`). */
  fieldOf: (serverField: string) => Path<F> | null;
  /** Called after a failure (its toast shown, what was typed kept): a form may offer more. */
  onFailure?: (error: unknown, values: F) => void;
  /**
   * When a field is first checked: on the first submit (then as it changes), or as soon as it
   * has been left (`touched`: then as it changes). Either way a submit checks every field. A
   * long form takes `touched`: what was filled and left is checked, what was not yet reached
   * stays as it is.
   * @default 'submit'
   */
  checkFields?: 'submit' | 'touched';
}

export interface ActionForm<F extends FieldValues> {
  form: UseFormReturn<F>;
  /** Validates, calls, toasts: for the Confirm click. */
  submit: () => void;
  /**
   * The form's own checks, for before the Confirm button arms: marks the fields with the
   * domain's messages (focus to the first that can take it) and gives `true`, or the first
   * message ('Please fill in all the slots'), so that Confirm is never asked of a form that
   * cannot be sent.
   */
  check: () => Promise<true | string>;
  isSubmitting: boolean;
  /** Grows after each success: a `key` for fields that keep their own state (pickers). */
  round: number;
}

/**
 * The one way an action form works (request actions, and the forms to come): the domain
 * validates with the spec's messages before any call; the call runs; a success shows the
 * catalogue's toast and clears the form; a failure shows the catalogue's toast, puts the
 * server's field messages under their fields, and keeps what was typed.
 */
export function useActionForm<F extends FieldValues, T, R = unknown>(
  options: ActionFormOptions<F, T, R>,
): ActionForm<F> {
  const notify = useNotify();
  // The latest options behind stable functions: a validator built from "now" or from a prop
  // changes at each render, the form's resolver must not.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const resolver = useMemo(() => domainResolver<F, T>((form) => latest.current.validate(form)), []);
  const form = useForm<F>({
    defaultValues: options.defaultValues as DefaultValues<F>,
    resolver,
    mode: options.checkFields === 'touched' ? 'onTouched' : 'onSubmit',
  });
  const [round, setRound] = useState(0);

  const run = useCallback(
    async (values: F) => {
      const { validate, send, success, failure, onSuccess, onFailure, fieldOf, defaultValues } =
        latest.current;
      const result = validate(values);
      if (!result.ok) return;
      let answer: R;
      try {
        answer = await send(result.value);
      } catch (error) {
        if (failure && !(isApiError(error) && error.silent)) notify.show(failure);
        else notify.failure(error);
        for (const [field, message] of serverFieldErrors(error, fieldOf)) {
          form.setError(field, { type: 'server', message });
        }
        onFailure?.(error, values);
        return;
      }
      notify.show(typeof success === 'function' ? success(answer) : success);
      form.reset(defaultValues);
      setRound((n) => n + 1);
      onSuccess?.(answer);
    },
    [form, notify],
  );

  const submit = useCallback(() => void form.handleSubmit(run)(), [form, run]);
  const check = useCallback(async (): Promise<true | string> => {
    const result = latest.current.validate(form.getValues());
    // The resolver runs the same validator: this marks (or clears) the fields' messages.
    await form.trigger(undefined, { shouldFocus: true });
    return result.ok ? true : result.message;
  }, [form]);
  return { form, submit, check, isSubmitting: form.formState.isSubmitting, round };
}
