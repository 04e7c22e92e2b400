// Controls shared by the stories of every form field (stories only): the props of
// FieldBaseProps, with their defaults, so that a designer can change them on any field.
// `isInvalid` is left out on purpose: given, it overrides the error message's own effect.

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
