/**
 * Entity types of spec section 3 (operations.md and people-and-content.md), as they travel on
 * the wire: field names in camelCase as the spec writes them, instants and days as ISO 8601
 * strings, money as numbers in EUR. Plain types only (no classes, no brands) so that
 * packages/api can check its superstruct structs against them with `Describe`.
 *
 * A field is `| null` where the spec implies it may be absent from a record that exists
 * (a visit not yet scheduled, a contract not yet signed), and `?:` where a whole part is
 * only sent by some calls (a user's bookmarks come with the guest detail, not the list).
 */

// One file a topic in types/; every type is exported from here (and from the package index).
export type * from './types/codes';
export type * from './types/staff';
export type * from './types/requests';
export type * from './types/records';
export type * from './types/offices';
export type * from './types/users';
export type * from './types/seo';
export type * from './types/display';
export type * from './types/notes';
