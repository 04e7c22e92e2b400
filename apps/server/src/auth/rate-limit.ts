/**
 * Failed sign-ins counted per client address and per account in a sliding window, in
 * memory (one server process). Past the limit, login answers 429 until the window frees.
 */
export interface RateLimitSettings {
  windowMs: number;
  /** Failures allowed per address in the window. */
  perAddress: number;
  /** Failures allowed per account (email) in the window. */
  perAccount: number;
}

export const DEFAULT_LOGIN_LIMITS: RateLimitSettings = {
  windowMs: 15 * 60 * 1000,
  perAddress: 20,
  perAccount: 5,
};

export class LoginRateLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(readonly settings: RateLimitSettings = DEFAULT_LOGIN_LIMITS) {}

  private recent(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((t) => now - t < this.settings.windowMs);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** Milliseconds to wait before another attempt, or 0 when one is allowed now. */
  retryAfter(address: string, account: string, now: number): number {
    const checks: [string, number][] = [
      [`a:${address}`, this.settings.perAddress],
      [`e:${account}`, this.settings.perAccount],
    ];
    let wait = 0;
    for (const [key, limit] of checks) {
      const times = this.recent(key, now);
      if (times.length >= limit) {
        const oldest = times[times.length - limit] as number;
        wait = Math.max(wait, this.settings.windowMs - (now - oldest));
      }
    }
    return wait;
  }

  fail(address: string, account: string, now: number): void {
    for (const key of [`a:${address}`, `e:${account}`]) {
      this.failures.set(key, [...this.recent(key, now), now]);
    }
  }

  /** A successful sign-in clears the account's failures (not the address's). */
  succeed(account: string): void {
    this.failures.delete(`e:${account}`);
  }
}
