export * from './primitives';
export * from './entities';
export * from './entitiesPeople';
export * from './answers';
export * from './bodies';
export * from './queries';
// Each route area's own queries, answers and bodies, written beside its routes; the files
// above hold the entities, the primitives and the structs several areas share.
export * from '../routes/display';
export * from '../routes/health';
export * from '../routes/notes';
export * from '../routes/offices';
export * from '../routes/records';
export * from '../routes/requests';
export * from '../routes/seo';
export * from '../routes/staff';
export * from '../routes/users';
export * from '../routes/views';
