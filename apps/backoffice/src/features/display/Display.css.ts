import { style } from '@vanilla-extract/css';
import { flexWrapRow, vars } from '@backoffice/ui/theme';

/** The sections below the header, no wider than reads well. */
export const sections = style({ maxWidth: 760, width: '100%' });

export const office = style({
  ...flexWrapRow(vars.space.sm, 'baseline'),
});

export const place = style({ color: vars.color.text.muted });

export const form = style({ display: 'grid', gap: vars.space.lg });
