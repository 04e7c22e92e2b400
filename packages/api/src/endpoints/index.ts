// Reads come from the route table through one factory (read.ts, defined in reads.ts); writes
// are calls with their mutation hooks, grouped by the resource they change. Reads with more to
// them (the map search, the place autocomplete and details) keep a file of their own.
export * from './read';
export * from './reads';
export * from './history';
export * from './session';
export * from './requestActions';
export * from './downloads';
export * from './officeActions';
export * from './internalNotes';
export * from './officeSearch';
export * from './placeAutocomplete';
export * from './placeDetails';
export * from './seoActions';
export * from './userActions';
export * from './bookmarks';
export * from './displaySectionActions';
export * from './requestNotes';
export * from './savedViews';
