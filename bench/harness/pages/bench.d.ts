// What a benchmark page offers the benchmark script (bench/*.mjs reads it through Playwright):
// `ready` once it can be measured, then its page's measuring functions.
declare global {
  interface Window {
    __bench: Record<string, unknown>;
  }
}

export {};
