import { globalStyle, style } from '@vanilla-extract/css';
import { surface } from '../internal/popover.css';
import { accentChosen, quietStates } from '../internal/styleParts';
import { vars } from '../theme/contract.css';
import { focusRingAt, focusRingInset } from '../theme/focusRing';
import {
  bordered,
  centredInline,
  controlBox,
  flexColumn,
  flexWrapRow,
  pressable,
  titleText,
} from '../theme/styleObjects';

export const root = style({
  ...flexColumn(vars.space.xs),
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.default,
});

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface.raised,
  ...bordered,
  selectors: {
    '&:hover': { borderColor: vars.color.border.strong },
    '&:focus-within': { borderColor: vars.color.border.focus },
    '&[data-disabled]': { background: vars.color.surface.sunken, opacity: 0.7 },
    '&[data-invalid]': { borderColor: vars.color.tone.critical.solid },
  },
});

export const toolbar = style({
  ...flexWrapRow(vars.space.xxs),
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const separator = style({
  alignSelf: 'stretch',
  width: 1,
  margin: `0 ${vars.space.xs}`,
  background: vars.color.border.default,
  border: 0,
});

export const tool = style({
  ...centredInline,
  minWidth: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: `0 ${vars.space.xs}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.default,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  ...pressable,
  selectors: {
    ...quietStates(vars.color.surface.sunken),
    '&[data-selected]': accentChosen,
    '&[data-focus-visible]': focusRingInset,
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const boldGlyph = style({ fontWeight: vars.font.weight.bold });
export const italicGlyph = style({ fontStyle: 'italic' });

/** The typography of rich text, shared by the editor and the read-only view. */
export const content = style({
  color: vars.color.text.default,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

// :not(:first-child) outweighs the element rules below, which reset the browser's margins.
globalStyle(`${content} > :not(:first-child)`, { marginTop: vars.space.sm });
globalStyle(`${content} p, ${content} ul, ${content} ol`, { margin: 0 });
globalStyle(`${content} ul, ${content} ol`, { paddingLeft: vars.space.xl });
globalStyle(`${content} li + li`, { marginTop: vars.space.xxs });
globalStyle(`${content} h1, ${content} h2, ${content} h3`, {
  margin: 0,
  ...titleText,
});
globalStyle(`${content} h4, ${content} h5, ${content} h6`, {
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});
globalStyle(`${content} a`, { color: vars.color.text.link, textDecoration: 'underline' });

export const editable = style({
  minHeight: `calc(${vars.space.xxxl} * 2)`,
  maxHeight: `calc(${vars.space.xxxl} * 8)`,
  overflowY: 'auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  outline: 'none',
  selectors: {
    // The placeholder is drawn from an attribute, so it is never part of the content.
    '&[data-empty="true"]::before': {
      content: 'attr(data-placeholder)',
      position: 'absolute',
      color: vars.color.text.subtle,
      pointerEvents: 'none',
    },
    '&[contenteditable="false"]': { cursor: 'not-allowed' },
  },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  color: vars.color.text.muted,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-over]': { color: vars.color.tone.critical.text, fontWeight: vars.font.weight.medium },
  },
});

export const popover = style([
  surface,
  { width: `calc(${vars.space.xxl} * 10)`, maxWidth: '90vw' },
]);

export const dialog = style({
  ...flexColumn(vars.space.sm),
  padding: vars.space.md,
  outline: 'none',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const input = style({
  height: vars.size.controlMd,
  padding: `0 ${vars.space.sm}`,
  ...controlBox,
  color: vars.color.text.default,
  outline: 'none',
  selectors: {
    '&[data-focused]': { borderColor: vars.color.border.focus },
    '&[data-focus-visible]': focusRingAt(0),
    '&[data-invalid]': { borderColor: vars.color.tone.critical.solid },
  },
});

export const error = style({ color: vars.color.tone.critical.text, fontSize: vars.font.size.sm });

export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end' });
