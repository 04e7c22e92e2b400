import { describe, expect, it } from 'vitest';
import { fittingLinkCount } from './overflow';

describe('fittingLinkCount', () => {
  it('keeps every link when they all fit, without room for More', () => {
    // 3 × 100 + 2 gaps of 4 = 308.
    expect(fittingLinkCount([100, 100, 100], 308, 60, 4)).toBe(3);
  });

  it('keeps the leading links that fit beside More', () => {
    // More 60, then 4 + 100 per link: 2 links take 268, a third would take 372.
    expect(fittingLinkCount([100, 100, 100, 100], 300, 60, 4)).toBe(2);
  });

  it('moves every link to More when none fits beside it', () => {
    expect(fittingLinkCount([100, 100], 120, 60, 4)).toBe(0);
  });

  it('tolerates sub-pixel rounding', () => {
    expect(fittingLinkCount([100.3, 100.3], 204.4, 60, 4)).toBe(2);
  });

  it('handles no links', () => {
    expect(fittingLinkCount([], 0, 60, 4)).toBe(0);
  });
});
