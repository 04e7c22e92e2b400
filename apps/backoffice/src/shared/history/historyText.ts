import type { HistoryChange, HistoryEntry } from '@backoffice/api';
import {
  formatHistoryValue,
  historyFieldLabel,
  historyValueLabel,
  publicationStateLabel,
} from '@backoffice/domain';

/** A value longer than this (an SEO text, a note) is cut in the input line. */
const MAX_VALUE_LENGTH = 120;

const cut = (text: string) =>
  text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;

/** Fields recorded as a code: their label says more than the code. */
const CODE_LABELS: Readonly<Record<string, (code: number) => string>> = {
  publicationState: publicationStateLabel,
};

function valueText(field: string, value: unknown): string {
  const label = CODE_LABELS[field];
  if (label && typeof value === 'number') return cut(label(value));
  return cut(historyValueLabel(field, value) ?? formatHistoryValue(value));
}

/**
 * A changed field in words: "Step: request_received → guest_cancelled". A secret (the server
 * keeps neither value, both come as null) is only named: "Password hash changed".
 */
export function changeText({ field, before, after }: HistoryChange): string {
  const label = historyFieldLabel(field);
  if (before === null && after === null) return `${label} changed`;
  return `${label}: ${valueText(field, before)} → ${valueText(field, after)}`;
}

/**
 * What a write that changed no field of the entity sent, in one short line ("Office ids: 12,
 * 15"); null when it sent nothing.
 */
export function inputText(input: HistoryEntry['input']): string | null {
  if (!input) return null;
  const parts = Object.entries(input).map(
    ([field, value]) => `${historyFieldLabel(field)}: ${cut(formatHistoryValue(value))}`,
  );
  return parts.length ? parts.join('; ') : null;
}
