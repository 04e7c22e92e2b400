import { lazy } from 'react';
import type { ComponentType } from 'react';

/** A screen module, as React Router's lazy route modules are shaped: it exports `Component`. */
export interface ScreenModule {
  Component: ComponentType;
}

/** A lazily loaded screen: its code is its own chunk, downloaded on the first visit. */
export function lazyScreen(load: () => Promise<ScreenModule>) {
  return lazy(() => load().then((m) => ({ default: m.Component })));
}
