import { lazy, Suspense } from 'react';
import type { AssignDialogProps } from './AssignDialog';

// The dialog (a modal and a select) is fetched when first opened: neither the board nor the
// request's page pays for it in its first download.
const AssignDialog = lazy(() => import('./AssignDialog'));

/** "Assign to…", loaded on first use; drawn while the screen keeps it mounted. */
export function LazyAssignDialog(props: AssignDialogProps) {
  return (
    <Suspense fallback={null}>
      <AssignDialog {...props} />
    </Suspense>
  );
}
