import { useLocation } from 'react-router-dom';
import { currentLinkHref, PageHeader } from '@backoffice/ui';
import { usePageTitle } from '../../shared/pageTitle';
import { NAV_LINKS } from './navigation';
import * as styles from './NotBuiltScreen.css';

/**
 * The screens of the navigation that later issues build. A page of the layout rather than a
 * redirect, so that every link of the spec leads somewhere and says what is missing.
 */
export function NotBuiltScreen() {
  const { pathname } = useLocation();
  const href = currentLinkHref(
    NAV_LINKS.map((l) => l.href),
    pathname,
  );
  const title = NAV_LINKS.find((l) => l.href === href)?.label ?? pathname;
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <PageHeader title={title} />
      <p className={styles.note}>This screen is not built yet.</p>
    </div>
  );
}

export { NotBuiltScreen as Component };
