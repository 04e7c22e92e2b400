// Loaders rather than components: each screen of this feature is its own lazy chunk.
export const loadLayout = () => import('./Layout');
export { NAV_LINKS, PRODUCT_NAME } from './navigation';
