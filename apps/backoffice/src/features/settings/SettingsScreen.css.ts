import { style } from '@vanilla-extract/css';
import { captionText, vars } from '@backoffice/ui/theme';

/** The sections below the header, no wider than reads well. */
export const sections = style({ maxWidth: 760, width: '100%' });

export const form = style({ display: 'grid', gap: vars.space.lg });

/** "Last changed by …", just under the section's title. */
export const changed = style({
  margin: 0,
  ...captionText,
});

export const intro = style({ margin: 0 });

/** One field per open column, as many to a row as fit. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

/** Said beside Save when there was nothing to send. */
export const note = style({ margin: 0, color: vars.color.text.muted });
