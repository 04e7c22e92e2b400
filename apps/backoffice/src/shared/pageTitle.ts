import { useEffect } from 'react';

/** The product's name, last in every tab title. */
export const PRODUCT_NAME = 'Back-office';

/**
 * The tab's title for a route: "Request #914 · Back-office". Every screen calls it with its
 * own words once its data names it, so each tab and each history entry is told apart.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
}
