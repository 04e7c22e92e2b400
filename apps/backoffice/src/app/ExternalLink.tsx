import type { ReactNode } from 'react';
import { visuallyHidden } from '@backoffice/ui/theme';
import { textLink } from './links.css';

/** A link to another site (the CRM, the contract flow's admin): it opens in a new tab. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noreferrer" className={textLink}>
      {children}
      <span aria-hidden="true"> ↗</span>
      <span className={visuallyHidden}> (opens in a new tab)</span>
    </a>
  );
}
