import { style } from '@vanilla-extract/css';
import { bareList, bordered, captionText, gridLayout, vars } from '@backoffice/ui/theme';

export const intro = style({
  margin: 0,
  ...captionText,
});

export const list = style({
  ...gridLayout(vars.space.sm),
  ...bareList,
});

export const note = style({
  ...gridLayout(vars.space.xs),
  padding: vars.space.sm,
  ...bordered,
  overflowWrap: 'anywhere',
});

export const meta = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const author = style({
  color: vars.color.text.default,
  fontWeight: vars.font.weight.medium,
});

export const body = style({ margin: 0, whiteSpace: 'pre-wrap' });

/** A mention: bold and marked by its "@", never by colour alone. */
export const mention = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.accent.text,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const composer = style({ display: 'grid', gap: vars.space.sm });

export const stack = style({ display: 'grid', gap: vars.space.md });
