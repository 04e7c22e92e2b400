import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './useDebouncedValue';

describe('useDebouncedValue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts with the value', () => {
    const { result } = renderHook(() => useDebouncedValue('Par', 300));
    expect(result.current).toBe('Par');
  });

  it('follows the value only after it has been still for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'P' },
    });
    rerender({ value: 'Pa' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'Par' });
    act(() => vi.advanceTimersByTime(200));
    // 400 ms since 'Pa', but only 200 ms since the last change.
    expect(result.current).toBe('P');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('Par');
  });
});
