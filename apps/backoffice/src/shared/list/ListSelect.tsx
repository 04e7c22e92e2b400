import { DeferredSelect } from '@backoffice/ui';
import type { SelectOption } from '@backoffice/ui';
import { useListChip } from './listChips';
import type { ListValues } from './listParams';
import { ALL_LABEL } from './listSelects';
import type { ListChoice, ListSelectOption, ListSelectSpec } from './listSelects';
import type { ListParamsState } from './useListParams';

/** The option id that stands for "no value" (the parameter absent: All, the default order). */
const NONE = '__none';

const idOf = (value: ListChoice | undefined) => (value === undefined ? NONE : String(value));

interface ChoiceFieldProps<V extends ListChoice> {
  label: string;
  options: readonly ListSelectOption<V>[];
  /** The parameter's value; `undefined` when it is left out. */
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  /** What the field says under it (a default that is not "All", for example). */
  description?: string;
}

/**
 * The select itself, its code loaded just after the first paint behind a stand-in that looks
 * the same (DeferredSelect), like the date fields: a list route's first load stays within its
 * budget. A value that no choice names (the API's own order written out, `orderType=desc`)
 * shows as the choice that leaves the parameter out.
 */
function ChoiceField<V extends ListChoice>({
  label,
  options,
  value,
  onChange,
  description,
}: ChoiceFieldProps<V>) {
  const byId = new Map(options.map((o) => [idOf(o.value), o]));
  const items: SelectOption<string>[] = [...byId].map(([id, o]) => ({ id, label: o.label }));
  const shown = options.some((o) => o.value === value) ? value : undefined;
  return (
    <DeferredSelect<string>
      label={label}
      options={items}
      value={idOf(shown)}
      description={description}
      onChange={(id) => {
        if (id === null) return;
        onChange(byId.get(id)?.value);
      }}
    />
  );
}

export interface ListSelectProps<Q> {
  /** The list whose parameter it sets: `useList`'s state, or `{ params }` of `useListParams`. */
  list: { params: ListParamsState<Q> };
  /**
   * The parameter, as the list's query names it ('statusCode'). Its label and choices are the
   * list definition's `selects[name]`.
   */
  name: keyof ListValues<Q> & string;
}

function selectOf<Q>(params: ListParamsState<Q>, name: string): ListSelectSpec<ListChoice> {
  const select = (params.spec.selects as Record<string, ListSelectSpec<ListChoice>> | undefined)?.[
    name
  ];
  if (!select) throw new Error(`The list defines no select for its parameter "${name}".`);
  return select;
}

/**
 * A list filter (or sort) bound to its parameter by name: the words come from the list's
 * definition, the value from the URL, and a choice is written back to it (page 1, a step of
 * the history). A filter's choice shows as the list's chip; a sort's (an order key) does not.
 *
 * @example
 * export const usersList = defineList(usersRead, 'users', {
 *   selects: { statusCode: { label: 'Status', options: withAll(USER_STATUSES) } },
 * });
 * <ListSelect list={list} name="statusCode" />
 */
export function ListSelect<Q>({ list, name }: ListSelectProps<Q>) {
  const { spec, values, set } = list.params;
  const { label, options } = selectOf(list.params, name);
  const value = (values as Record<string, unknown>)[name] as ListChoice | undefined;
  const change = (next: ListChoice | undefined) => set({ [name]: next } as Partial<ListValues<Q>>);
  const isFilter = !(spec.orderKeys as readonly string[] | undefined)?.includes(name);
  const chosen =
    value === undefined
      ? undefined
      : options.find((o) => o.value !== undefined && o.value === value);
  useListChip(
    isFilter && chosen
      ? { name, label, value: chosen.label, remove: () => change(undefined) }
      : null,
  );
  return <ChoiceField label={label} options={options} value={value} onChange={change} />;
}

/**
 * A select over a value held elsewhere than the URL (the map search's Filters panel stages
 * its criteria until Apply): the same field as ListSelect, given its words and its value. A
 * filter (one whose "none" is All) shows its choice as the list's chip, when in a list.
 */
export function ChoiceSelect<V extends ListChoice>(props: ChoiceFieldProps<V>) {
  const { label, options, value, onChange } = props;
  const isFilter = options.some((o) => o.value === undefined && o.label === ALL_LABEL);
  const chosen = value === undefined ? undefined : options.find((o) => o.value === value);
  useListChip(
    isFilter && chosen ? { label, value: chosen.label, remove: () => onChange(undefined) } : null,
  );
  return <ChoiceField {...props} />;
}

/**
 * Every select of the list's definition, in its order: for a filter bar whose selects stand
 * together (a screen that puts another field between them writes each ListSelect).
 */
export function ListSelects<Q>({ list }: Pick<ListSelectProps<Q>, 'list'>) {
  const names = Object.keys(list.params.spec.selects ?? {}) as ListSelectProps<Q>['name'][];
  return names.map((name) => <ListSelect key={name} list={list} name={name} />);
}
