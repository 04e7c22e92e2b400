/**
 * What the app keeps in the browser for the signed-in staff member, in one place: every key
 * starts with `backoffice.` (use `userKey`). In sessionStorage, what the tab keeps for its
 * session (the board's local moves, its last view); in localStorage, what outlives a tab (note
 * drafts, the palette's recent places). The browser may be shared between staff members:
 * none of it is shown to the next one (operations §4, Logout).
 */
const PREFIX = 'backoffice.';

/** Whose localStorage keys these are (the signed-in name, set at each sign-in). */
const OWNER_KEY = `${PREFIX}owner`;

/** The storage key of `name`, forgotten with the user's session. */
export const userKey = (name: string): string => `${PREFIX}${name}`;

function forget(storage: () => Storage): void {
  try {
    const store = storage();
    for (const key of Object.keys(store)) {
      if (key.startsWith(PREFIX)) store.removeItem(key);
    }
  } catch {
    // Storage unavailable: there is nothing kept in it either.
  }
}

/**
 * The session ended by itself (its token expired or was revoked, or another tab signed out):
 * the tab's state goes. What outlives the tab (a note draft) stays for the same person's next
 * sign-in: a CSM whose session expired while writing finds the note again.
 */
export function forgetTabState(): void {
  forget(() => window.sessionStorage);
}

/** Logout (and the start of every story): all of it goes. */
export function forgetUserState(): void {
  forget(() => window.sessionStorage);
  forget(() => window.localStorage);
}

/**
 * At sign-in, before any screen reads them: what another person left (their session ended
 * without a Logout) goes; the same person finds theirs again.
 */
export function claimUserState(name: string): void {
  try {
    if (window.localStorage.getItem(OWNER_KEY) === name) return;
    forgetUserState();
    window.localStorage.setItem(OWNER_KEY, name);
  } catch {
    // Storage unavailable: nothing is kept for anyone.
  }
}
