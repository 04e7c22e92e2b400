import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIRM_DELAY, ConfirmButton } from './ConfirmButton';

/**
 * The confirm-twice delay, pinned: the armed state must have shown for 500 ms before a press
 * confirms (a double click or a repeated Enter only arms). If the delay ever drops below
 * 500 ms, the press at 499 ms below confirms and this fails.
 */
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** A press as a keyboard gives it: Enter down and up on the focused button. */
function press(button: HTMLElement) {
  act(() => {
    button.focus();
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.keyUp(button, { key: 'Enter' });
  });
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'performance',
      'Date',
    ],
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ConfirmButton', () => {
  it('confirms only with a press that starts 500 ms after the armed state shows', () => {
    expect(CONFIRM_DELAY).toBeGreaterThanOrEqual(500);
    const onConfirm = vi.fn();
    render(<ConfirmButton onConfirm={onConfirm}>Decline</ConfirmButton>);
    press(screen.getByRole('button', { name: 'Decline' }));
    const armed = screen.getByRole('button', { name: /Confirm/ });
    // The frame that shows the armed state, then 499 ms: a press now only keeps it armed.
    advance(16);
    advance(499);
    expect(armed.getAttribute('aria-disabled')).toBe('true');
    press(armed);
    expect(onConfirm).not.toHaveBeenCalled();
    // At 500 ms it can confirm.
    advance(1);
    expect(armed.getAttribute('aria-disabled')).not.toBe('true');
    press(armed);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
