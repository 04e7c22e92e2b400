import { useEffect, useSyncExternalStore } from 'react';
import type { OfficeListItem } from '@backoffice/domain';
import { SeoDescriptionModal } from './SeoDescriptionModal';

// The office whose SEO description modal is open. The menu that opens it lives in a table
// row, which live refresh or a new sort can take out of the list (the office published
// elsewhere, leaving a filtered list) or out of the virtualized window: drawn there, the modal
// and what was typed in it went with the row. It is drawn beside the table instead, by
// `SeoModalHost`, and keeps the office as it was when opened.
let open: OfficeListItem | null = null;
const listeners = new Set<() => void>();

function set(office: OfficeListItem | null) {
  open = office;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the SEO description modal of an office (from its row's menu). */
export function openSeoModal(office: OfficeListItem): void {
  set(office);
}

/** Where the offices list draws the SEO description modal, outside its rows. */
export function SeoModalHost() {
  const office = useSyncExternalStore(subscribe, () => open);
  // Leaving the list closes it: coming back does not find it open.
  useEffect(() => () => set(null), []);
  return office ? (
    <SeoDescriptionModal key={office.id} office={office} onClose={() => set(null)} />
  ) : null;
}
