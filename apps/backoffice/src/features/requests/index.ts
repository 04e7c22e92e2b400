// Loaders rather than components: the board and the detail are separate lazy chunks.
export const loadRequestsBoard = () => import('./board/BoardScreen');
export const loadRequestDetail = () => import('./detail/DetailScreen');
// Export of the board's filters as last shown, for the top bar: loaded when Export is pressed
// (a static export would bring its code into every screen's first download).
export const loadBoardExport = () => import('./board/exportBoard');
