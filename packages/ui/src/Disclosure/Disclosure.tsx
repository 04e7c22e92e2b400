import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';
import * as styles from './Disclosure.css';
import type { HeadingLevel } from '../internal/heading';

export {
  headingLevels as disclosureHeadingLevels,
  type HeadingLevel as DisclosureHeadingLevel,
} from '../internal/heading';

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
  headingLevel?: HeadingLevel;
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
