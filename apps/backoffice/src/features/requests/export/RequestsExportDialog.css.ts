import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const body = style({ display: 'grid', gap: vars.space.sm });

export const lead = style({ margin: 0 });

export const lines = style({ margin: 0, paddingInlineStart: vars.space.lg });
