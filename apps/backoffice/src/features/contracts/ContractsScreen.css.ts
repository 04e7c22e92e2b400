import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const muted = style({ color: vars.color.text.muted });
