/** The local storage key the bearer token is kept under. */
export const TOKEN_STORAGE_KEY = 'backoffice.token';

/** Where the bearer token lives: local storage in the browser, memory elsewhere. */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
  /** Called when the token changes, here or in another tab; returns the unsubscribe. */
  subscribe(listener: (token: string | null) => void): () => void;
}

/** The bits of the Storage interface the store uses. */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function memoryStorage(): TokenStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function browserStorage(): TokenStorage | null {
  try {
    const storage = globalThis.localStorage;
    // Reading may throw where storage is disabled (privacy modes, sandboxed frames).
    storage.getItem(TOKEN_STORAGE_KEY);
    return storage;
  } catch {
    return null;
  }
}

/**
 * A token store over local storage under `key` (memory when local storage is missing or
 * refuses access). Changes made in another tab reach `subscribe` through the storage event.
 */
export function createTokenStore(
  key: string = TOKEN_STORAGE_KEY,
  storage: TokenStorage = browserStorage() ?? memoryStorage(),
): TokenStore {
  const listeners = new Set<(token: string | null) => void>();
  const notify = (token: string | null) => listeners.forEach((listener) => listener(token));
  const read = (): string | null => {
    try {
      return storage.getItem(key) || null;
    } catch {
      return null;
    }
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify(read());
  };
  return {
    get: read,
    set(token) {
      try {
        storage.setItem(key, token);
      } catch {
        // A full or refused storage keeps the session for this page only.
      }
      notify(token);
    },
    clear() {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing to remove.
      }
      notify(null);
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && typeof globalThis.addEventListener === 'function') {
        globalThis.addEventListener('storage', onStorage);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof globalThis.removeEventListener === 'function') {
          globalThis.removeEventListener('storage', onStorage);
        }
      };
    },
  };
}
