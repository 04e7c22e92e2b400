// A loader rather than the component: the contracts screen is its own lazy chunk.
export const loadContracts = () => import('./ContractsScreen');
