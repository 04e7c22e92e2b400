import { vars } from '../theme/contract.css';
import { controlBox } from '../theme/styleObjects';

/**
 * The box of a reason shown as a tooltip under what it explains (why a control or a Disclosure
 * cannot be used now): a raised, shadowed box of small regular-weight words. Each use places it.
 */
export const reasonTipBox = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  ...controlBox,
  boxShadow: vars.shadow.md,
  color: vars.color.text.default,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
} as const;
