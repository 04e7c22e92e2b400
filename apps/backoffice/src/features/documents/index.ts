// A loader rather than the component: the documents screen is its own lazy chunk.
export const loadDocuments = () => import('./DocumentsScreen');
