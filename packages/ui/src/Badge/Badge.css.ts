import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { badgeTones } from './tones';
import type { BadgeTone } from './tones';

const each = <T>(make: (tone: BadgeTone) => T) =>
  Object.fromEntries(badgeTones.map((tone) => [tone, make(tone)])) as Record<BadgeTone, T>;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    maxWidth: '100%',
    minWidth: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal} + 2 * ${vars.space.xxs})`,
    justifyContent: 'center',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    border: '1px solid',
    borderRadius: vars.radius.full,
    // 13 px, not 12: a badge is read all day in tables and boards.
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.normal,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: each(() => ({})),
    variant: { subtle: {}, solid: {} },
  },
  compoundVariants: [
    ...badgeTones.map((tone) => ({
      variants: { tone, variant: 'subtle' as const },
      style: {
        background: vars.color.tone[tone].subtle,
        color: vars.color.tone[tone].text,
        borderColor: vars.color.tone[tone].border,
      },
    })),
    ...badgeTones.map((tone) => ({
      variants: { tone, variant: 'solid' as const },
      style: {
        background: vars.color.tone[tone].solid,
        color: vars.color.text.onAccent,
        borderColor: vars.color.tone[tone].solid,
      },
    })),
  ],
  defaultVariants: { tone: 'neutral', variant: 'subtle' },
});

export const text = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

// A status wraps rather than being cut: its words are the information.
export const tag = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  maxWidth: '100%',
  color: vars.color.text.default,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const dot = recipe({
  base: {
    flexShrink: 0,
    width: vars.space.sm,
    height: vars.space.sm,
    borderRadius: vars.radius.full,
    // Centres the dot on the first line of text.
    marginBlockStart: `calc((${vars.font.size.sm} * ${vars.font.lineHeight.normal} - ${vars.space.sm}) / 2)`,
  },
  variants: { tone: each((tone) => ({ background: vars.color.tone[tone].solid })) },
  defaultVariants: { tone: 'neutral' },
});
