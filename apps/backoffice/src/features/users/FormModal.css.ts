import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const form = style({ display: 'grid', gap: vars.space.md });
