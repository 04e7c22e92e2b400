import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@backoffice/api';
import { SESSION_IDLE_MS } from '@backoffice/domain';
import type { SessionTimes } from '@backoffice/domain';
import { IDLE_END_GRACE_MS, useIdleTimer, warningLead } from './idleTimer';
import type { IdleTimerOptions } from './idleTimer';

const MINUTE = 60_000;
const START = new Date('2026-03-16T09:00:00Z').getTime();

const timesFrom = (now: number, idleMs = SESSION_IDLE_MS): SessionTimes => ({
  idleEndsAt: new Date(now + idleMs).toISOString(),
  endsAt: new Date(now + 12 * 60 * MINUTE).toISOString(),
});

/** Lets the timer's promise chains (check, then ask) run. */
const settle = () => act(async () => {});

function setup(overrides: Partial<IdleTimerOptions> = {}) {
  const target = new EventTarget();
  const options: IdleTimerOptions = {
    times: timesFrom(START),
    idleMs: SESSION_IDLE_MS,
    now: () => Date.now(),
    act: vi.fn(() => Promise.resolve()),
    check: vi.fn(() => Promise.resolve()),
    expire: vi.fn(),
    target,
    ...overrides,
  };
  const hook = renderHook((props: IdleTimerOptions) => useIdleTimer(props), {
    initialProps: options,
  });
  const press = (type = 'pointerdown') => act(() => void target.dispatchEvent(new Event(type)));
  return { ...hook, options, press };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('the idle timer', () => {
  it('reports a pointer or a key pressed, at most once a minute, and nothing else', async () => {
    const { options, press } = setup();
    await press('pointerdown');
    expect(options.act).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    await press('keydown');
    await press('pointerdown');
    expect(options.act).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(41_000));
    await press('scroll');
    await press('focus');
    expect(options.act).toHaveBeenCalledTimes(1);
    await press('keydown');
    expect(options.act).toHaveBeenCalledTimes(2);
  });

  it('asks "Still there?" two minutes before the idle end, after checking with the server', async () => {
    const { result, options } = setup();
    await act(() => vi.advanceTimersByTimeAsync(28 * MINUTE - 1_000));
    expect(options.check).not.toHaveBeenCalled();
    expect(result.current.asking).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await settle();
    expect(options.check).toHaveBeenCalledTimes(1);
    expect(result.current.asking).toBe(true);
    expect(options.act).not.toHaveBeenCalled();
  });

  it('closes the question when the idle end moves on (Stay signed in, or another tab)', async () => {
    const { result, rerender, options } = setup();
    await act(() => vi.advanceTimersByTimeAsync(28 * MINUTE));
    await settle();
    expect(result.current.asking).toBe(true);
    await act(() => result.current.stay());
    expect(options.act).toHaveBeenCalledTimes(1);
    rerender({ ...options, times: timesFrom(Date.now()) });
    expect(result.current.asking).toBe(false);
  });

  it('does not ask when the server says another tab moved the idle end on', async () => {
    let props: IdleTimerOptions | null = null;
    const check = vi.fn(() => {
      // The refresh's answer: a later idle end, kept before the check resolves.
      hook.rerender({ ...props!, times: timesFrom(Date.now()) });
      return Promise.resolve();
    });
    const hook = setup({ check });
    props = hook.options;
    await act(() => vi.advanceTimersByTimeAsync(28 * MINUTE));
    await settle();
    expect(check).toHaveBeenCalledTimes(1);
    expect(hook.result.current.asking).toBe(false);
  });

  it('after the idle end, lets the server end the session with its reason', async () => {
    const ended = new ApiError({
      code: 'session_idle',
      status: 401,
      message: 'x',
      sessionEnded: 'unauthorized',
    });
    const check = vi.fn(() => Promise.reject(ended));
    const { options } = setup({ check });
    await act(() => vi.advanceTimersByTimeAsync(30 * MINUTE + IDLE_END_GRACE_MS));
    await settle();
    expect(check).toHaveBeenCalledTimes(2);
    expect(options.expire).not.toHaveBeenCalled();
  });

  it('signs out here when the server cannot be asked after the idle end', async () => {
    const offline = new ApiError({ code: 'network_error', status: 0, message: 'x' });
    const check = vi.fn(() => Promise.reject(offline));
    const { options } = setup({ check });
    await act(() => vi.advanceTimersByTimeAsync(30 * MINUTE));
    await settle();
    expect(options.expire).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(IDLE_END_GRACE_MS));
    await settle();
    expect(options.expire).toHaveBeenCalledTimes(1);
  });

  it("follows the server's idle timeout when it is short (a test server's seconds)", async () => {
    expect(warningLead(SESSION_IDLE_MS)).toBe(2 * MINUTE);
    expect(warningLead(20_000)).toBe(10_000);
    expect(warningLead(20_000, 5_000)).toBe(5_000);
    const { result } = setup({ times: timesFrom(START, 20_000), idleMs: 20_000 });
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    await settle();
    expect(result.current.asking).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await settle();
    expect(result.current.asking).toBe(true);
  });

  it('waits for an end further than setTimeout can (24.8 days) rather than running at once', async () => {
    const far = { idleEndsAt: '2099-01-01T00:30:00.000Z', endsAt: '2099-01-01T12:00:00.000Z' };
    const { result, options } = setup({ times: far });
    await act(() => vi.advanceTimersByTimeAsync(30 * 24 * 60 * MINUTE));
    expect(options.check).not.toHaveBeenCalled();
    expect(result.current.asking).toBe(false);
  });

  it('times nothing before the server gave the times', async () => {
    const { result, options } = setup({ times: undefined });
    await act(() => vi.advanceTimersByTimeAsync(13 * 60 * MINUTE));
    expect(options.check).not.toHaveBeenCalled();
    expect(result.current.asking).toBe(false);
  });
});
