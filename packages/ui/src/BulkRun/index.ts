export { BulkProgress } from './BulkProgress';
export type { BulkProgressProps } from './BulkProgress';
export { BulkSummary, bulkSummaryHeadingLevels } from './BulkSummary';
export type { BulkRefusal, BulkSummaryProps } from './BulkSummary';
