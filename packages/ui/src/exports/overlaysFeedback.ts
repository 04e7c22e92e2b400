// Public exports of the overlays and feedback family: dialogs, panels, popovers, toasts,
// progress and status.
export * from '../Toast';
export * from '../Modal';
export * from '../AlertDialog';
export * from '../SidePanel';
export * from '../Popover';
export * from '../Tooltip';
export * from '../ImagePreview';
export * from '../Spinner';
export * from '../ProgressBar';
export * from '../Skeleton';
export * from '../EmptyState';
export * from '../ErrorState';
export * from '../Badge';
export * from '../CommandPalette';
