export * from './primitives';
export * from './entities';
export * from './entitiesPeople';
export * from './answers';
export * from './bodies';
export * from './queries';
