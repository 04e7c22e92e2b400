import type { Option } from './constants';
import { parisDay, parisToday } from './dates';
import { formatDate, formatEur, formatPercent } from './format';
import { absoluteLink, listColumns } from './lists';
import type { Contract, DepositDueDateType, ServiceFeeType } from './types';

/** Contract status, computed from today against the start and end dates. */
export type ContractStatus = 'upcoming' | 'active' | 'expired';

export const CONTRACT_STATUS_LABELS: Readonly<Record<ContractStatus, string>> = {
  upcoming: 'Upcoming',
  active: 'Active',
  expired: 'Expired',
};

/** The statuses as the contracts list's status filter offers them (after its "All"). */
export const CONTRACT_STATUSES: readonly Option<ContractStatus>[] = (
  ['upcoming', 'active', 'expired'] as const
).map((value) => ({ value, label: CONTRACT_STATUS_LABELS[value] }));

/**
 * Upcoming before the start day, Active from the start day to the end day (both included),
 * Expired after the end day. Days are Paris days: a contract starting on 1 March is active
 * from midnight in Paris, whatever the machine's zone.
 */
export function contractStatus(
  contract: Pick<Contract, 'contractStartDate' | 'contractEndDate'>,
  now: Date,
): ContractStatus {
  const today = parisToday(now);
  const start = parisDay(contract.contractStartDate);
  const end = parisDay(contract.contractEndDate);
  if (start !== null && today < start) return 'upcoming';
  if (end !== null && today > end) return 'expired';
  return 'active';
}

/** Service fee type labels. */
export const SERVICE_FEE_LABELS: Readonly<Record<ServiceFeeType, string>> = {
  basic: 'Standard fee',
  upfront: 'Super-saver fee',
  monthly: 'Monthly fee',
};

/** The label of a service fee type; an unknown type is shown as sent. */
export function serviceFeeLabel(serviceFee: string): string {
  return (SERVICE_FEE_LABELS as Record<string, string>)[serviceFee] ?? serviceFee;
}

/** Shown when the deposit is due at signature. */
export const DEPOSIT_AT_SIGNATURE = 'At contract signature';
/** Shown when no deposit due date is known. */
export const NOT_AVAILABLE = 'NA';

/** The deposit due date types. */
export const DEPOSIT_DUE_DATE_TYPES: readonly DepositDueDateType[] = [
  'date',
  'at_contract_signature',
];

/**
 * The deposit due date as shown: 'At contract signature' when its type says so, else the
 * date (dd/MM/yyyy), else NA.
 */
export function depositDueText(
  contract: Pick<Contract, 'depositDueDate' | 'depositDueDateType'>,
): string {
  if (contract.depositDueDateType === 'at_contract_signature') return DEPOSIT_AT_SIGNATURE;
  const shown = contract.depositDueDate ? formatDate(contract.depositDueDate) : '';
  return shown || NOT_AVAILABLE;
}

export type ContractSort = 'user_id_asc' | 'user_id_desc';

/** Sort choices of the contracts list. */
export const CONTRACT_SORTS: readonly Option<ContractSort>[] = [
  { value: 'user_id_asc', label: 'User id ascending' },
  { value: 'user_id_desc', label: 'User id descending' },
];

/**
 * The contracts' order when no sort is chosen (the API's default: the newest contract
 * first). The spec names only the user id sorts; the sort select needs a word for neither.
 */
export const CONTRACT_DEFAULT_ORDER_LABEL = 'Newest first';

/** Shown for a contract that has no signature yet (signed date, download). */
export const NOT_SIGNED = 'Not signed';

/** Payment terms as sent are lower-case codes ('monthly'); shown capitalised. */
export function paymentTermsLabel(paymentTermsType: string): string {
  const text = paymentTermsType.replace(/_/g, ' ').trim();
  return text ? `${text[0]?.toUpperCase()}${text.slice(1)}` : NOT_AVAILABLE;
}

/** The two companies of a contract, named by their side. */
export function contractCompaniesText(contract: Pick<Contract, 'host' | 'guest'>): string {
  return `Host: ${contract.host.companyName} · Guest: ${contract.guest.companyName}`;
}

/**
 * The contracts list (operations §2): the 14 columns in the spec's order, for the table and
 * its CSV download. The status is computed from today; the download link is the contract
 * PDF's address ('Not signed' while there is no PDF yet).
 */
export const CONTRACT_COLUMNS = listColumns<Contract>()([
  { key: 'id', header: 'Id', kind: 'number', text: (c) => String(c.id) },
  { key: 'uuid', header: 'UUID', text: (c) => c.contractUuid },
  {
    key: 'status',
    header: 'Status',
    text: (c, { now }) => CONTRACT_STATUS_LABELS[contractStatus(c, now)],
  },
  { key: 'companies', header: 'Companies', text: contractCompaniesText },
  {
    key: 'signedDate',
    header: 'Signed date',
    text: (c) => (c.contractSignedDate ? formatDate(c.contractSignedDate) : NOT_SIGNED),
  },
  {
    key: 'paymentTermsType',
    header: 'Payment terms type',
    text: (c) => paymentTermsLabel(c.paymentTermsType),
  },
  { key: 'serviceFee', header: 'Service fee type', text: (c) => serviceFeeLabel(c.serviceFee) },
  {
    key: 'feePercent',
    header: 'Fee percent',
    kind: 'number',
    text: (c) => formatPercent(c.serviceFeePercentage),
  },
  { key: 'depositDueDate', header: 'Deposit due date', text: depositDueText },
  {
    key: 'depositAmount',
    header: 'Deposit amount',
    kind: 'number',
    text: (c) => (c.depositAmount === null ? NOT_AVAILABLE : formatEur(c.depositAmount)),
  },
  { key: 'start', header: 'Start', text: (c) => formatDate(c.contractStartDate) },
  { key: 'end', header: 'End', text: (c) => formatDate(c.contractEndDate) },
  {
    key: 'amount',
    header: 'Contract amount excluding VAT',
    kind: 'number',
    text: (c) => formatEur(c.totalContractAmountWithoutTax),
  },
  {
    key: 'download',
    header: 'Download link',
    text: (c, { origin }) => (c.downloadPdf ? absoluteLink(c.downloadPdf, origin) : NOT_SIGNED),
  },
]);
