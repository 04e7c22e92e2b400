import type { ReactNode, Ref } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { ExternalIcon } from '../internal/icons';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './Link.css';

export const linkVariants = ['inline', 'standalone'] as const;
export type LinkVariant = (typeof linkVariants)[number];

interface BaseLinkProps {
  /** The `<a>`. */
  ref?: Ref<HTMLAnchorElement>;
  /** The visible text of the link; it is also its accessible name. */
  children: ReactNode;
  /**
   * `inline` inside a sentence (always underlined), `standalone` on its own (a detail row, a
   * card footer: underlined on hover).
   * @default 'inline'
   */
  variant?: LinkVariant;
  /**
   * Drawn as text that is not a link: no href, not focusable, `aria-disabled`.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Marks the link to the current page or step.
   * @default undefined
   */
  'aria-current'?: 'page' | 'step' | 'location' | 'true';
}

export interface LinkProps extends BaseLinkProps {
  /**
   * Where the link goes inside the app, e.g. '/requests/42'. A click goes through React
   * Aria's `RouterProvider` when the app wraps itself in one (client routing, no reload);
   * modifier-clicks (new tab, new window) keep the browser's behaviour.
   */
  href: string;
}

// An in-app link on React Aria's `Link`: focus-visible ring, press state and client routing
// through `RouterProvider` come from React Aria.
/**
 * Goes to another page of the back office. Use it for navigation, in text and in tables; use
 * ExternalLink for another site. Do not use it for actions that change data: that is a Button.
 */
export function Link({ ref, ...props }: LinkProps) {
  const { href, children, variant, isDisabled = false, 'aria-current': ariaCurrent } = props;
  return (
    <AriaLink
      ref={ref}
      // React Aria renders a disabled link as a <span>, but would still copy `href` onto it.
      href={isDisabled ? undefined : href}
      isDisabled={isDisabled}
      aria-current={ariaCurrent}
      className={styles.link({ variant })}
    >
      {children}
    </AriaLink>
  );
}

export interface ExternalLinkProps extends BaseLinkProps {
  /** The full address on another site, e.g. 'https://crm.example.com/deals/42'. */
  href: string;
  /**
   * Added to the accessible name, hidden visually, so that screen-reader users know before
   * following it that the link leaves the current tab.
   * @default '(opens in a new tab)'
   */
  newTabLabel?: string;
}

// A link to another site (a CRM deal, a contract flow's admin view): it opens in a new tab with
// `rel="noopener noreferrer"` (the other site gets neither `window.opener` nor the back-office
// address), shows an "opens in a new tab" icon, and says so in its accessible name.
/**
 * Goes to another site (a CRM deal, a contract's admin view) in a new tab, and says so with an
 * icon and in its accessible name. Use it for every address outside the back office. Do not use
 * it for pages of the back office: that is a Link.
 */
export function ExternalLink({ ref, ...props }: ExternalLinkProps) {
  const {
    href,
    children,
    variant,
    isDisabled = false,
    newTabLabel = '(opens in a new tab)',
    'aria-current': ariaCurrent,
  } = props;
  return (
    <AriaLink
      ref={ref}
      href={isDisabled ? undefined : href}
      target="_blank"
      rel="noopener noreferrer"
      isDisabled={isDisabled}
      aria-current={ariaCurrent}
      className={styles.link({ variant })}
    >
      {children}
      {/* The word joiner keeps the icon on the line of the last word when the text wraps. */}
      <span aria-hidden="true">
        {'\u2060'}
        <ExternalIcon className={styles.externalIcon} />
      </span>
      <span className={visuallyHidden}> {newTabLabel}</span>
    </AriaLink>
  );
}
