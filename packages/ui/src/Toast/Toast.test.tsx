import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { ToastProvider } from './Toast';
import { TOAST_DURATION, createToaster } from './toaster';
import type { Toaster } from './toaster';

let toaster: Toaster;

function mount(duration?: number) {
  render(
    <ToastProvider toaster={toaster} duration={duration}>
      <button type="button">Page</button>
    </ToastProvider>,
  );
}

function raise(fn: () => void) {
  act(() => fn());
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const toasts = () => screen.queryAllByRole('alertdialog');

/** The toast saying `text` closes exactly `ms` from now: still shown 1 ms before, gone then. */
function expectClosesIn(text: string, ms: number) {
  advance(ms - 1);
  expect(screen.getByText(text)).toBeTruthy();
  advance(1);
  expect(screen.queryByText(text)).toBeNull();
}

beforeEach(() => {
  vi.useFakeTimers();
  toaster = createToaster();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toast timing', () => {
  it('closes a toast after 5 seconds by default', () => {
    mount();
    raise(() => toaster.success('Meeting created'));
    expect(TOAST_DURATION).toBe(5000);
    expectClosesIn('Meeting created', 5000);
  });

  it('keeps the remaining time across a pause while focus is in the region', () => {
    mount();
    raise(() => toaster.critical('Error server!'));
    advance(3000);
    const item = toasts()[0]!;
    act(() => item.focus());
    advance(20_000);
    expect(screen.getByText('Error server!')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Page' }).focus());
    // 2000 ms were left when the pause began.
    expectClosesIn('Error server!', 2000);
  });

  it('pauses while the pointer rests on the region, new toasts included', () => {
    mount();
    raise(() => toaster.info('First'));
    const region = screen.getByRole('region');
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    raise(() => toaster.info('Second'));
    advance(10_000);
    expect(toasts()).toHaveLength(2);
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    advance(TOAST_DURATION);
    expect(toasts()).toHaveLength(0);
  });

  it('uses the duration given to the toaster for calls made outside React', () => {
    toaster = createToaster({ duration: 1000 });
    mount();
    raise(() => toaster.warning('Short'));
    advance(1000);
    expect(screen.queryByText('Short')).toBeNull();
  });

  it('keeps a toast with duration 0 until it is closed by hand', () => {
    mount();
    raise(() => toaster.info('Sticky', { duration: 0 }));
    advance(60_000);
    expect(screen.getByText('Sticky')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Sticky')).toBeNull();
  });

  it('keeps a toast with an action until it is acted on, whatever its duration', () => {
    mount();
    let taken = 0;
    const action = { label: 'Download requests.csv', onAction: () => (taken += 1) };
    raise(() => toaster.success('Export ready', { action }));
    raise(() => toaster.success('Export ready again', { action, duration: 1000 }));
    advance(60_000);
    expect(toasts()).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Download requests.csv' })[0]!);
    expect(taken).toBe(1);
    expect(toasts()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(toasts()).toHaveLength(0);
  });
});

describe('toast roles', () => {
  it('announces success and info politely and errors and warnings assertively', () => {
    mount();
    raise(() => {
      toaster.success('Saved');
      toaster.info('Heads up');
      toaster.critical('Failed');
      toaster.warning('Careful');
    });
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual([
      'Information: Heads up',
      'Success: Saved',
    ]);
    expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual([
      'Warning: Careful',
      'Error: Failed',
    ]);
    // Newest first, all four visible at once.
    expect(toasts()).toHaveLength(4);
  });
});
