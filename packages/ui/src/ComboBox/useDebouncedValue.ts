import { useEffect, useState } from 'react';

/**
 * The value, once it has stopped changing for `delay` ms: type-ahead searches fetch with it
 * rather than on every keystroke.
 */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
