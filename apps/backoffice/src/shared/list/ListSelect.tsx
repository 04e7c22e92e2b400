import { DeferredSelect } from '@backoffice/ui';
import type { SelectOption } from '@backoffice/ui';
import { useListChip } from './listChips';

/** The option id that stands for "no value" (the parameter absent: All, the default order). */
const NONE = '__none';

/** The choice of a filter that leaves its parameter out: every row. */
export const ALL_LABEL = 'All';

export interface ListSelectOption<V extends string | number> {
  /** The parameter's value; `undefined` for the choice that leaves it out ("All"). */
  value: V | undefined;
  label: string;
}

export interface ListSelectProps<V extends string | number> {
  label: string;
  options: readonly ListSelectOption<V>[];
  /** The parameter's value; `undefined` when the URL leaves it out. */
  value: V | undefined;
  onChange: (value: V | undefined) => void;
}

/**
 * A list filter with a fixed set of choices, one of which may be "none" (All, the API's
 * default order): that one leaves the parameter out of the URL and the call. Its code loads
 * just after the list's first paint, behind a stand-in that looks the same (DeferredSelect),
 * like the date fields: a list route's first load stays within its budget.
 */
export function ListSelect<V extends string | number>({
  label,
  options,
  value,
  onChange,
}: ListSelectProps<V>) {
  // A filter (its "none" is All, not a default order) shows its choice as the list's chip.
  const isFilter = options.some((o) => o.value === undefined && o.label === ALL_LABEL);
  const chosen = value === undefined ? undefined : options.find((o) => o.value === value);
  useListChip(
    isFilter && chosen ? { label, value: chosen.label, remove: () => onChange(undefined) } : null,
  );
  const byId = new Map(options.map((o) => [o.value === undefined ? NONE : String(o.value), o]));
  const items: SelectOption<string>[] = [...byId].map(([id, o]) => ({ id, label: o.label }));
  return (
    <DeferredSelect<string>
      label={label}
      options={items}
      value={value === undefined ? NONE : String(value)}
      onChange={(id) => {
        if (id === null) return;
        onChange(byId.get(id)?.value);
      }}
    />
  );
}

/** The choices of a filter with "All" first (the parameter left out). */
export function withAll<V extends string | number>(
  options: readonly { value: V; label: string }[],
): ListSelectOption<V>[] {
  return [{ value: undefined, label: ALL_LABEL }, ...options];
}

/** A yes-or-no filter's choice (a boolean parameter): All, Yes, No. */
export type YesNo = 'yes' | 'no';
export const YES_NO_OPTIONS: readonly ListSelectOption<YesNo>[] = withAll<YesNo>([
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
]);
export const toYesNo = (value: boolean | undefined): YesNo | undefined =>
  value === undefined ? undefined : value ? 'yes' : 'no';
export const fromYesNo = (value: YesNo | undefined): boolean | undefined =>
  value === undefined ? undefined : value === 'yes';
