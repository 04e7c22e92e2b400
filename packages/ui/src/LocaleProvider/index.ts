export { LocaleProvider, hourCycles } from './LocaleProvider';
export type { LocaleProviderProps, DateSettings, HourCycle } from './LocaleProvider';
