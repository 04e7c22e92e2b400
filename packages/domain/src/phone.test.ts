import { describe, expect, it } from 'vitest';
import {
  parseMobileNumber,
  phoneCountries,
  phoneParts,
  toE164,
  validateMobileNumber,
} from './phone';

describe('people-and-content §5 — phone number for a country (FR default)', () => {
  it.each([
    ['06 12 34 56 78', undefined, '+33612345678', '612345678', '+33'],
    ['0781234567', 'FR', '+33781234567', '781234567', '+33'],
    ['+33 6 12 34 56 78', 'FR', '+33612345678', '612345678', '+33'],
    ['621 123 456', 'LU', '+352621123456', '621123456', '+352'],
    ['07400 123456', 'GB', '+447400123456', '7400123456', '+44'],
  ])('%j for %s is %s', (input, country, e164, national, prefix) => {
    const result = validateMobileNumber(input, country);
    expect(result).toEqual({
      ok: true,
      value: { country: country ?? 'FR', e164, nationalNumber: national, prefix },
    });
  });

  it.each([
    ['a landline', '01 23 45 67 89', 'FR'],
    ['too short', '06 12', 'FR'],
    ['letters', 'call me', 'FR'],
    ['empty', '', 'FR'],
    ['another country', '+44 7400 123456', 'FR'],
    ['a French mobile for Luxembourg', '06 12 34 56 78', 'LU'],
    ['an unknown country', '0612345678', 'XX'],
  ])("refuses %s with 'Please enter a valid mobile number'", (_, input, country) => {
    expect(validateMobileNumber(input, country)).toEqual({
      ok: false,
      message: 'Please enter a valid mobile number',
      errors: { phone: 'Please enter a valid mobile number' },
    });
    expect(parseMobileNumber(input, country)).toBeNull();
  });

  it('lists the countries with their calling codes', () => {
    const countries = phoneCountries();
    expect(countries.find((c) => c.country === 'FR')?.callingCode).toBe('+33');
    expect(countries.find((c) => c.country === 'LU')?.callingCode).toBe('+352');
    const codes = countries.map((c) => c.country);
    expect(codes).toEqual([...codes].sort());
  });
});

describe('toE164 (a phone number with no mobile rule)', () => {
  it.each([
    ['+33712125058', 'FR', '+33712125058'],
    ['07 12 12 50 58', 'FR', '+33712125058'],
    ['621 123 456', 'LU', '+352621123456'],
    ['06 12 34 56 78', 'XX', '+33612345678'],
    ['+1 (555) 0100-200', 'FR', '+15550100200'],
  ])('reads %s for %s as %s', (input, country, e164) => {
    expect(toE164(input, country)).toBe(e164);
  });

  it.each(['', 'abc', 'call 0612345678', '12', '+1234567890123456789'])(
    'finds no number in %j',
    (input) => {
      expect(toE164(input)).toBeNull();
    },
  );
});

describe('phoneParts (how a stored phone is split)', () => {
  it('splits any number in E.164, mobile or not, into its calling code and national number', () => {
    expect(phoneParts('+33712125058')).toEqual({ prefix: '+33', nationalNumber: '712125058' });
    expect(phoneParts('+33612345678')).toEqual({ prefix: '+33', nationalNumber: '612345678' });
    expect(phoneParts('+352621123456')).toEqual({ prefix: '+352', nationalNumber: '621123456' });
  });

  it('refuses what is not E.164', () => {
    expect(phoneParts('0712125058')).toBeNull();
    expect(phoneParts('+0')).toBeNull();
  });
});
