/**
 * What a signed-in visitor keeps for the browser tab's session (sessionStorage, the app's own
 * `backoffice.` keys: the board's local moves, its last view) is forgotten with the session:
 * at sign-out, and at the start of every story.
 */
export function forgetTabState(): void {
  try {
    for (const key of Object.keys(window.sessionStorage)) {
      if (key.startsWith('backoffice.')) window.sessionStorage.removeItem(key);
    }
  } catch {
    // Storage unavailable: there is nothing kept in it either.
  }
}
