/**
 * The screens' questions before a sign-out, kept apart from the leave guard's dialog: the
 * layout's Logout asks through this without loading any dialog code (and the session, in the
 * app's entry, carries none of it).
 *
 * The guards holding unsaved work now, the latest last: a sign-out asks the latest (there is
 * one screen at a time; a guard is registered only while its work is unsaved).
 */
const signOutAskers: ((proceed: () => void) => void)[] = [];

/** Registers a guard's question while its work is unsaved; returns its removal. */
export function registerSignOutAsker(ask: (proceed: () => void) => void): () => void {
  signOutAskers.push(ask);
  return () => {
    const index = signOutAskers.indexOf(ask);
    if (index >= 0) signOutAskers.splice(index, 1);
  };
}

/**
 * Runs `signOut` at once, or, while a screen holds unsaved work, once the user has chosen to
 * leave it in that screen's dialog. For the layout's Logout.
 */
export function askBeforeSignOut(signOut: () => void): void {
  const ask = signOutAskers.at(-1);
  if (ask) ask(signOut);
  else signOut();
}
