export { Skeleton, skeletonHeights, skeletonShapes, skeletonWidths } from './Skeleton';
export type { SkeletonHeight, SkeletonProps, SkeletonShape, SkeletonWidth } from './Skeleton';
