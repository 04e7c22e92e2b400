/** The words a list says of its rows: the total, and each state with nothing to show. */
export interface ListWords {
  /** A row, and rows: "contract", "contracts" (the total, the result line). */
  one: string;
  other: string;
  /** Nothing exists yet (no filter narrows the list). */
  empty: { title: string; description?: string };
  /** The filters match nothing; "Reset filters" follows. */
  noResults: { title: string; description?: string };
  /** The rows could not be loaded; the catalogue's message and Retry follow. */
  error: string;
}

/**
 * A list's words from its noun: "contract", "contracts" give "No contracts yet", "No
 * contracts match these filters" and "The contracts could not be loaded". `things` names the
 * rows in those titles when the count says them otherwise ("2 locations", "No SEO location
 * pages yet"); a title or the error message the list words its own way is given whole.
 */
export function listWords({
  one,
  other,
  things = other,
  empty,
  noResults,
  error = `The ${things} could not be loaded`,
}: {
  one: string;
  other: string;
  things?: string;
  empty: { title?: string; description?: string };
  noResults: { description?: string };
  error?: string;
}): ListWords {
  return {
    one,
    other,
    empty: withDescription(empty.title ?? `No ${things} yet`, empty.description),
    noResults: withDescription(`No ${things} match these filters`, noResults.description),
    error,
  };
}

const withDescription = (title: string, description: string | undefined) =>
  description === undefined ? { title } : { title, description };
