// Everything of packages/api but the mocks (`@backoffice/api/mocks`, stories and tests only).
export * from './contract';
export * from './hooks';
export * from './endpoints';
