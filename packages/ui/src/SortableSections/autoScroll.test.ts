import { describe, expect, it } from 'vitest';
import { autoScrollStep } from './autoScroll';

const view = { top: 0, bottom: 640 };

describe('autoScrollStep', () => {
  it('scrolls only near the edges, faster closer to them', () => {
    expect(autoScrollStep(view, 320, undefined)).toBe(0);
    expect(autoScrollStep(view, 640 - 57, undefined)).toBe(0);
    const near = autoScrollStep(view, 640 - 40, undefined);
    const edge = autoScrollStep(view, 639, undefined);
    expect(near).toBeGreaterThan(0);
    expect(edge).toBeGreaterThan(near);
    expect(edge).toBeLessThanOrEqual(14);
    expect(autoScrollStep(view, 2, undefined)).toBeLessThan(0);
  });

  it('never scrolls the section under the pointer out from under it', () => {
    // Its bottom 20 px below the pointer: 12 px more at most, then nothing.
    expect(autoScrollStep(view, 630, { top: 400, bottom: 650 })).toBe(12);
    expect(autoScrollStep(view, 630, { top: 400, bottom: 638 })).toBe(0);
    // Going up, its top stays above the pointer.
    expect(autoScrollStep(view, 10, { top: 0, bottom: 300 })).toBe(-2);
    expect(autoScrollStep(view, 10, { top: 5, bottom: 300 })).toBe(0);
  });

  it('keeps to a small band in a short scrolling area', () => {
    expect(autoScrollStep({ top: 100, bottom: 220 }, 190, undefined)).toBe(0);
    expect(autoScrollStep({ top: 100, bottom: 220 }, 215, undefined)).toBeGreaterThan(0);
  });
});
