import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';
import * as styles from './Disclosure.css';

export const disclosureHeadingLevels = [2, 3, 4] as const;
export type DisclosureHeadingLevel = (typeof disclosureHeadingLevels)[number];

export interface DisclosureProps {
  /** The always-visible heading that shows or hides the content. */
  title: string;
  /** The content shown when expanded. */
  children: ReactNode;
  /** Expanded (controlled). */
  isExpanded?: boolean;
  /**
   * Expanded at first (uncontrolled).
   * @default false
   */
  defaultExpanded?: boolean;
  /** Called with the new expanded state. */
  onExpandedChange?: (isExpanded: boolean) => void;
  /**
   * The trigger cannot be pressed.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * The level of the heading that holds the trigger.
   * @default 3
   */
  headingLevel?: DisclosureHeadingLevel;
}

/**
 * A section whose content can be shown or hidden, on React Aria's Disclosure: the trigger is
 * a button inside a heading, with `aria-expanded`, pressed by click, Enter or Space.
 */
export function Disclosure({
  title,
  children,
  isExpanded,
  defaultExpanded = false,
  onExpandedChange,
  isDisabled = false,
  headingLevel = 3,
}: DisclosureProps) {
  return (
    <AriaDisclosure
      className={styles.disclosure}
      isExpanded={isExpanded}
      defaultExpanded={defaultExpanded}
      onExpandedChange={onExpandedChange}
      isDisabled={isDisabled}
    >
      <Heading level={headingLevel} className={styles.heading}>
        <AriaButton slot="trigger" className={styles.trigger}>
          <span className={styles.chevron} aria-hidden="true">
            ▶
          </span>
          {title}
        </AriaButton>
      </Heading>
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </AriaDisclosure>
  );
}
