import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { bareList, flexColumn, flexRow } from '../theme/styleObjects';

export const fieldset = style({
  ...flexColumn(vars.space.sm),
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.default,
});

export const list = style({
  ...flexColumn(vars.space.sm),
  ...bareList,
});

export const row = style({
  ...flexRow(vars.space.xs, 'flex-end'),
});

export const picker = style({
  flex: 1,
  minWidth: 0,
});

export const footer = style({
  ...flexRow(vars.space.md),
});

export const count = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

/** The error's live region: out of the flow (and of the fieldset's gap) while empty. */
export const alert = style({
  selectors: {
    '&:empty': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      padding: 0,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
