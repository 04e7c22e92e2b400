export * from './theme';
export * from './Button';
