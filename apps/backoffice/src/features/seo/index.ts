// A loader rather than the component: the screen is its own lazy chunk (its modals, with the
// rich-text editor, are chunks of their own that load when they open).
export const loadSeo = () => import('./SeoScreen');
