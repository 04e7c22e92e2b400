// Loaders rather than components: the board and the detail are separate lazy chunks.
export const loadRequestsBoard = () => import('./board/BoardScreen');
export const loadRequestDetail = () => import('./detail/DetailScreen');
