import type { Option } from './constants';
import { parisDay, parisToday } from './dates';
import { formatDate } from './format';
import type { Contract, DepositDueDateType, ServiceFeeType } from './types';

/** Contract status, computed from today against the start and end dates. */
export type ContractStatus = 'upcoming' | 'active' | 'expired';

export const CONTRACT_STATUS_LABELS: Readonly<Record<ContractStatus, string>> = {
  upcoming: 'Upcoming',
  active: 'Active',
  expired: 'Expired',
};

/** The status filter of the contracts list. */
export const CONTRACT_STATUS_FILTERS: readonly Option<ContractStatus | 'all'>[] = [
  { value: 'all', label: 'All' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'active', label: 'Active' },
  { value: 'expired', label: 'Expired' },
];

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
