import { lazy, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Deferred } from '../internal/Deferred';
import * as styles from './AppShell.css';
import { currentLinkHref } from './currentLink';
import { MoreFace } from './MoreFace';
import { fittingLinkCount } from './overflow';

// The More menu (React Aria's menu and popover) loads just after the first paint, behind a
// stand-in drawn with the More button's classes: a route's first paint carries its look only.
const MoreMenu = lazy(() => import('./MoreMenu').then((m) => ({ default: m.MoreMenu })));

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
  /**
   * The label of the menu that holds the links that do not fit on the bar's line.
   * @default 'More'
   */
  moreLabel?: string;
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
 * Measures the navigation and returns how many leading links fit on its line. A hidden copy
 * of every link (and of the More button) gives their widths; a ResizeObserver re-measures when
 * the bar's width or a label's width (fonts, theme) changes.
 */
function useFittingLinks(linkCount: number) {
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState(linkCount);
  useLayoutEffect(() => {
    const nav = navRef.current;
    const layer = measureRef.current;
    if (!nav || !layer) return;
    const measure = () => {
      const items = Array.from(layer.children) as HTMLElement[];
      const more = items.pop();
      if (!more) return;
      const widths = items.map((item) => item.getBoundingClientRect().width);
      // Not laid out yet (or hidden): keep the last count rather than move every link.
      if (widths.every((width) => width === 0)) return;
      const gap = Number.parseFloat(getComputedStyle(layer).columnGap) || 0;
      setCount(
        fittingLinkCount(
          widths,
          nav.getBoundingClientRect().width,
          more.getBoundingClientRect().width,
          gap,
        ),
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(nav);
    for (const item of Array.from(layer.children)) observer.observe(item);
    return () => observer.disconnect();
  }, [linkCount]);
  return { navRef, measureRef, count: Math.min(count, linkCount) };
}

/**
 * The frame of every screen: a skip link, a top bar (banner) with the product name, the
 * navigation landmark marking the current page, actions and the user menu, then `main`.
 * The links stay on one line: those that do not fit move, in order, to a "More" menu (React
 * Aria), where the current page's entry keeps `aria-current="page"` and the More button shows
 * the current-page mark.
 */
export function AppShell({
  title,
  titleHref = '/',
  links,
  currentPath,
  renderLink = defaultRenderLink,
  navigationLabel = 'Main',
  moreLabel = 'More',
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
  const { navRef, measureRef, count } = useFittingLinks(links.length);
  const shown = links.slice(0, count);
  const overflow = links.slice(count);
  const currentInOverflow = overflow.some((link) => link.href === current);
  return (
    <div className={styles.shell}>
      <header className={styles.bar} data-app-shell-bar="">
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
        <nav ref={navRef} aria-label={navigationLabel} className={styles.nav}>
          <ul className={styles.navList}>
            {shown.map((link) => (
              <li key={link.href}>
                {renderLink({
                  href: link.href,
                  className: styles.navLink,
                  'aria-current': link.href === current ? 'page' : undefined,
                  children: link.label,
                })}
              </li>
            ))}
            {overflow.length > 0 ? (
              <li>
                <Deferred
                  standIn={
                    <span
                      className={styles.more}
                      data-current={currentInOverflow || undefined}
                      aria-busy="true"
                    >
                      <MoreFace label={moreLabel} />
                    </span>
                  }
                >
                  <MoreMenu label={moreLabel} links={overflow} current={current} />
                </Deferred>
              </li>
            ) : null}
          </ul>
          {/* Widths only: a hidden copy of every link and of More, out of the layout. */}
          <div ref={measureRef} className={styles.measure} aria-hidden="true">
            {links.map((link) => (
              <span key={link.href} className={styles.navLink}>
                {link.label}
              </span>
            ))}
            <span className={styles.more}>
              <MoreFace label={moreLabel} />
            </span>
          </div>
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
