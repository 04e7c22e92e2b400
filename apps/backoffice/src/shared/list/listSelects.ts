/**
 * A list's select filters, written once per parameter: each one's label and its choices in
 * words, beside the list's definition (`defineList(read, items, { selects })`), so that a
 * screen names the parameter and nothing else: `<ListSelect list={list} name="status" />`.
 * Pure data, without React, like the rest of the list's parameters (listParams.ts).
 */

/** A value a select filter sets: the parameter's own type (a code, a number, a boolean). */
export type ListChoice = string | number | boolean;

/** One choice of a select filter. */
export interface ListSelectOption<V extends ListChoice> {
  /** The parameter's value; `undefined` for the choice that leaves it out ("All"). */
  value: V | undefined;
  label: string;
}

/** A select over one parameter of a list. */
export interface ListSelectSpec<V extends ListChoice> {
  /** The field's label, and its chip's ('Status'). */
  label: string;
  /**
   * The choices, in the order shown. The one whose value is `undefined` leaves the parameter
   * out of the URL and the call: "All" for a filter (`withAll`), the API's own order for a
   * sort ('Newest first'). A parameter with a default needs none.
   */
  options: readonly ListSelectOption<V>[];
}

/** The selects of a list, by the name of the parameter each one sets. */
export type ListSelects<V> = {
  [K in keyof V]?: ListSelectSpec<Extract<NonNullable<V[K]>, ListChoice>>;
};

/** The choice of a filter that leaves its parameter out: every row. */
export const ALL_LABEL = 'All';

/** The choices of a filter with "All" first (the parameter left out). */
export function withAll<V extends ListChoice>(
  options: readonly { value: V; label: string }[],
): ListSelectOption<V>[] {
  return [{ value: undefined, label: ALL_LABEL }, ...options];
}

/** A yes-or-no filter's choices (a boolean parameter): All, Yes, No. */
export const YES_NO_OPTIONS: readonly ListSelectOption<boolean>[] = withAll<boolean>([
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
]);
