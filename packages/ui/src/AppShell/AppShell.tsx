import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import * as styles from './AppShell.css';
import { currentLinkHref } from './currentLink';

/** One entry of the top navigation. */
export interface NavLinkItem {
  href: string;
  label: string;
}

/** What `renderLink` receives to draw one navigation link. */
export interface AppShellLinkProps {
  href: string;
  /** The design system's link class: pass it on to keep the look. */
  className: string;
  /** `'page'` on the link of the current page. */
  'aria-current': 'page' | undefined;
  children: ReactNode;
}

export interface AppShellProps {
  /** The product name at the start of the bar. */
  title: string;
  /**
   * Where the product name links to.
   * @default '/'
   */
  titleHref?: string;
  /** The top navigation, in order. */
  links: NavLinkItem[];
  /** The current location's path; the link it falls under is marked `aria-current="page"`. */
  currentPath: string;
  /**
   * Draws a link (the product name and each navigation link), so the app can plug in its
   * router's link. Without it, React Aria's `Link` is used, which follows a RAC
   * `RouterProvider` when there is one.
   */
  renderLink?: (props: AppShellLinkProps) => ReactNode;
  /**
   * Names the navigation landmark.
   * @default 'Main'
   */
  navigationLabel?: string;
  /** Controls at the end of the bar, before the user menu (an Export button, a theme switch). */
  actions?: ReactNode;
  /** The signed-in user's menu, usually a `UserMenu`. */
  userMenu?: ReactNode;
  /**
   * The text of the skip link, the first stop of the keyboard.
   * @default 'Skip to main content'
   */
  skipLinkLabel?: string;
  /**
   * The id of the `main` element the skip link goes to.
   * @default 'main-content'
   */
  mainId?: string;
  /** The page. */
  children: ReactNode;
}

const defaultRenderLink = ({ href, className, children, ...rest }: AppShellLinkProps) => (
  <Link href={href} className={className} aria-current={rest['aria-current']}>
    {children}
  </Link>
);

/**
 * The frame of every screen: a skip link, a top bar (banner) with the product name, the
 * navigation landmark marking the current page, actions and the user menu, then `main`.
 */
export function AppShell({
  title,
  titleHref = '/',
  links,
  currentPath,
  renderLink = defaultRenderLink,
  navigationLabel = 'Main',
  actions,
  userMenu,
  skipLinkLabel = 'Skip to main content',
  mainId = 'main-content',
  children,
}: AppShellProps) {
  const current = currentLinkHref(
    links.map((l) => l.href),
    currentPath,
  );
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        {/* A plain anchor: it jumps within the page, which no router should intercept. It sits
            in the banner so that all content is in a landmark. */}
        <a href={`#${mainId}`} className={styles.skipLink}>
          {skipLinkLabel}
        </a>
        {renderLink({
          href: titleHref,
          className: styles.brand,
          'aria-current': undefined,
          children: title,
        })}
        <nav aria-label={navigationLabel} className={styles.nav}>
          <ul className={styles.navList}>
            {links.map((link) => (
              <li key={link.href}>
                {renderLink({
                  href: link.href,
                  className: styles.navLink,
                  'aria-current': link.href === current ? 'page' : undefined,
                  children: link.label,
                })}
              </li>
            ))}
          </ul>
        </nav>
        {actions || userMenu ? (
          <div className={styles.end}>
            {actions}
            {userMenu}
          </div>
        ) : null}
      </header>
      {/* tabIndex -1: the skip link moves focus here, not only the scroll position. */}
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
