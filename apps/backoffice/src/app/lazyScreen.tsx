import { lazy } from 'react';
import type { ScreenModule } from '@/shared/screens';

/** A lazily loaded screen: its code is its own chunk, downloaded on the first visit. */
export function lazyScreen(load: () => Promise<ScreenModule>) {
  return lazy(() => load().then((m) => ({ default: m.Component })));
}
