import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { Button } from '../Button';
import * as layout from '../EmptyState/EmptyState.css';
import { ErrorIllustration } from '../internal/icons';
import type { EmptyStateSize } from '../EmptyState/EmptyState';
import type { HeadingLevel } from '../internal/heading';
import * as styles from './ErrorState.css';

export interface ErrorStateProps {
  /**
   * What failed, in a few words.
   * @default 'Something went wrong'
   */
  title?: string;
  /** The error's message, or what the user can do. */
  description?: ReactNode;
  /** Called by the retry button; without it there is no retry button. */
  onRetry?: () => void;
  /**
   * Label of the retry button.
   * @default 'Try again'
   */
  retryLabel?: string;
  /**
   * Shows the retry button as pending while the new attempt runs.
   * @default false
   */
  isRetrying?: boolean;
  /**
   * Announces the failure when it appears (role `alert`). Turn it off when the error is shown
   * on first load together with other announcements.
   * @default true
   */
  announce?: boolean;
  /**
   * `sm` inside a panel or a table cell, `md` for a whole page area (as EmptyState's).
   * @default 'md'
   */
  size?: EmptyStateSize;
  /**
   * The level of the title's heading, to fit the page's outline.
   * @default 3
   */
  headingLevel?: HeadingLevel;
}

/**
 * What an area shows when loading its content failed, with what happened and a way to try again.
 * Use it in place of a list, a panel or a page that could not load. Use a toast for an action
 * that failed, and a field's error for input that was refused.
 */
export function ErrorState({
  title = 'Something went wrong',
  description,
  onRetry,
  retryLabel = 'Try again',
  isRetrying = false,
  announce = true,
  size = 'md',
  headingLevel = 3,
}: ErrorStateProps) {
  return (
    <div className={layout.root({ size })}>
      {/* The alert wraps only the words, so that the retry button is not read as part of it. */}
      <div role={announce ? 'alert' : undefined} className={styles.message}>
        <span className={`${layout.icon({ size })} ${styles.errorIcon}`} aria-hidden="true">
          <ErrorIllustration />
        </span>
        <Heading level={headingLevel} className={layout.title}>
          {title}
        </Heading>
        {description ? <div className={layout.description}>{description}</div> : null}
      </div>
      {onRetry ? (
        <div className={layout.action}>
          <Button onPress={onRetry} isPending={isRetrying}>
            {retryLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
