export { TimeField, timeFieldGranularities } from './TimeField';
export type { TimeFieldProps, TimeFieldGranularity } from './TimeField';
