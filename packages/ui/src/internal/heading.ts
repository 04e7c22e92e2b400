/**
 * The levels a component's own heading may take to fit the page's outline: under the page's
 * h1, a section (h2) or a subsection (h3, h4).
 */
export const headingLevels = [2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];
