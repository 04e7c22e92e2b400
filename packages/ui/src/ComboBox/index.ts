export * from './ComboBox';
export { useDebouncedValue } from './useDebouncedValue';
