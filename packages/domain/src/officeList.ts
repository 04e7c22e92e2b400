import { NOT_AVAILABLE } from './contracts';
import { formatDate } from './format';
import { listColumns } from './lists';
import { officeStatusLabel, publicationStateLabel } from './offices';
import type { Office } from './types';

/**
 * The offices list's columns (operations §2 names the filters and the row actions, not the
 * columns): what a CSM needs to decide on a row, from the Office entity. The table draws the
 * best deal as a switch and the rank as a select; the CSV writes their texts.
 */
export type OfficeListRow = Pick<
  Office,
  | 'id'
  | 'title'
  | 'address'
  | 'addressDetails'
  | 'csm'
  | 'publicationState'
  | 'status'
  | 'market'
  | 'pro'
  | 'createdAt'
  | 'firstPublishedAt'
  | 'isBestDeal'
  | 'rank'
>;

/** Yes / No, for the boolean columns of a list. */
export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

/** The office's address with its zip code: the full address when it has one. */
export function officeAddressText(office: Pick<Office, 'address' | 'addressDetails'>): string {
  return office.addressDetails.fullAddress || office.address;
}

/** The market column: 100 is an office that was off market (its publish asks first). */
export function officeMarketText(market: number | null): string {
  return market === null ? NOT_AVAILABLE : String(market);
}

export const OFFICE_COLUMNS = listColumns<OfficeListRow>()([
  { key: 'id', header: 'Id', kind: 'number', text: (o) => String(o.id) },
  { key: 'title', header: 'Title', text: (o) => o.title.fr },
  {
    key: 'publicationState',
    header: 'Publication state',
    text: (o) => publicationStateLabel(o.publicationState),
  },
  { key: 'status', header: 'Status', text: (o) => officeStatusLabel(o.status) },
  { key: 'bestDeal', header: 'Best deal', text: (o) => yesNo(o.isBestDeal) },
  {
    key: 'rank',
    header: 'Rank',
    kind: 'number',
    text: (o) => (o.rank === null ? NOT_AVAILABLE : String(o.rank)),
  },
  { key: 'address', header: 'Address', text: officeAddressText },
  { key: 'company', header: 'Host company', text: (o) => o.csm.companyName ?? NOT_AVAILABLE },
  { key: 'market', header: 'Market', kind: 'number', text: (o) => officeMarketText(o.market) },
  { key: 'pro', header: 'Pro', text: (o) => yesNo(o.pro) },
  { key: 'createdAt', header: 'Created', text: (o) => formatDate(o.createdAt) },
  {
    key: 'firstPublishedAt',
    header: 'First published',
    text: (o) => (o.firstPublishedAt ? formatDate(o.firstPublishedAt) : 'Never'),
  },
]);

/** The one-line hint under the offices search box (operations §2's syntaxes). */
export const OFFICE_SEARCH_HINT =
  "Office id, reference, '#' host id, '.' company, '-' zip code, or an address";

/** What a row of the offices list needs for its actions, besides its columns. */
export type OfficeListItem = OfficeListRow &
  Pick<Office, 'hasActiveVersion' | 'minCapacity' | 'priceFlexibility' | 'seoDescription'>;

/** Saving the SEO description modal (not in the spec). */
export const SEO_DESCRIPTION_SAVED = 'SEO description saved';
/** A generation that answered without a text (the fields keep what they held). */
export const SEO_DESCRIPTION_NONE_GENERATED =
  'The generation gave no description: the fields are as they were.';

/** Internal notes (operations §5: an empty note is not saved); texts not in the spec. */
export const INTERNAL_NOTE_TEXTS = {
  empty: 'An empty note is not saved: write something first.',
  added: 'Note added',
  saved: 'Note saved',
} as const;

/** The fields of an office that the offices list carries (its slim projection). */
export const OFFICE_LIST_FIELDS = [
  'id',
  'title',
  'address',
  'addressDetails',
  'csm',
  'publicationState',
  'status',
  'market',
  'pro',
  'createdAt',
  'firstPublishedAt',
  'isBestDeal',
  'rank',
  'hasActiveVersion',
  'minCapacity',
  'priceFlexibility',
  'seoDescription',
] as const satisfies readonly (keyof OfficeListItem)[];

/** An office as the offices list carries it: no pictures, host, notes or requests. */
export function toOfficeListItem(office: OfficeListItem): OfficeListItem {
  const item = {} as Record<string, unknown>;
  for (const field of OFFICE_LIST_FIELDS) item[field] = office[field];
  return item as unknown as OfficeListItem;
}
