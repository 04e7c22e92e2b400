export {
  EmptyState,
  emptyStateSizes,
  emptyStateVariants,
  emptyStateHeadingLevels,
} from './EmptyState';
export type {
  EmptyStateProps,
  EmptyStateSize,
  EmptyStateVariant,
  EmptyStateHeadingLevel,
} from './EmptyState';
