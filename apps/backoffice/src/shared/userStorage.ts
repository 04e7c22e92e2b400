/**
 * What the app keeps in the browser for the signed-in staff member, in one place. In
 * sessionStorage, what the tab keeps for its session (the board's local moves, its last view):
 * the app's `backoffice.` keys. In localStorage, what outlives a tab and is the user's own (note
 * drafts): keys made by `userKey` (the token and the theme, also `backoffice.` keys there, are
 * not the user's work and have their own lives). The browser may be shared between staff
 * members: none of it is shown to the next one.
 */
const TAB_PREFIX = 'backoffice.';
const USER_PREFIX = 'backoffice.user.';

/** Whose localStorage keys these are (the signed-in name, set at each sign-in). */
const OWNER_KEY = `${USER_PREFIX}owner`;

/** The localStorage key of `name`, forgotten with the user (Logout, someone else signing in). */
export const userKey = (name: string): string => `${USER_PREFIX}${name}`;

function forget(storage: () => Storage, prefix: string): void {
  try {
    const store = storage();
    for (const key of Object.keys(store)) {
      if (key.startsWith(prefix)) store.removeItem(key);
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
  forget(() => window.sessionStorage, TAB_PREFIX);
}

/** Logout (and the start of every story): all of it goes. */
export function forgetUserState(): void {
  forgetTabState();
  forget(() => window.localStorage, USER_PREFIX);
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

/** Where the signed-in person's preferences live: `backoffice.prefs.<name>.`, kept past Logout. */
const PREFS_PREFIX = 'backoffice.prefs.';

function owner(): string | null {
  try {
    return window.localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

/**
 * The signed-in person's preferences (a list's columns), in the `Storage` shape the design
 * system's components take. Each staff member has their own, by name: another person signing
 * in on the same browser sees theirs, not these, and the same person finds theirs again after
 * a Logout (a choice of columns is no one's work in progress, and nothing private). Before
 * anyone signed in (a story without a session) nothing is kept.
 */
export const userPreferences = {
  getItem(key: string): string | null {
    const name = owner();
    if (name === null) return null;
    try {
      return window.localStorage.getItem(`${PREFS_PREFIX}${name}.${key}`);
    } catch {
      return null;
    }
  },
  setItem(key: string, value: string): void {
    const name = owner();
    if (name === null) return;
    window.localStorage.setItem(`${PREFS_PREFIX}${name}.${key}`, value);
  },
  removeItem(key: string): void {
    const name = owner();
    if (name === null) return;
    window.localStorage.removeItem(`${PREFS_PREFIX}${name}.${key}`);
  },
};
