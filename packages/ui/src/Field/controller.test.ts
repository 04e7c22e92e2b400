import { describe, expect, it, vi } from 'vitest';
import { controllerFieldProps, fieldErrorProps } from './controller';

describe('fieldErrorProps', () => {
  it('is valid with no state or no error', () => {
    expect(fieldErrorProps(undefined)).toEqual({ isInvalid: false, errorMessage: undefined });
    expect(fieldErrorProps({ invalid: false, error: undefined })).toEqual({
      isInvalid: false,
      errorMessage: undefined,
    });
  });

  it('takes the message of a Controller fieldState', () => {
    expect(fieldErrorProps({ invalid: true, error: { message: 'required' } })).toEqual({
      isInvalid: true,
      errorMessage: 'required',
    });
  });

  it('is invalid without a message when the rule gave none', () => {
    expect(fieldErrorProps({ invalid: true, error: { message: '' } })).toEqual({
      isInvalid: true,
      errorMessage: undefined,
    });
  });

  it('takes an entry of formState.errors', () => {
    expect(fieldErrorProps({ message: 'email is not correct' })).toEqual({
      isInvalid: true,
      errorMessage: 'email is not correct',
    });
  });
});

describe('controllerFieldProps', () => {
  it('maps field and fieldState to field props', () => {
    const field = {
      name: 'email',
      value: 'csm@',
      onChange: vi.fn(),
      onBlur: vi.fn(),
      disabled: true,
      ref: vi.fn(),
    };
    const props = controllerFieldProps(field, {
      invalid: true,
      error: { message: 'email is not correct' },
    });
    expect(props).toEqual({
      name: 'email',
      value: 'csm@',
      onChange: field.onChange,
      onBlur: field.onBlur,
      isDisabled: true,
      isInvalid: true,
      errorMessage: 'email is not correct',
    });
    // The ref is left out: only fields that forward one to their input take it.
    expect(props).not.toHaveProperty('ref');
  });
});
