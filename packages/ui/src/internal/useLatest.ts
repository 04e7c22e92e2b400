import { useLayoutEffect, useRef } from 'react';

/**
 * A ref that always holds the latest `value` (updated after each render, before effects).
 * Lets a stable callback (one that memoized children or a third-party library hold on to)
 * read the caller's newest props and handlers without being recreated.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
