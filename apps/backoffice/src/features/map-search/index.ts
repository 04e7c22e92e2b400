// A loader rather than the component: the screen is its own lazy chunk (its map another).
export const loadMapSearch = () => import('./MapSearchScreen');
