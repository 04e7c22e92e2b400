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

/** A number in E.164 as the API takes it: '+', then 6 to 15 digits. */
const E164 = /^\+\d{6,15}$/;

/**
 * Reads any phone number, mobile or not, as E.164: international ("+33 7 12 12 50 58",
 * "0033…") as it is, national ("07 12 12 50 58") with the calling code of `country`. No
 * validity check against the numbering plan: that is Phone update's rule, not every form's (a
 * guest's stored +33712125058 is not a mobile number by libphonenumber's metadata, yet it is
 * theirs). Null when it is no phone number at all (letters, too few or too many digits).
 */
export function toE164(input: string, country: string = DEFAULT_PHONE_COUNTRY): string | null {
  const text = input.trim();
  if (!/\d/.test(text) || /[a-z]/i.test(text)) return null;
  const phone = parsePhoneNumberFromString(
    text,
    isPhoneCountry(country) ? country : DEFAULT_PHONE_COUNTRY,
  );
  if (phone && E164.test(phone.number)) return phone.number;
  const digits = text.replace(/[\s().\-/]/g, '').replace(/^00/, '+');
  return E164.test(digits) ? digits : null;
}

/**
 * The calling code and national number of a number in E.164, mobile or not, as a user's phone
 * is stored ("+33712125058" → "+33", "712125058"). Null when no calling code matches.
 */
export function phoneParts(e164: string): { prefix: string; nationalNumber: string } | null {
  const phone = E164.test(e164) ? parsePhoneNumberFromString(e164) : undefined;
  if (!phone) return null;
  return { prefix: `+${phone.countryCallingCode}`, nationalNumber: phone.nationalNumber };
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
