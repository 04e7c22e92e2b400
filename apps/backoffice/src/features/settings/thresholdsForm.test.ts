import { describe, expect, it } from 'vitest';
import { STAGE_WAIT_DAYS, THRESHOLD_WORDS, partVersion } from '@backoffice/domain';
import {
  columnTitle,
  daysInWords,
  formOf,
  thresholdsBegunFrom,
  validateThresholds,
} from './thresholdsForm';
import type { ThresholdRow } from './thresholdsForm';

/** The server's answer with nothing set: each open column at its default. */
const DEFAULTS: ThresholdRow[] = [
  { column: 'request_received', days: 2, defaultDays: 2 },
  { column: 'meeting_proposed', days: 3, defaultDays: 3 },
  { column: 'visit_scheduled', days: null, defaultDays: null },
  { column: 'visit_past', days: 3, defaultDays: 3 },
  { column: 'contract_start', days: 5, defaultDays: 5 },
  { column: 'contract_sent', days: 7, defaultDays: 7 },
];

describe('the "Waiting too long" form', () => {
  it('opens on the days the server answers, empty for never', () => {
    expect(formOf(DEFAULTS)).toEqual({
      request_received: 2,
      meeting_proposed: 3,
      visit_scheduled: null,
      visit_past: 3,
      contract_start: 5,
      contract_sent: 7,
    });
  });

  it('sends every open column, in the board’s order, an empty field as never', () => {
    const form = { ...formOf(DEFAULTS), request_received: 60, contract_sent: null };
    expect(validateThresholds(form, DEFAULTS)).toEqual({
      ok: true,
      value: [
        { column: 'request_received', days: 60 },
        { column: 'meeting_proposed', days: 3 },
        { column: 'visit_scheduled', days: null },
        { column: 'visit_past', days: 3 },
        { column: 'contract_start', days: 5 },
        { column: 'contract_sent', days: null },
      ],
    });
  });

  it('refuses 0, a fraction and more than 90 days, each under its own field', () => {
    const form = { ...formOf(DEFAULTS), request_received: 0, visit_past: 2.5, contract_start: 91 };
    const result = validateThresholds(form, DEFAULTS);
    expect(result).toEqual({
      ok: false,
      message: THRESHOLD_WORDS.range,
      errors: {
        request_received: THRESHOLD_WORDS.range,
        visit_past: THRESHOLD_WORDS.range,
        contract_start: THRESHOLD_WORDS.range,
      },
    });
  });

  it('takes the bounds, 1 and 90 days', () => {
    const form = { ...formOf(DEFAULTS), request_received: 1, meeting_proposed: 90 };
    expect(validateThresholds(form, DEFAULTS).ok).toBe(true);
  });

  it('begins from the thresholds as the server versions them', () => {
    // Nothing set: the defaults, whose version the server computes from its rows.
    expect(partVersion('stageThresholds', thresholdsBegunFrom(DEFAULTS))).toBe(
      partVersion('stageThresholds', STAGE_WAIT_DAYS),
    );
    const changed = DEFAULTS.map((row) =>
      row.column === 'request_received' ? { ...row, days: 60 } : row,
    );
    expect(partVersion('stageThresholds', thresholdsBegunFrom(changed))).not.toBe(
      partVersion('stageThresholds', STAGE_WAIT_DAYS),
    );
  });

  it('names the columns as the board does, and the days in words', () => {
    expect(columnTitle('request_received')).toBe('Request received');
    expect(columnTitle('visit_scheduled')).toBe('Visit Scheduled');
    expect(daysInWords(1)).toBe('1 day');
    expect(daysInWords(60)).toBe('60 days');
    expect(daysInWords(null)).toBe('Never');
  });
});
