import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProgressBar } from './ProgressBar';
import { formatElapsed } from './elapsed';

describe('formatElapsed', () => {
  it('reads minutes and seconds under an hour', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(42_000)).toBe('0:42');
    expect(formatElapsed(42_999)).toBe('0:42');
    expect(formatElapsed(3 * 60_000)).toBe('3:00');
    expect(formatElapsed(59 * 60_000 + 59_000)).toBe('59:59');
  });

  it('adds hours from one hour on', () => {
    expect(formatElapsed(3_600_000)).toBe('1:00:00');
    expect(formatElapsed(3_600_000 + 2 * 60_000 + 9_000)).toBe('1:02:09');
  });

  it('reads a negative span as zero', () => {
    expect(formatElapsed(-5_000)).toBe('0:00');
  });
});

describe('ProgressBar elapsed time', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('counts up every second from startedAt on the real clock', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-05-06T10:02:58Z'));
    render(
      <ProgressBar
        label="Generating"
        isIndeterminate
        startedAt={new Date('2024-05-06T10:00:00Z')}
      />,
    );
    expect(screen.getByText('Elapsed 2:58')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('Elapsed 3:00')).toBeTruthy();
  });

  it('shows no elapsed time without startedAt', () => {
    render(<ProgressBar label="Uploading" value={10} />);
    expect(screen.queryByText(/Elapsed/)).toBeNull();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('10%');
  });
});
