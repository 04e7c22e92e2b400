import { useId } from 'react';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';
import { BlockedIcon, ChevronRightIcon } from '../internal/icons';
import * as iconStyles from '../internal/icons.css';
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
   * Why the section cannot be opened now (the rules forbid it): the trigger says
   * `disabledLabel` beside its title and does nothing when pressed, but stays focusable
   * (`aria-disabled`, not `disabled`), with the reason as its accessible description, shown
   * under it on hover and on focus. A `disabled` button could not be focused: neither a
   * keyboard user nor a screen reader would learn why. The content is not drawn.
   * @default undefined
   */
  disabledReason?: string;
  /**
   * What the trigger says, in words, while `disabledReason` is given (never colour alone).
   * @default 'Not possible now'
   */
  disabledLabel?: string;
  /**
   * The level of the heading that holds the trigger.
   * @default 3
   */
  headingLevel?: HeadingLevel;
}

/**
 * A section whose content can be shown or hidden, on React Aria's Disclosure: the trigger is
 * a button inside a heading, with `aria-expanded`, pressed by click, Enter or Space. With a
 * `disabledReason` it cannot be opened, and says why.
 */
export function Disclosure({
  title,
  children,
  isExpanded,
  defaultExpanded = false,
  onExpandedChange,
  isDisabled = false,
  disabledReason,
  disabledLabel = 'Not possible now',
  headingLevel = 3,
}: DisclosureProps) {
  if (disabledReason !== undefined) {
    return (
      <UnavailableDisclosure
        title={title}
        reason={disabledReason}
        label={disabledLabel}
        headingLevel={headingLevel}
      />
    );
  }
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
            <ChevronRightIcon className={iconStyles.inline} />
          </span>
          {title}
        </AriaButton>
      </Heading>
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </AriaDisclosure>
  );
}

/**
 * A disclosure that cannot be opened now, drawn as a closed one: a focusable trigger with
 * `aria-disabled` and no `aria-expanded` (it controls nothing), its reason as its description.
 */
function UnavailableDisclosure({
  title,
  reason,
  label,
  headingLevel,
}: {
  title: string;
  reason: string;
  label: string;
  headingLevel: HeadingLevel;
}) {
  const reasonId = useId();
  return (
    <div className={`${styles.disclosure} ${styles.unavailable}`}>
      <Heading level={headingLevel} className={styles.heading}>
        <AriaButton aria-disabled="true" aria-describedby={reasonId} className={styles.trigger}>
          <span className={styles.chevron} aria-hidden="true">
            <BlockedIcon className={iconStyles.inline} />
          </span>
          {title}
          <span className={styles.unavailableLabel}>{label}</span>
        </AriaButton>
      </Heading>
      <span id={reasonId} role="tooltip" className={styles.reasonTip}>
        {reason}
      </span>
    </div>
  );
}
