/** The colours of the pictures the screens' stories give their records, in turn. */
export const PICTURE_FILLS = ['#8da9c4', '#b5c99a', '#e9c46a'] as const;

/** A 640 × 480 picture of one colour, drawn in the page (no network in a story). */
export const picture = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="${fill}"/></svg>`,
  )}`;
