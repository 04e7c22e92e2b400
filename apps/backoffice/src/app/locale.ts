/**
 * How the product writes dates and times (spec §9: dd/MM/yyyy, money and times as in France):
 * in English, day first, on the 24-hour clock, in Paris time, whatever the browser's language.
 * The design system's date and time fields read it from the LocaleProvider in App.tsx.
 *
 * The time zone is packages/domain's TIME_ZONE (locale.test.ts checks it), written here
 * rather than imported: importing it would bring the domain's date code into the app's first
 * chunk, which the sign-in screen loads too.
 */
export const PRODUCT_LOCALE = {
  locale: 'en-GB',
  timeZone: 'Europe/Paris',
  hourCycle: 24,
} as const;
