import { useEffect, useId, useRef, useState } from 'react';
import {
  SEO_LINKED_PAGES_MAX,
  VALIDATION_MESSAGES,
  linkCandidates,
  linkedPagesByTitle,
} from '@backoffice/domain';
import type { LinkablePage } from '@backoffice/domain';
import { Button, CheckboxGroup, SearchField } from '@backoffice/ui';
import * as styles from './Seo.css';

export interface LinkedLocationsProps {
  /** The language of the page being edited ("French page"), for the names. */
  languageName: string;
  /** The ids of the pages this page links to. */
  linked: readonly number[];
  /** Every page of this language that could be linked, with its location's title. */
  pages: readonly LinkablePage[];
  /** The page being edited (never offered), or null for a page not saved yet. */
  currentPageId: number | null;
  /** A message for the linked pages from the last save (a refusal by the server). */
  error?: string;
  isDisabled?: boolean;
  onChange: (linked: number[]) => void;
}

/**
 * The locations a page links to (people-and-content §2.3): a search giving a short list of
 * checkboxes (about 120 px high, the page itself left out), then the linked locations sorted
 * by title, each with a remove button. A 16th is refused with a message (§5: at most 15).
 */
export function LinkedLocations({
  languageName,
  linked,
  pages,
  currentPageId,
  error,
  isDisabled = false,
  onChange,
}: LinkedLocationsProps) {
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [refusal, setRefusal] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  // After a remove button takes its row away, focus goes to the row now in its place.
  const focusAfterRemove = useRef<number | null>(null);
  const candidates = linkCandidates(pages, currentPageId, search);
  const linkedPages = linkedPagesByTitle(linked, pages);

  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const buttons = listRef.current?.querySelectorAll('button') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    (next ?? searchRef.current)?.focus();
  }, [linked]);

  const tick = (ticked: string[]) => {
    const shown = new Set(candidates.map((c) => c.id));
    const ids = ticked.map(Number);
    const kept = linked.filter((id) => !shown.has(id) || ids.includes(id));
    const added = ids.filter((id) => !linked.includes(id));
    if (kept.length + added.length > SEO_LINKED_PAGES_MAX) {
      setRefusal(VALIDATION_MESSAGES.tooManyLinkedPages);
      return;
    }
    setRefusal('');
    onChange([...kept, ...added]);
  };

  const remove = (id: number, index: number) => {
    setRefusal('');
    focusAfterRemove.current = index;
    onChange(linked.filter((l) => l !== id));
  };

  return (
    <section className={styles.linking} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        Linked locations
      </h3>
      <SearchField
        ref={searchRef}
        label="Search locations to link"
        value={search}
        onChange={setSearch}
        isDisabled={isDisabled}
      />
      <div className={styles.candidates}>
        {candidates.length > 0 ? (
          <CheckboxGroup
            label={`Locations the ${languageName} page can link to`}
            hideLabel
            options={candidates.map((c) => ({ id: String(c.id), label: c.title }))}
            value={linked.filter((id) => candidates.some((c) => c.id === id)).map(String)}
            onChange={tick}
            isDisabled={isDisabled}
          />
        ) : (
          <p className={styles.note}>No other location matches this search.</p>
        )}
      </div>
      <p role="alert" className={styles.error}>
        {refusal || error || ''}
      </p>
      <p className={styles.note}>{`${linked.length} of ${SEO_LINKED_PAGES_MAX} linked`}</p>
      {linkedPages.length > 0 ? (
        <ul
          ref={listRef}
          className={styles.linked}
          aria-label={`Linked to the ${languageName} page`}
        >
          {linkedPages.map((page, index) => (
            <li key={page.id} className={styles.linkedItem}>
              <span>{page.title}</span>
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                aria-label={`Remove ${page.title}`}
                isDisabled={isDisabled}
                onPress={() => remove(page.id, index)}
              >
                <span aria-hidden="true">×</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
