// A loader rather than the component: the screen is its own lazy chunk.
export const loadDisplay = () => import('./DisplayScreen');
