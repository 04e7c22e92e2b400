// One file per endpoint: its fetcher, its SWR key and its hook (reads), or its call and its
// mutation hook (writes, grouped by the resource they change).
export * from './session';
export * from './requestBoard';
export * from './request';
export * from './requestActions';
export * from './contracts';
export * from './conversations';
export * from './chatMessages';
export * from './documents';
export * from './downloads';
export * from './offices';
export * from './office';
export * from './officeActions';
export * from './internalNotes';
export * from './officeSearch';
export * from './placeAutocomplete';
export * from './placeDetails';
export * from './seoLocations';
export * from './seoActions';
export * from './users';
export * from './user';
export * from './userActions';
export * from './bookmarks';
export * from './displaySections';
export * from './displaySectionActions';
