import { FormProvider, useController, useFormContext } from 'react-hook-form';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { ComponentType, KeyboardEvent, ReactNode } from 'react';
import {
  ComboBox,
  DatePicker,
  DateTimeSlots,
  PasswordField,
  RadioGroup,
  Select,
  TextArea,
  TextField,
  TimeField,
  controllerFieldProps,
} from '@backoffice/ui';
import type {
  ComboBoxOption,
  DatePickerProps,
  DateTimeSlot,
  DateTimeSlotsProps,
  SelectProps,
  TextFieldProps,
  TimeFieldProps,
} from '@backoffice/ui';

/**
 * Form fields bound by name to the react-hook-form form in context (`<FormFields form>`, or
 * FormModal's `form`): each reads and writes its value, shows its error (the domain's message
 * or the server's) and lets the form focus it on a refused submit. A screen writes what the
 * field is, never how it is wired:
 *
 * ```tsx
 * <FormFields form={form}>
 *   <FormTextField name="companyName" label="Company name" />
 *   <FormSelect name="companySize" label="Company size" options={sizes} />
 *   <FormDay name="startDate" label="Start date" minValue={bounds.min} />
 * </FormFields>
 * ```
 */
export function FormFields<F extends FieldValues>({
  form,
  children,
}: {
  form: UseFormReturn<F>;
  children: ReactNode;
}) {
  return <FormProvider {...form}>{children}</FormProvider>;
}

/** An option's id, as the design system's lists take it. */
type Key = string | number;

/** What a bound field takes: its name in the form; value, change, blur and error are bound. */
type Bound<F extends FieldValues, P> = Omit<
  P,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'isInvalid' | 'errorMessage'
> & {
  /** The form's field (react-hook-form's path: 'companyName', 'pages.fr.navCta'). */
  name: FieldPath<F>;
};

// The name is checked against the form where the field is written (`FieldPath<F>`); inside,
// the value is the field's own type (string, number, day...), which the wrapper knows.
function useBound<F extends FieldValues>(name: FieldPath<F>) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name: name as string });
  return { field, props: controllerFieldProps(field, fieldState) };
}

/**
 * A field whose value is text ('' while empty) bound by name, for the design system's text
 * fields, which all take `value`, `onChange(text)` and a ref to their input.
 */
function textBound<P extends { value?: string }>(Field: ComponentType<P>, displayName: string) {
  function FormText<F extends FieldValues = FieldValues>({ name, ...props }: Bound<F, P>) {
    const { field, props: bound } = useBound<F>(name);
    const all = { ...bound, value: field.value ?? '', ...props, ref: field.ref } as unknown as P;
    return <Field {...all} />;
  }
  FormText.displayName = displayName;
  return FormText;
}

/** A line of text. */
export const FormTextField = textBound(TextField, 'FormTextField');

/** A password, typed hidden (copy and paste blocked with `blockClipboard`). */
export const FormPasswordField = textBound(PasswordField, 'FormPasswordField');

/** Several lines of text. */
export const FormTextArea = textBound(TextArea, 'FormTextArea');

/**
 * One option of a list; the form holds the option's id (a string or a number), `null` while
 * none is chosen.
 */
export function FormSelect<K extends Key = string, F extends FieldValues = FieldValues>({
  name,
  ...props
}: Bound<F, SelectProps<K>>) {
  const { field, props: bound } = useBound<F>(name);
  return (
    <Select<K>
      {...bound}
      value={field.value ?? null}
      // A Select is never emptied by its user: null only comes from a list that lost the option.
      onChange={(value) => {
        if (value !== null) field.onChange(value);
      }}
      {...props}
      ref={field.ref}
    />
  );
}

/** A day, ISO ('2026-11-23'), `null` until a whole day is typed or picked. */
export function FormDay<F extends FieldValues = FieldValues>({
  name,
  ...props
}: Bound<F, DatePickerProps>) {
  const { field, props: bound } = useBound<F>(name);
  return <DatePicker {...bound} value={field.value ?? null} {...props} />;
}

/**
 * A date and time, an instant in UTC ('2026-11-23T13:30:00.000Z'), `null` until whole. The
 * picker keeps what is typed on its own (it starts from the form's value when drawn): a
 * half-typed date is `null` in the form and must stay on screen. Give it a new `key` to clear
 * it (after a success, useActionForm's `round`).
 */
export function FormDateTime<F extends FieldValues = FieldValues>({
  name,
  ...props
}: Bound<F, Omit<DatePickerProps, 'granularity' | 'defaultValue'>>) {
  const { props: bound } = useBound<F>(name);
  const { value, ...rest } = bound;
  return (
    <DatePicker
      {...rest}
      granularity="minute"
      defaultValue={(value as string | null | undefined) ?? null}
      {...props}
    />
  );
}

/**
 * A list of date-and-time slots, each an instant in UTC or `null` while unfilled. Like
 * FormDateTime, the slots keep what is typed on their own, starting from the form's value;
 * a new `key` clears them.
 */
export function FormSlots<F extends FieldValues = FieldValues>({
  name,
  ...props
}: Bound<F, Omit<DateTimeSlotsProps, 'defaultValue'>>) {
  const { field, props: bound } = useBound<F>(name);
  return (
    <DateTimeSlots
      defaultValue={(field.value as DateTimeSlot[] | undefined) ?? []}
      onChange={field.onChange}
      isInvalid={bound.isInvalid}
      errorMessage={bound.errorMessage}
      isDisabled={bound.isDisabled}
      {...props}
    />
  );
}

/** A time of day, 'HH:mm', `null` until its segments are filled. */
export function FormTime<F extends FieldValues = FieldValues>({
  name,
  ...props
}: Bound<F, TimeFieldProps>) {
  const { field, props: bound } = useBound<F>(name);
  return <TimeField {...bound} value={field.value ?? null} {...props} />;
}

const YES_NO = [
  { id: 'yes' as const, label: 'Yes' },
  { id: 'no' as const, label: 'No' },
];

/**
 * A yes/no question, `null` until answered (so that "required" can say so): two radios in a
 * row, 'Yes' and 'No'.
 */
export function FormYesNo<F extends FieldValues = FieldValues>({
  name,
  label,
  description,
  isRequired,
}: {
  name: FieldPath<F>;
  label: string;
  description?: ReactNode;
  isRequired?: boolean;
}) {
  const { field, props: bound } = useBound<F>(name);
  const value = field.value as boolean | null | undefined;
  return (
    <RadioGroup<'yes' | 'no'>
      {...bound}
      label={label}
      description={description}
      isRequired={isRequired}
      orientation="horizontal"
      options={YES_NO}
      value={value === null || value === undefined ? null : value ? 'yes' : 'no'}
      onChange={(answer) => field.onChange(answer === 'yes')}
    />
  );
}

/** What is typed into an id field, as the id: its digits, leading zeros dropped; null if none. */
function idOfText(text: string): number | null {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '').slice(0, 10);
  return digits === '' ? null : Number(digits);
}

/**
 * An id typed as digits (an office id): a text field with the numeric keyboard and no
 * steppers, since an id is not a quantity to step through. The form holds the number, `null`
 * while nothing is typed; what is not a digit is not taken. With `choices` (a guest's
 * favorites), it is a combo box that offers them as the digits are typed (or on the arrow
 * keys): choosing one fills its id; an id that is none of them is typed on as before, with no
 * list over the fields below. With `onEnter`, Enter in the field calls it instead of sending
 * the form (an id typed first, with the rest of the form still to fill).
 */
export function FormIdField<F extends FieldValues = FieldValues>({
  name,
  onIdChange,
  choices,
  onEnter,
  ...props
}: Bound<F, Omit<TextFieldProps, 'type' | 'inputMode' | 'onKeyDown'>> & {
  /** Called with the id typed (null when the field is emptied). */
  onIdChange?: (id: number | null) => void;
  /** Ids to offer, each with what it is (its label is the id itself). @default none */
  choices?: readonly ComboBoxOption<number>[];
  /** Enter in the field, instead of the form's submit (an Enter that chose a choice aside). */
  onEnter?: () => void;
}) {
  const { field, props: bound } = useBound<F>(name);
  const id = field.value as number | null | undefined;
  const text = id === null || id === undefined ? '' : String(id);
  const take = (next: number | null) => {
    field.onChange(next);
    onIdChange?.(next);
  };
  const onKeyDown = onEnter
    ? (event: KeyboardEvent) => {
        if (event.key !== 'Enter' || event.nativeEvent.defaultPrevented) return;
        event.preventDefault();
        onEnter();
      }
    : undefined;
  if (choices && choices.length > 0) {
    return (
      <ComboBox<number>
        name={bound.name}
        onBlur={bound.onBlur}
        isDisabled={bound.isDisabled}
        isInvalid={bound.isInvalid}
        errorMessage={bound.errorMessage}
        label={props.label}
        description={props.description}
        autoFocus={props.autoFocus}
        options={choices}
        value={choices.some((choice) => choice.id === id) ? (id ?? null) : null}
        inputValue={text}
        onInputChange={(typed) => take(idOfText(typed))}
        // A choice fills its id (its label is the id: the input then shows the same digits).
        onChange={(chosen) => {
          if (chosen !== null && chosen !== id) take(chosen);
        }}
        allowsCustomValue
        emptyList="hidden"
        inputMode="numeric"
        onKeyDown={onKeyDown}
        ref={field.ref}
      />
    );
  }
  return (
    <TextField
      {...bound}
      value={text}
      onChange={(typed) => take(idOfText(typed))}
      inputMode="numeric"
      autoComplete="off"
      onKeyDown={onKeyDown}
      {...props}
      ref={field.ref}
    />
  );
}
