import type { ComponentType } from 'react';
import type { Permission } from '@backoffice/domain';

/** A screen's module, as React Router's lazy route modules are shaped: it exports `Component`. */
export interface ScreenModule {
  Component: ComponentType;
}

/**
 * A signed-in screen, described once in its feature's `index.ts` and listed in
 * `app/screens.ts`: the router, the top navigation, the go-to palette and its 'g' + letter
 * shortcut are all made from this. Adding a screen is its folder plus one line of that list
 * (README, "Adding a screen").
 */
export interface ScreenDescriptor {
  /** Its route pattern, from `ROUTE_PATTERNS` (the one place of the app's path strings). */
  path: string;
  /** Its module: a chunk of its own, downloaded on the first visit. */
  load: () => Promise<ScreenModule>;
  /**
   * Its link in the top navigation (the list's order is the navigation's), which the go-to
   * palette offers too; a detail screen has none. `permission`: shown only to a role that has
   * it; opened by URL, the screen itself says who may use it.
   */
  nav?: { label: string; permission?: Permission };
  /**
   * 'g' then this letter goes to the screen: its initial where free, else another letter of
   * its name. Only for a screen with a navigation link.
   */
  goTo?: string;
}
