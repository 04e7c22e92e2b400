// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createTokenStore, TOKEN_STORAGE_KEY, type TokenStorage } from './token';

afterEach(() => localStorage.clear());

describe('token store', () => {
  it('keeps the token in local storage under its key', () => {
    const store = createTokenStore();
    expect(store.get()).toBeNull();
    store.set('abc');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('abc');
    expect(createTokenStore().get()).toBe('abc');
    store.clear();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(store.get()).toBeNull();
  });

  it('uses the key it is given', () => {
    createTokenStore('other').set('x');
    expect(localStorage.getItem('other')).toBe('x');
    expect(createTokenStore().get()).toBeNull();
  });

  it('tells subscribers of changes here and in other tabs', () => {
    const store = createTokenStore();
    const heard: (string | null)[] = [];
    const stop = store.subscribe((token) => heard.push(token));
    store.set('one');
    store.clear();
    localStorage.setItem(TOKEN_STORAGE_KEY, 'from-another-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    stop();
    store.set('after');
    expect(heard).toEqual(['one', null, 'from-another-tab']);
  });

  it('keeps working when the storage refuses access', () => {
    const refusing: TokenStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createTokenStore(TOKEN_STORAGE_KEY, refusing);
    expect(() => store.set('x')).not.toThrow();
    expect(store.get()).toBeNull();
    expect(() => store.clear()).not.toThrow();
  });
});
