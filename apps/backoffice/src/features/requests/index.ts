// Loaders rather than components: the board and the detail are separate lazy chunks.
export const loadRequestsBoard = () => import('./board/BoardScreen');
export const loadRequestDetail = () => import('./detail/DetailScreen');
// The board's filters as last shown, for Export in the top bar: loaded when Export is pressed
// (a static export would bring the route table into every screen's first download).
export const loadBoardView = () => import('./board/lastView');
