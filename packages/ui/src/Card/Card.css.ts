import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { captionText, flexRow, titleText } from '../theme/styleObjects';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surface.raised,
    color: vars.color.text.default,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    padding: {
      sm: { padding: vars.space.md, gap: vars.space.sm },
      md: { padding: vars.space.lg, gap: vars.space.md },
      lg: { padding: vars.space.xl, gap: vars.space.lg },
    },
  },
  defaultVariants: { padding: 'md' },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  ...titleText,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const body = style({ minWidth: 0 });

export const footer = style({
  ...flexRow(vars.space.sm),
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border.default}`,
  ...captionText,
});
