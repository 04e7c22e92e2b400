// Loaders rather than components: each screen of this feature is its own lazy chunk.
export const loadLayout = () => import('./Layout');
