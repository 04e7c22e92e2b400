import { describe, expect, it } from 'vitest';
import { dark, light } from './tokens';
import type { ThemeTokens } from './tokens';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, v]) =>
    typeof v === 'string' ? [`${prefix}${key}`] : keysOf(v as object, `${prefix}${key}.`),
  );
}

describe('design tokens', () => {
  it('gives the dark theme every token of the light theme', () => {
    expect(keysOf(dark)).toEqual(keysOf(light));
  });

  describe.each([
    ['light', light],
    ['dark', dark],
  ] as [string, ThemeTokens][])('%s theme contrast (WCAG AA, 4.5:1)', (_name, t) => {
    const c = t.color;
    it.each([
      ['text on page', c.text.default, c.surface.page],
      ['muted text on raised', c.text.muted, c.surface.raised],
      ['subtle text on raised', c.text.subtle, c.surface.raised],
      ['link on raised', c.text.link, c.surface.raised],
      ['text on accent', c.text.onAccent, c.accent.solid],
      ['text on critical', c.text.onAccent, c.tone.critical.solid],
      ['text on success', c.text.onAccent, c.tone.success.solid],
      ['text on warning', c.text.onAccent, c.tone.warning.solid],
      ['text on info', c.text.onAccent, c.tone.info.solid],
      ['success text on subtle', c.tone.success.text, c.tone.success.subtle],
      ['critical text on subtle', c.tone.critical.text, c.tone.critical.subtle],
      ['warning text on subtle', c.tone.warning.text, c.tone.warning.subtle],
      ['info text on subtle', c.tone.info.text, c.tone.info.subtle],
      ['neutral text on subtle', c.tone.neutral.text, c.tone.neutral.subtle],
      ...(['info', 'success', 'warning', 'critical'] as const).flatMap(
        (tone): [string, string, string][] => [
          [`text on ${tone} rows`, c.text.default, c.row[tone]],
          [`muted text on ${tone} rows`, c.text.muted, c.row[tone]],
        ],
      ),
    ] as [string, string, string][])('%s', (_label, fg, bg) => {
      expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
    });
  });
});
