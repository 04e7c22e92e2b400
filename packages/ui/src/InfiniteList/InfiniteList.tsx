import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import * as styles from './InfiniteList.css';
import { useLatest } from '../internal/useLatest';

export interface InfiniteListProps<TItem> {
  /** Names the list. */
  'aria-label': string;
  /** The items loaded so far, in order. New pages are appended by the caller. */
  items: readonly TItem[];
  /** A stable, unique id per item: appended items must not remount the ones above. */
  getItemId: (item: TItem) => string;
  /** Draws an item. */
  renderItem: (item: TItem, index: number) => ReactNode;
  /** Whether another page can be loaded. */
  hasMore: boolean;
  /** Whether a page is loading now; no other is asked for meanwhile. */
  isLoading: boolean;
  /** Asks for the next page (the caller decides its size, e.g. 20). */
  onLoadMore: () => void;
  /**
   * The message of a page that failed to load; a Retry button asks again.
   * @default null
   */
  loadError?: string | null;
  /**
   * The number of items in all, when known: announced, and given as each item's aria-setsize.
   * @default undefined
   */
  totalCount?: number;
  /**
   * Shown when there is nothing at all.
   * @default 'No results'
   */
  emptyLabel?: string;
  /**
   * Shown after the last item.
   * @default 'End of results'
   */
  endLabel?: string;
  /**
   * How far before the end, in pixels, the next page is asked for.
   * @default 200
   */
  threshold?: number;
}

const plural = (n: number) => `${n} ${n === 1 ? 'result' : 'results'}`;

/**
 * A list that loads its next page when its end comes into view (an IntersectionObserver on the
 * list's own scroll box), or when "Load more" is pressed, which is also the keyboard route.
 * Loading, errors and the end of the results are shown at the end of the list and announced.
 * Items already shown stay in place while a page is appended, so the scroll position holds.
 */
export function InfiniteList<TItem>({
  'aria-label': ariaLabel,
  items,
  getItemId,
  renderItem,
  hasMore,
  isLoading,
  onLoadMore,
  loadError = null,
  totalCount,
  emptyLabel = 'No results',
  endLabel = 'End of results',
  threshold = 200,
}: InfiniteListProps<TItem>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  // Whether the footer's button (Load more, Retry) has the focus: when the last page comes in
  // or a failure turns Load more into Retry, that button goes, and focus with it would fall to
  // the page's body. Tracked by focus events: once the button is removed, it is too late to ask.
  const footerFocused = useRef(false);
  const canLoad = hasMore && !isLoading && !loadError;
  const latest = useLatest({ canLoad, onLoadMore });

  const observerRef = useRef<IntersectionObserver | null>(null);
  useEffect(() => {
    const root = scrollRef.current;
    const sentinel = sentinelRef.current;
    if (!root || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && latest.current.canLoad) {
          latest.current.onLoadMore();
        }
      },
      { root, rootMargin: `0px 0px ${threshold}px 0px` },
    );
    observer.observe(sentinel);
    observerRef.current = observer;
    return () => {
      observer.disconnect();
      observerRef.current = null;
    };
  }, [latest, threshold]);

  // The observer reports changes only. When a page did not fill the box, the end is still in
  // view and nothing changes: observing again reports where the end is now.
  useEffect(() => {
    const observer = observerRef.current;
    const sentinel = sentinelRef.current;
    if (!observer || !sentinel || !canLoad) return;
    observer.unobserve(sentinel);
    observer.observe(sentinel);
  }, [canLoad, items.length]);

  // The button that had the focus went (the end reached, or Load more became Retry): the list
  // itself takes it, where its status says what happened.
  useLayoutEffect(() => {
    if (!footerFocused.current) return;
    const active = document.activeElement;
    if (active === null || active === document.body) {
      footerFocused.current = false;
      scrollRef.current?.focus({ preventScroll: true });
    }
  }, [hasMore, loadError]);

  const count = items.length;
  const total = totalCount ?? (hasMore ? undefined : count);
  let status: string;
  if (loadError) status = loadError;
  else if (isLoading) status = count === 0 ? 'Loading results…' : 'Loading more results…';
  else if (count === 0 && !hasMore) status = emptyLabel;
  else if (!hasMore) status = `${endLabel}: ${plural(count)}.`;
  else
    status =
      total === undefined ? `${plural(count)} shown.` : `${count} of ${plural(total)} shown.`;

  return (
    // Focusable, so that the keyboard can scroll it even when its items hold nothing focusable.
    <div ref={scrollRef} className={styles.root} role="group" aria-label={ariaLabel} tabIndex={0}>
      {count > 0 ? (
        <ul className={styles.list} aria-label={ariaLabel} aria-busy={isLoading || undefined}>
          {items.map((item, index) => (
            <li
              key={getItemId(item)}
              className={styles.item}
              aria-setsize={total ?? -1}
              aria-posinset={index + 1}
            >
              {renderItem(item, index)}
            </li>
          ))}
        </ul>
      ) : null}
      <div
        ref={sentinelRef}
        className={styles.footer}
        onFocus={() => (footerFocused.current = true)}
        onBlur={(event) => {
          // A blur towards nothing is the button's removal (handled above), not the person's.
          if (event.relatedTarget !== null) footerFocused.current = false;
        }}
      >
        <p role="status" className={loadError ? styles.error : undefined}>
          {status}
        </p>
        {loadError ? (
          <Button size="sm" onPress={onLoadMore}>
            Retry
          </Button>
        ) : hasMore && (count > 0 || !isLoading) ? (
          // Stays while its page loads (pending, not pressable), so that the focus on it stays:
          // focusing it scrolls the end into view, which asks for the page at once.
          <Button size="sm" variant="ghost" onPress={onLoadMore} isPending={isLoading}>
            Load more
          </Button>
        ) : null}
      </div>
    </div>
  );
}
