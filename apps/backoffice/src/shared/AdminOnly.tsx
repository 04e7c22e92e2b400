import type { ReactNode } from 'react';
import { EmptyState, PageHeader } from '@backoffice/ui';
import { useCan } from './permissions';
import * as states from './states.css';

/**
 * An Admin's screen (Staff, the Security log). Another role that opens it by its URL
 * reads the screen's heading and why it may not use it (domain `permissionRefusal`), and
 * nothing is asked of the server; an Admin gets the screen.
 */
export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const admin = useCan('admin');
  if (admin.allowed) return children;
  return (
    <div className={states.screen}>
      <PageHeader title={title} />
      <div className={states.state}>
        <EmptyState title="Admins only" description={admin.reason} headingLevel={2} />
      </div>
    </div>
  );
}
