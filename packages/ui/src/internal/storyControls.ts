// Controls shared by the stories (stories only): the props of FieldBaseProps with their
// defaults, so that a designer can change them on any field, and the types that check that
// every story file gives its component's main props a control (storyControls.check.ts).
// `isInvalid` is left out of fieldArgs on purpose: given, it overrides the error message's own
// effect.

/** The fields' common props at their defaults, for the Controls panel. */
export const fieldArgs = {
  hideLabel: false,
  description: '',
  errorMessage: '',
  isDisabled: false,
  isRequired: false,
};

export const fieldArgTypes = {
  label: { control: 'text' },
  hideLabel: { control: 'boolean' },
  description: { control: 'text' },
  errorMessage: { control: 'text' },
  isInvalid: { control: 'boolean' },
  isDisabled: { control: 'boolean' },
  isRequired: { control: 'boolean' },
} as const;

/** A boolean control for each of the given flags. */
export function flagControls<K extends string>(...names: K[]): Record<K, { control: 'boolean' }> {
  return Object.fromEntries(names.map((name) => [name, { control: 'boolean' }])) as Record<
    K,
    { control: 'boolean' }
  >;
}

/** A text control for each of the given props (labels, and dates and times typed as ISO text). */
export function textControls<K extends string>(...names: K[]): Record<K, { control: 'text' }> {
  return Object.fromEntries(names.map((name) => [name, { control: 'text' }])) as Record<
    K,
    { control: 'text' }
  >;
}

/**
 * No control for each of the given props: a value read once on mount (`defaultOpen`; its
 * controlled twin has the control), data or a function.
 */
export function noControls<K extends string>(...names: K[]): Record<K, { control: false }> {
  return Object.fromEntries(names.map((name) => [name, { control: false }])) as Record<
    K,
    { control: false }
  >;
}

type PropsOf<T> = T extends (props: infer P) => unknown
  ? P
  : T extends abstract new (props: infer P) => unknown
    ? P
    : T;

type IsChoice<V> = [V] extends [never]
  ? false
  : [V] extends [boolean]
    ? true
    : [V] extends [string]
      ? string extends V
        ? false
        : true
      : [V] extends [number]
        ? number extends V
          ? false
          : true
        : false;

/**
 * A component's main props, the ones a designer switches between named values: its flags
 * (`isDisabled`) and its closed sets of options (`size`, `variant`, `tone`, a heading level).
 * ARIA attributes, `autoFocus` and the hints to a phone's keyboard and to autofill are not
 * looks to review.
 */
export type MainProps<P> = {
  [K in keyof P]-?: K extends
    `aria-${string}` | 'autoFocus' | 'autoComplete' | 'enterKeyHint' | 'inputMode'
    ? never
    : IsChoice<NonNullable<P[K]>> extends true
      ? K
      : never;
}[keyof P];

type ArgTypesOf<M> = M extends { argTypes: infer A } ? A : object;
type ComponentPropsOf<M> = M extends { component: infer C } ? PropsOf<C> : object;

/**
 * The main props of a story file's component that its meta's `argTypes` leave out, or
 * 'argTypes' itself when a component that takes props has none.
 */
export type MissingControls<M> = M extends { argTypes: object }
  ? Exclude<MainProps<ComponentPropsOf<M>>, keyof ArgTypesOf<M>>
  : [keyof ComponentPropsOf<M>] extends [never]
    ? never
    : 'argTypes';

/**
 * Compiles only when nothing is missing; otherwise the type error names the props left out
 * (see storyControls.check.ts).
 */
export type NoneMissing<Missing extends never> = Missing;
