import { configure } from '@testing-library/react';

// A findBy/waitFor waits up to 10 s for what it looks for (testing-library's default is 1 s):
// on a 2-core machine busy with builds a lazy chunk or a re-render can take longer. A passing
// test ends as soon as the element shows; only a broken one waits the full time.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no CSS object; React Aria's modal reads a meta tag through CSS.escape when it
// opens. The same escaping as browsers for the ASCII names it is given.
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  const escape = (value: string) => value.replace(/[^a-zA-Z0-9_\u00A0-\uFFFF-]/g, '\\$&');
  Object.defineProperty(globalThis, 'CSS', { value: { escape }, configurable: true });
}
