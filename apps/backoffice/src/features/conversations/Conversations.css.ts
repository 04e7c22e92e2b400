import { style, styleVariants } from '@vanilla-extract/css';
import { bordered, flexWrapRow, gridLayout, vars } from '@backoffice/ui/theme';
import { backLink } from '@/shared/detailLayout';

export const cue = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const back = style(backLink);

export const detail = style({ display: 'grid', gap: vars.space.lg });

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end' });

export const noMessages = style({
  margin: 0,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.text.muted,
  background: vars.color.surface.raised,
  ...bordered,
});

/** One message's row: the kinds differ by place, frame and label, not only by colour. */
export const message = style({
  display: 'flex',
  padding: `${vars.space.xs} ${vars.space.sm}`,
});

export const align = styleVariants({
  system: { justifyContent: 'center' },
  status: { justifyContent: 'center' },
  guest: { justifyContent: 'flex-start' },
  host: { justifyContent: 'flex-end' },
});

const bubbleBase = style({
  ...gridLayout(vars.space.xxs),
  maxWidth: 'min(640px, 80%)',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});

export const bubble = styleVariants({
  // A system message: a plain centred line, dashed, in muted italics.
  system: [
    bubbleBase,
    {
      fontStyle: 'italic',
      color: vars.color.text.muted,
      border: `1px dashed ${vars.color.border.strong}`,
      borderRadius: vars.radius.md,
    },
  ],
  // A status message: a framed card with both sides' texts.
  status: [
    bubbleBase,
    {
      background: vars.color.tone.info.subtle,
      border: `1px solid ${vars.color.tone.info.border}`,
      borderRadius: vars.radius.md,
      minWidth: 'min(420px, 90%)',
    },
  ],
  guest: [
    bubbleBase,
    {
      background: vars.color.surface.raised,
      border: `1px solid ${vars.color.border.default}`,
      borderRadius: `${vars.radius.lg} ${vars.radius.lg} ${vars.radius.lg} ${vars.radius.sm}`,
    },
  ],
  host: [
    bubbleBase,
    {
      background: vars.color.surface.sunken,
      border: `1px solid ${vars.color.border.strong}`,
      borderRadius: `${vars.radius.lg} ${vars.radius.lg} ${vars.radius.sm} ${vars.radius.lg}`,
    },
  ],
});

export const meta = style({
  ...flexWrapRow(vars.space.sm),
  fontSize: vars.font.size.xs,
  color: vars.color.text.muted,
  fontStyle: 'normal',
});

export const kind = style({ fontWeight: vars.font.weight.bold, color: vars.color.text.default });

export const statusLine = style({ margin: 0 });
