import { vars } from '@backoffice/ui/theme';

// The layout that the detail screens (a request, an office, a guest) share, as plain style
// objects for their own `.css.ts` files.

/** A detail screen's column: its parts one under another, none wider than the screen. */
export const detailScreen = { display: 'grid', gap: vars.space.lg, minWidth: 0 } as const;

/** The small link back to the list, at the top of a detail screen: as wide as its words. */
export const backLink = { justifySelf: 'start', fontSize: vars.font.size.sm } as const;

/** The page header and who else is here: the block keeps the space under the header. */
export const detailHeader = {
  display: 'grid',
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
  minWidth: 0,
} as const;
