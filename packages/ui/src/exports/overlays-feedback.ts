// Public exports of the overlays and feedback family: dialogs, panels, popovers, toasts,
// progress and status.
export * from '../Toast';
export * from '../Modal';
export * from '../AlertDialog';
export * from '../Spinner';
export * from '../EmptyState';
export * from '../ErrorState';
export * from '../Badge';
