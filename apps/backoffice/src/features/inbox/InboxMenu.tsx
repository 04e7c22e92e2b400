import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Popover, Spinner } from '@backoffice/ui';

// The list, its links and its buttons come with the first opening.
const InboxPanel = lazy(() => import('./InboxPanel'));

/**
 * The bell's popover (loaded just after the first paint: the positioning and dialog code is
 * not in any route's first download): the person's inbox, opened from the bell.
 */
export default function InboxMenu({ face }: { face: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      title="Notifications"
      placement="bottom end"
      showArrow={false}
      isOpen={open}
      onOpenChange={setOpen}
      trigger={<Button variant="ghost">{face}</Button>}
    >
      {({ close }) => (
        <Suspense fallback={<Spinner label="Loading your notifications" showLabel size="sm" />}>
          <InboxPanel onNavigate={close} />
        </Suspense>
      )}
    </Popover>
  );
}
