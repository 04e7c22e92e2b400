import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRingOutset } from '../theme/focusRing';
import { pressable } from '../theme/styleObjects';

export const link = recipe({
  base: {
    // Holds the visually hidden "(opens in a new tab)" text of an external link in place.
    position: 'relative',
    color: vars.color.text.link,
    borderRadius: vars.radius.sm,
    ...pressable,
    textUnderlineOffset: '0.2em',
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      // Visited links look like the others: staff follow the same records all day, and a
      // purple "already seen" colour would carry no meaning here.
      '&:visited': { color: vars.color.text.link },
      '&[data-hovered]:not([data-disabled])': { textDecorationThickness: vars.focus.width },
      '&[data-pressed]:not([data-disabled])': { background: vars.color.accent.subtle },
      '&[data-focus-visible]': focusRingOutset,
      // A disabled link renders as a <span role="link" aria-disabled>: no href, not focusable.
      '&[data-disabled]': {
        color: vars.color.text.subtle,
        cursor: 'not-allowed',
        textDecoration: 'none',
      },
    },
  },
  variants: {
    variant: {
      // Inside a sentence: underlined, so it is not told apart by colour alone (WCAG 1.4.1).
      inline: {
        textDecoration: 'underline',
        textDecorationThickness: '1px',
      },
      // On its own (a card's footer, a detail row): underlined on hover only.
      standalone: {
        textDecoration: 'none',
        fontWeight: vars.font.weight.medium,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { textDecoration: 'underline' },
        },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export const externalIcon = style({
  display: 'inline-block',
  width: '0.85em',
  height: '0.85em',
  marginInlineStart: vars.space.xxs,
  verticalAlign: '-0.05em',
});
