// The homepage's display sections (people-and-content.md §3).

/** A homepage display section: its rank gives its name (see displaySections.ts). */
export interface DisplaySection {
  id: number;
  rank: number;
  /** Office ids in display order. */
  offices: number[];
}
