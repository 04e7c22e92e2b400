import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { I18nProvider, useLocale } from 'react-aria-components';

export const hourCycles = [12, 24] as const;
export type HourCycle = (typeof hourCycles)[number];

/** How the design system writes dates and times. */
export interface DateSettings {
  /** The BCP 47 locale: order of the day, month and year, and the names of months and weekdays. */
  locale: string;
  /** The IANA time zone in which instants are shown and typed. */
  timeZone: string;
  /** 12- or 24-hour clock; undefined follows the locale. */
  hourCycle: HourCycle | undefined;
}

const DateSettingsContext = createContext<Omit<DateSettings, 'locale'> | null>(null);

export interface LocaleProviderProps {
  /**
   * The locale of every React Aria component inside, and so of the date pickers' segments,
   * calendars and accessible names. 'en-GB' gives dd/mm/yyyy, a 24-hour clock, English month
   * and weekday names and weeks from Monday, whatever the browser's language.
   */
  locale: string;
  /**
   * The IANA time zone (e.g. 'Europe/Paris') the pickers show instants in: a date-time
   * picker given '2026-11-23T13:30:00Z' shows 14:30 in Paris, and "today" is Paris's today.
   */
  timeZone: string;
  /**
   * Forces a 12- or 24-hour clock in every time segment.
   * @default the locale's
   */
  hourCycle?: HourCycle;
  children: ReactNode;
}

/**
 * Fixes the locale, time zone and hour cycle that the design system's date and time fields use,
 * so that they no longer follow the browser's language (mm/dd/yyyy and AM/PM in an en-US
 * browser, French month names in fr-FR). Set once around the app. Without it the fields follow
 * the browser: its language, its time zone and the language's clock.
 */
export function LocaleProvider({ locale, timeZone, hourCycle, children }: LocaleProviderProps) {
  const settings = useMemo(() => ({ timeZone, hourCycle }), [timeZone, hourCycle]);
  return (
    <I18nProvider locale={locale}>
      <DateSettingsContext.Provider value={settings}>{children}</DateSettingsContext.Provider>
    </I18nProvider>
  );
}

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The settings the nearest LocaleProvider gives, or the browser's outside one. */
export function useDateSettings(): DateSettings {
  const { locale } = useLocale();
  const settings = useContext(DateSettingsContext);
  return useMemo(
    () => ({
      locale,
      timeZone: settings?.timeZone ?? browserTimeZone(),
      hourCycle: settings?.hourCycle,
    }),
    [locale, settings],
  );
}
