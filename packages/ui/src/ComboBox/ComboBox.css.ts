import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  flexShrink: 0,
  width: '1em',
  height: '1em',
  marginInlineEnd: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.text.muted}`,
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
});

export const popover = style({});
