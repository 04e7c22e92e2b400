import {
  BOARD_COLUMNS,
  THRESHOLD_WORDS,
  thresholdProblem,
  thresholdsOf,
  validate,
} from '@backoffice/domain';
import type { BoardColumnKey, StageThresholds, Validation } from '@backoffice/domain';
import type { StageThresholdsAnswer } from '@backoffice/api';

/** One open column's threshold as the server answers it: its days and its default. */
export type ThresholdRow = StageThresholdsAnswer['thresholds'][number];

/** The form: each open column's days, `null` while its field is empty (never). */
export type ThresholdsForm = Partial<Record<BoardColumnKey, number | null>>;

/** What Save sends: every open column the form shows, with its days or null for never. */
export type ThresholdsValue = { column: BoardColumnKey; days: number | null }[];

/** The form as the answer reads: one field per open column, in the board's order. */
export function formOf(rows: readonly ThresholdRow[]): ThresholdsForm {
  return Object.fromEntries(rows.map((row) => [row.column, row.days]));
}

/**
 * The thresholds an edit began from, as the domain's version of them reads them (each
 * column's days, the defaults for the columns the answer leaves out): a save sends their
 * version, and the server refuses it when another Admin saved since.
 */
export function thresholdsBegunFrom(rows: readonly ThresholdRow[]): StageThresholds {
  return thresholdsOf(rows.map(({ column, days }) => ({ column, days })));
}

/**
 * The form's own checks before any call (the server makes them too): each field empty
 * (never) or a whole number of days in range, its message under it (domain `thresholdProblem`).
 */
export function validateThresholds(
  form: ThresholdsForm,
  rows: readonly ThresholdRow[],
): Validation<ThresholdsValue, BoardColumnKey> {
  const days = (column: BoardColumnKey) => form[column] ?? null;
  return validate<ThresholdsValue, BoardColumnKey>(
    rows.map(({ column }) => [column, thresholdProblem(days(column))] as const),
    () => rows.map(({ column }) => ({ column, days: days(column) })),
  );
}

/** A column's title as the board shows it ("Request received"). */
export function columnTitle(column: BoardColumnKey): string {
  return BOARD_COLUMNS.find((c) => c.key === column)?.title ?? column;
}

/** A threshold in words: "1 day", "3 days", "Never". */
export function daysInWords(days: number | null): string {
  if (days === null) return THRESHOLD_WORDS.never;
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
