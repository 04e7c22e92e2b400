import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const square = (side: string) => ({ width: side, height: side, flexShrink: 0 });

/**
 * An icon's sizes: `inline` follows the text around it (1em), the others are the type
 * scale's sizes, so that an icon and the text beside it grow together.
 */
export const size = styleVariants({
  inline: square('1em'),
  sm: square(vars.font.size.md),
  md: square(vars.font.size.lg),
  lg: square(vars.font.size.xl),
  xl: square(vars.font.size.xxl),
});
