import { describe, expect, it } from 'vitest';
import { colourOf, contrastPairs, contrastRatio, minimumContrast } from './contrast';
import { dark, light } from './tokens';
import type { ThemeTokens } from './tokens';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, v]) =>
    typeof v === 'string' ? [`${prefix}${key}`] : keysOf(v as object, `${prefix}${key}.`),
  );
}

describe('design tokens', () => {
  it('gives the dark theme every token of the light theme', () => {
    expect(keysOf(dark)).toEqual(keysOf(light));
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // WebAIM's checker gives 4.54:1 for #767676 on white.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(() => contrastRatio('rgba(0, 0, 0, 0.5)', '#ffffff')).toThrow();
  });

  // The pairs the Foundations/Colour page shows (contrast.ts): text 4.5:1, a control's boundary
  // and the focus ring 3:1.
  describe.each([
    ['light', light],
    ['dark', dark],
  ] as [string, ThemeTokens][])('%s theme contrast (WCAG AA)', (_name, tokens) => {
    it.each(contrastPairs.map((pair) => [pair.label, pair] as const))('%s', (_label, pair) => {
      const ratio = contrastRatio(
        colourOf(tokens, pair.foreground),
        colourOf(tokens, pair.background),
      );
      expect(ratio).toBeGreaterThanOrEqual(minimumContrast[pair.kind]);
    });
  });

  // A hover has no WCAG minimum, but it must show: the dark theme's ghost button once took
  // the sunken surface on hover, 1.04:1 against the page, which nobody could see.
  describe.each([
    ['light', light],
    ['dark', dark],
  ] as [string, ThemeTokens][])('%s theme: a quiet control shows its hover', (_name, tokens) => {
    it.each(['page', 'raised'] as const)('on the %s surface', (surface) => {
      const ratio = contrastRatio(tokens.color.surface.hover, tokens.color.surface[surface]);
      expect(ratio).toBeGreaterThanOrEqual(1.1);
    });
  });
});
