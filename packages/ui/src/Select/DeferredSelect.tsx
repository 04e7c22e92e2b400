import { lazy } from 'react';
import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { FieldLoad } from '../DatePicker/fieldLoader';
import type { SelectProps } from './Select';
import { SelectStandIn } from './SelectStandIn';

const LazySelect = lazy(() => import('./Select').then((m) => ({ default: m.Select }))) as <
  K extends Key,
>(
  props: SelectProps<K>,
) => ReactNode;

/**
 * A Select whose code (React Aria's select and list box, about 8 KiB gzip) loads just after
 * the screen's first paint, behind a stand-in that looks the same, as the date fields do: for
 * a route's filter bar, whose first paint must stay light. The choice works once the code is
 * there (a fraction of a second); a Select that must work at once (in a dialog) stays a Select.
 */
export function DeferredSelect<K extends Key = string>(props: SelectProps<K>) {
  return (
    <FieldLoad standIn={<SelectStandIn<K> {...props} />}>
      <LazySelect<K> {...props} />
    </FieldLoad>
  );
}
