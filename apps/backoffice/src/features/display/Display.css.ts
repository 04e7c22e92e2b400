import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

/** The sections below the header, no wider than reads well. */
export const sections = style({ maxWidth: 760, width: '100%' });

export const office = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const place = style({ color: vars.color.text.muted });

export const form = style({ display: 'grid', gap: vars.space.lg });
