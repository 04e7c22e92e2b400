import type { ApiClient, CallControl } from '@backoffice/api';
import type { BulkActionKey, BulkNoun } from '@backoffice/domain';

/**
 * One action a selection offers: its words (domain BULK_ACTIONS), the single
 * write of one item (the same call, permission and rule as the action on one record), and
 * whether it asks twice before it runs.
 */
export interface BulkAction {
  key: BulkActionKey;
  /** The write of one item: its key and the run's signal are in `control`. */
  act: (client: ApiClient, id: number, control: CallControl) => Promise<unknown>;
  /** Asks "Sure?" on the button itself before it runs (confirm twice). */
  confirm?: boolean;
}

/** A list's or the board's work in bulk: its records' name and its actions. */
export interface BulkOptions {
  noun: BulkNoun;
  actions: readonly BulkAction[];
}
