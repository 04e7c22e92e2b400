import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { titleText } from '../theme/styleObjects';

/** The layout EmptyState and ErrorState share: a centred column of icon, text and action. */
export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: vars.space.sm,
    marginInline: 'auto',
    // Layout width, not a theme value: a comfortable line of explanation.
    maxWidth: '32rem',
    color: vars.color.text.default,
  },
  variants: {
    size: {
      sm: { padding: `${vars.space.lg} ${vars.space.md}` },
      md: { padding: `${vars.space.xxxl} ${vars.space.xl}` },
    },
  },
  defaultVariants: { size: 'md' },
});

export const icon = recipe({
  base: { display: 'flex', color: vars.color.text.subtle, marginBlockEnd: vars.space.xs },
  variants: {
    size: {
      sm: { width: vars.space.xl, height: vars.space.xl },
      md: { width: vars.space.xxxl, height: vars.space.xxxl },
    },
  },
  defaultVariants: { size: 'md' },
});

export const title = style({
  ...titleText,
  overflowWrap: 'anywhere',
});

export const description = style({
  color: vars.color.text.muted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});
