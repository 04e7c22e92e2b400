export type * from './types';
export * from './constants';
export * from './dates';
export * from './format';
export * from './pagination';
export * from './map';
