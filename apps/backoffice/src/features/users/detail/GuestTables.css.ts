import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const body = style({ display: 'grid', gap: vars.space.md });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const cue = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

/** The cover's thumbnail fits the table's 40 px rows (the preview opens full screen). */
export const thumbnail = style({ display: 'inline-flex' });
globalStyle(`${thumbnail} > button`, { width: 32, height: 32 });

export const quote = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
