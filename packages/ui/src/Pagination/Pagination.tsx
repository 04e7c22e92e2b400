import { useLayoutEffect, useRef } from 'react';
import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { useLocale } from 'react-aria-components';
import { Icon } from '../Icon';
import type { IconName } from '../Icon';
import { TriggerChevron } from '../internal/TriggerChevron';
import * as styles from './Pagination.css';
import { clampPage, itemRange, pageCountOf, pageWindow } from './pageWindow';

/** The page sizes the spec allows, and the default one. */
export const pageSizeOptions = [20, 50, 100, 500, 1000] as const;
export const defaultPageSize = 50;

/** Every text of the pagination, for another language or wording. */
export interface PaginationLabels {
  /** Names the navigation landmark. */
  navigation: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  /** The accessible name of a page button. */
  page: (page: number) => string;
  /** The label of the page-size select. */
  pageSize: string;
  /** The range shown, e.g. "51–100 of 1,234". */
  range: (from: string, to: string, total: string) => string;
  /** Shown instead of the range when there are no items. */
  noItems: string;
}

const defaultLabels: PaginationLabels = {
  navigation: 'Pagination',
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  page: (page) => `Page ${page}`,
  pageSize: 'Rows per page',
  range: (from, to, total) => `${from}–${to} of ${total}`,
  noItems: 'No items',
};

export interface PaginationProps {
  /** The current page, from 1. A page past the end is shown as the last page. */
  page: number;
  /** How many items the list has in all, across pages. */
  totalItems: number;
  /** Called with the page asked for. */
  onPageChange: (page: number) => void;
  /**
   * Items per page.
   * @default 50
   */
  pageSize?: number;
  /**
   * The sizes offered in the page-size select.
   * @default [20, 50, 100, 500, 1000]
   */
  pageSizes?: readonly number[];
  /** Called with the size chosen. Without it there is no page-size select. */
  onPageSizeChange?: (pageSize: number) => void;
  /**
   * Disables every control, for example while the next page loads.
   * @default false
   */
  isDisabled?: boolean;
  /** Replaces some or all of the texts. */
  labels?: Partial<PaginationLabels>;
}

/**
 * Page navigation for a list: First, Previous, the current page with two on each side, Next
 * and Last, plus the range shown and a page-size select. It is a `nav` landmark; the current
 * page's button carries `aria-current="page"`.
 */
export function Pagination({
  page,
  totalItems,
  onPageChange,
  pageSize = defaultPageSize,
  pageSizes = pageSizeOptions,
  onPageSizeChange,
  isDisabled = false,
  labels: labelOverrides,
}: PaginationProps) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const { locale } = useLocale();
  const format = new Intl.NumberFormat(locale).format;
  const pageCount = pageCountOf(totalItems, pageSize);
  const current = clampPage(page, pageCount);
  const pages = pageWindow(current, pageCount);
  const range = itemRange(current, pageSize, totalItems);
  const atStart = current <= 1;
  const atEnd = current >= pageCount;

  const go = (target: number) => {
    if (target !== current) onPageChange(target);
  };

  // Last (or Next onto the last page) disables the button just pressed, and a disabled button
  // loses the focus to the page's body; so does every button while `isDisabled`. The focus
  // then goes to the current page's button, which says where the list is now.
  const navRef = useRef<HTMLElement>(null);
  const hasFocus = useRef(false);
  useLayoutEffect(() => {
    const nav = navRef.current;
    if (!hasFocus.current || !nav) return;
    const active = document.activeElement;
    // Chromium moves the focus off a button that became disabled only at the next rendering.
    const lost =
      active === null ||
      active === document.body ||
      (nav.contains(active) && active.matches(':disabled'));
    if (!lost) return;
    nav.querySelector<HTMLElement>('[aria-current="page"]:not(:disabled)')?.focus();
  }, [current, atStart, atEnd, isDisabled]);

  return (
    <nav
      ref={navRef}
      aria-label={labels.navigation}
      className={styles.root}
      onFocus={() => (hasFocus.current = true)}
      onBlur={(event) => {
        // A blur towards nothing is a button disabled or gone (handled above), not the person's.
        if (event.relatedTarget !== null) hasFocus.current = false;
      }}
    >
      <div className={styles.summary}>
        <span>
          {range
            ? labels.range(format(range.from), format(range.to), format(totalItems))
            : labels.noItems}
        </span>
        {onPageSizeChange ? (
          <Select
            className={styles.select}
            value={pageSize}
            onChange={(key) => {
              if (key !== null) onPageSizeChange(Number(key));
            }}
            isDisabled={isDisabled}
          >
            <Label className={styles.selectLabel}>{labels.pageSize}</Label>
            <AriaButton className={styles.selectButton}>
              <SelectValue />
              <TriggerChevron />
            </AriaButton>
            <Popover className={styles.popover}>
              <ListBox className={styles.listBox}>
                {pageSizes.map((size) => (
                  <ListBoxItem
                    key={size}
                    id={size}
                    textValue={String(size)}
                    className={styles.option}
                  >
                    {format(size)}
                  </ListBoxItem>
                ))}
              </ListBox>
            </Popover>
          </Select>
        ) : null}
      </div>
      <ul className={styles.list}>
        <StepButton
          label={labels.first}
          icon="chevronsLeft"
          isDisabled={isDisabled || atStart}
          onPress={() => go(1)}
        />
        <StepButton
          label={labels.previous}
          icon="chevronLeft"
          isDisabled={isDisabled || atStart}
          onPress={() => go(current - 1)}
        />
        {pages.map((p) => (
          <li key={p}>
            <AriaButton
              className={styles.page({ current: p === current })}
              aria-label={labels.page(p)}
              aria-current={p === current ? 'page' : undefined}
              isDisabled={isDisabled}
              onPress={() => go(p)}
            >
              {format(p)}
            </AriaButton>
          </li>
        ))}
        <StepButton
          label={labels.next}
          icon="chevronRight"
          isDisabled={isDisabled || atEnd}
          onPress={() => go(current + 1)}
        />
        <StepButton
          label={labels.last}
          icon="chevronsRight"
          isDisabled={isDisabled || atEnd}
          onPress={() => go(pageCount)}
        />
      </ul>
    </nav>
  );
}

/** A button to the first, previous, next or last page, named by `label`, drawn as `icon`. */
function StepButton({
  label,
  icon,
  isDisabled,
  onPress,
}: {
  label: string;
  icon: IconName;
  isDisabled: boolean;
  onPress: () => void;
}) {
  return (
    <li>
      <AriaButton
        className={styles.page()}
        aria-label={label}
        isDisabled={isDisabled}
        onPress={onPress}
      >
        <Icon name={icon} />
      </AriaButton>
    </li>
  );
}
