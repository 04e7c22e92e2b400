import { useCallback, type Ref, type RefObject } from 'react';

/**
 * A callback ref that sets the component's own ref and the one its caller passed (a function
 * or an object): for a component that needs its element and forwards it too.
 */
export function useBothRefs<T>(own: RefObject<T | null>, outer: Ref<T> | undefined) {
  return useCallback(
    (node: T | null) => {
      own.current = node;
      if (typeof outer === 'function') outer(node);
      else if (outer) outer.current = node;
    },
    [own, outer],
  );
}
