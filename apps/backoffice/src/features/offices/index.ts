// Loaders rather than components: each screen of this feature is its own lazy chunk.
export const loadOffices = () => import('./list/OfficesScreen');
export const loadOfficeDetail = () => import('./detail/OfficeDetailScreen');
