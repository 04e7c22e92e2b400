import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';

/**
 * "Now" as the screens read it: the real clock in the product, a fixed instant in stories and
 * tests, so that defaults such as "the last 7 days" and "is this slot past" do not drift.
 */
const NowContext = createContext<(() => Date) | null>(null);

export function NowProvider({ now, children }: { now: Date | (() => Date); children: ReactNode }) {
  const read = useMemo(() => (typeof now === 'function' ? now : () => now), [now]);
  return <NowContext.Provider value={read}>{children}</NowContext.Provider>;
}

const realNow = () => new Date();

/** Reads the current instant (the injected clock when there is one). */
export function useNow(): () => Date {
  return useContext(NowContext) ?? realNow;
}
