import { DEFAULT_PHONE_COUNTRY, parseMobileNumber, phoneCountries } from '@backoffice/domain';
import type { SelectOption } from '@backoffice/ui';

let options: SelectOption<string>[] | null = null;

/**
 * The countries a mobile number can be typed for, by name with their calling code ("France
 * (+33)"), sorted by name: libphonenumber-js knows the codes, the browser the names (English,
 * as the rest of the product). Read once.
 */
export function countryOptions(): SelectOption<string>[] {
  if (options) return options;
  const names = new Intl.DisplayNames(['en-GB'], { type: 'region' });
  options = phoneCountries()
    .map(({ country, callingCode }) => ({
      id: country,
      label: `${names.of(country) ?? country} (${callingCode})`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-GB'));
  return options;
}

/**
 * The country a stored number is a mobile number of (France first, as the server reads
 * them): the CR form starts with the guest's number and its country.
 */
export function phoneCountryOf(phone: string | null): string {
  if (!phone) return DEFAULT_PHONE_COUNTRY;
  const matching = phoneCountries().filter(({ callingCode }) => phone.startsWith(callingCode));
  const ordered = [
    ...matching.filter((c) => c.country === DEFAULT_PHONE_COUNTRY),
    ...matching.filter((c) => c.country !== DEFAULT_PHONE_COUNTRY),
  ];
  return (
    ordered.find(({ country }) => parseMobileNumber(phone, country))?.country ??
    DEFAULT_PHONE_COUNTRY
  );
}
