import { lazy } from 'react';
import type { ReactNode } from 'react';
import * as fieldStyles from '../Field/Field.css';
import { Deferred } from '../internal/Deferred';
import { loadOnce } from '../internal/loadOnce';
import type * as FieldsModuleExports from './dateFields';

type FieldsModule = typeof FieldsModuleExports;

/** Loads the date and time fields' chunk (once; again after a failed load). */
export const loadDateFields: () => Promise<FieldsModule> = /* @__PURE__ */ loadOnce(
  () => import('./dateFields'),
);

export const LazyDatePickerField = lazy(() =>
  loadDateFields().then((m) => ({ default: m.DatePickerField })),
);
export const LazyDateRangePickerField = lazy(() =>
  loadDateFields().then((m) => ({ default: m.DateRangePickerField })),
);
export const LazyTimeFieldField = lazy(() =>
  loadDateFields().then((m) => ({ default: m.TimeFieldField })),
);

interface LoadBoundaryProps {
  /** The field as it looks before it works (StandIn). */
  standIn: ReactNode;
  children: ReactNode;
}

/**
 * Shows the stand-in while the field's code loads, and keeps it with a message if the code
 * cannot load (offline), rather than failing the whole screen.
 */
export function FieldLoad({ standIn, children }: LoadBoundaryProps) {
  return (
    <Deferred
      standIn={standIn}
      failed={
        <div>
          {standIn}
          <div role="alert" className={fieldStyles.error}>
            This field could not load. Check the connection and reload the page.
          </div>
        </div>
      }
    >
      {children}
    </Deferred>
  );
}
