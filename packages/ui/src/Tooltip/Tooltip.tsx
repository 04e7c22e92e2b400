import type { ReactElement } from 'react';
import { OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import * as styles from './Tooltip.css';

export const tooltipPlacements = ['top', 'bottom', 'start', 'end'] as const;
export type TooltipPlacement = (typeof tooltipPlacements)[number];

export interface TooltipProps {
  /** The text shown; it becomes the trigger's accessible description. */
  content: string;
  /**
   * The element described: a `Button` (or another React Aria focusable element), so that
   * the tooltip also opens on keyboard focus.
   */
  children: ReactElement;
  /**
   * Where the tooltip opens relative to its trigger; it flips when there is no room.
   * @default 'top'
   */
  placement?: TooltipPlacement;
  /**
   * Milliseconds of hover before the tooltip opens (focus opens it at once).
   * @default 600
   */
  delay?: number;
  /**
   * Opens the tooltip from the start (stories, onboarding).
   * @default false
   */
  defaultOpen?: boolean;
}

// A short description shown on hover and on keyboard focus, hidden by Escape (React Aria's
// TooltipTrigger). Never put the only copy of important information or an action in it.
/**
 * A short description shown on hover and keyboard focus, such as the name of an icon-only
 * button. Use it to name or briefly explain a control. Never put the only copy of important
 * information or an action in it: people on touch screens and many screen-reader users will not
 * see it.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 600,
  defaultOpen = false,
}: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} defaultOpen={defaultOpen}>
      {children}
      <AriaTooltip placement={placement} offset={8} className={styles.tooltip}>
        <OverlayArrow>
          <svg viewBox="0 0 8 8" className={styles.arrow} aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
