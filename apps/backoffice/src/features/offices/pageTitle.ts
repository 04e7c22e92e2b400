import { useEffect } from 'react';
import { PRODUCT_NAME } from '../layout';

/**
 * The tab's title for an offices route ("Offices · Back-office"). Issue 15 gives every route
 * its title through the shell; until that lands, these screens set their own this way.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
}
