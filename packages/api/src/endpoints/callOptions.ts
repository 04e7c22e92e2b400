// The parts of a call's options that the endpoints' writes build alike.

/**
 * The version of the edited part a form began from (domain `partVersion`): a save over someone
 * else's newer one is then refused (409 `edit_conflict`), naming them. Absent: save over.
 */
export interface EditVersion {
  ifMatch?: string;
}

/** A call's `ifMatch` option from an edit's version: none when the form began from none. */
export function ifMatchOption(ifMatch: string | undefined): { ifMatch?: string } {
  return ifMatch ? { ifMatch } : {};
}

/** The call of a write whose argument is its path's record id, with no body. */
export const pathIdCall = (id: number) => ({ params: { id } });
