import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import type { ViewportMap } from 'storybook/viewport';

/**
 * The toolbar's viewport presets: Storybook's phone, tablet and desktop sizes, then the
 * windows the back-office is designed for, the same sizes as the screen stories'
 * `parameters.windowSize` (1024 × 768, the smallest laptop it supports; 1440 × 900; 1920 × 1080).
 * The Introduction page lists them from here.
 */
export const viewports = {
  ...MINIMAL_VIEWPORTS,
  laptop1024: {
    name: 'Laptop 1024',
    styles: { width: '1024px', height: '768px' },
    type: 'desktop',
  },
  laptop1440: {
    name: 'Laptop 1440',
    styles: { width: '1440px', height: '900px' },
    type: 'desktop',
  },
  desktop1920: {
    name: 'Desktop 1920',
    styles: { width: '1920px', height: '1080px' },
    type: 'desktop',
  },
} satisfies ViewportMap;
