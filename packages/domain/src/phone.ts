import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode as PhoneCountry,
} from 'libphonenumber-js/mobile';
import { DEFAULT_PHONE_COUNTRY } from './constants';
import { VALIDATION_MESSAGES as M } from './validation/messages';
import { validate, type Validation } from './validation/result';

export type { PhoneCountry };

/** A mobile number read for a country, in the shapes the phone update and the CR need. */
export interface MobileNumber {
  country: PhoneCountry;
  /** The national number without its trunk prefix ("612345678"). */
  nationalNumber: string;
  /** "+33". */
  prefix: string;
  /** "+33612345678". */
  e164: string;
}

/** The countries a phone number can be typed for, with their calling codes, sorted by code. */
export function phoneCountries(): { country: PhoneCountry; callingCode: string }[] {
  return getCountries()
    .map((country) => ({ country, callingCode: `+${getCountryCallingCode(country)}` }))
    .sort((a, b) => a.country.localeCompare(b.country));
}

function isPhoneCountry(value: string): value is PhoneCountry {
  return (getCountries() as string[]).includes(value);
}

/**
 * Reads a mobile number typed for a country (FR by default): national ("06 12 34 56 78")
 * or international ("+33 6 12 34 56 78"). Null unless it is a valid mobile number of that
 * country.
 */
export function parseMobileNumber(
  input: string,
  country: string = DEFAULT_PHONE_COUNTRY,
): MobileNumber | null {
  if (!isPhoneCountry(country)) return null;
  // The "mobile" metadata knows only mobile numbers: a landline is not valid with it.
  const phone = parsePhoneNumberFromString(input.trim(), country);
  if (!phone || !phone.isValid() || phone.country !== country) return null;
  return {
    country,
    nationalNumber: phone.nationalNumber,
    prefix: `+${phone.countryCallingCode}`,
    e164: phone.number,
  };
}

/**
 * Phone update (people-and-content §5): a valid mobile number for the chosen country,
 * else 'Please enter a valid mobile number'.
 */
export function validateMobileNumber(
  input: string,
  country: string = DEFAULT_PHONE_COUNTRY,
): Validation<MobileNumber, 'phone'> {
  const mobile = parseMobileNumber(input, country);
  return validate<MobileNumber, 'phone'>(
    [['phone', mobile === null && M.invalidMobileNumber]],
    () => mobile as MobileNumber,
  );
}
