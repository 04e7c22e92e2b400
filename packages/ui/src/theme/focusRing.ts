import { vars } from './contract.css';

/**
 * The keyboard focus ring, one style for the whole design system: every control, link, cell,
 * tab and panel focused by keyboard draws the same ring, so a person moving by keyboard learns
 * one mark and finds it wherever focus goes. It is 2 px wide (`focus.width`), solid, in the
 * focus colour (`color.border.focus`), which each theme sets to stand out on all its surfaces
 * (5.7:1 or more in the light theme, 7.3:1 or more in the dark one, where WCAG 1.4.11 asks
 * 3:1): the ring is visible in both themes. An outline, not a border or a shadow: it takes no
 * room, so nothing moves when focus arrives, and forced-colours mode keeps it.
 *
 * Written here only: a component's `.css.ts` file takes `focusRingOutset`, `focusRingInset`
 * or, where its own shape asks for another offset, `focusRingAt(offset)`; this outline alone
 * leaves the offset to whatever rule already sets it.
 */
export const focusRingOutline = `${vars.focus.width} solid ${vars.color.border.focus}`;

/** The focus ring at `offset` from the element's border edge (negative: inside it). */
export function focusRingAt(offset: string | 0) {
  return { outline: focusRingOutline, outlineOffset: offset };
}

/** The focus ring `focus.offset` outside the element, apart from its edge: the usual place. */
export const focusRingOutset = focusRingAt(vars.focus.offset);

/**
 * The focus ring just inside the element's edge, for an element whose container would clip a
 * ring drawn outside it (a table cell or row, a tab, a list option, a toast) or that fills its
 * container edge to edge.
 */
export const focusRingInset = focusRingAt(`calc(-1 * ${vars.focus.width})`);
