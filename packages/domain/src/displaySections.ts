import { splitCommas } from './text';
import type { DisplaySection } from './types';
import type { Toast } from './toasts';
import { VALIDATION_MESSAGES as M } from './validation/messages';
import { validate, type Validation } from './validation/result';

/** The 7 homepage display sections, in order; a section's rank (1 to 7) gives its name. */
export const DISPLAY_SECTION_NAMES = [
  'Hero',
  'PARIS 8 (Ignore)',
  'PARIS 9 (Ignore)',
  'PARIS 10 (Ignore)',
  'PARIS +',
  'PARIS COWORKING',
  'PARIS FLEXIBLE OFFICES',
] as const;

export type DisplaySectionName = (typeof DISPLAY_SECTION_NAMES)[number];

/** The name of a section from its rank (1-based); 'Section N' for a rank out of the table. */
export function displaySectionName(section: Pick<DisplaySection, 'rank'>): string {
  return DISPLAY_SECTION_NAMES[section.rank - 1] ?? `Section ${section.rank}`;
}

/** Add Display Office went through: its answer is 'ok' (wording not in the spec). */
export const DISPLAY_OFFICES_ADDED = 'Offices added to the section';

/** What became of each id of an Add Display Office: added, already in the section, unknown. */
export interface DisplayAddOutcome {
  added: number[];
  already: number[];
  unknown: number[];
  /** The answer's warning when it says more than which ids (shown as it is). */
  other: string | null;
}

const idsAfter = (text: string, label: RegExp): number[] => {
  const match = label.exec(text);
  return match
    ? splitCommas(match[1] ?? '')
        .map(Number)
        .filter(Number.isInteger)
    : [];
};

/**
 * Which of the ids sent were added, which were in the section already and which name no
 * office, from the ids sent and the answer ('ok' or an error, and a warning naming the ids
 * it did not add: 'Already in this section: 1409. No office with id 99999.'). An id the
 * warning does not name was added, unless the answer is an error (nothing was added then).
 */
export function displayAddOutcome(
  sent: readonly number[],
  answer: {
    message?: string | null;
    warn?: string | null;
    error?: string | null;
    added?: readonly number[] | undefined;
    already?: readonly number[] | undefined;
    unknown?: readonly number[] | undefined;
  },
): DisplayAddOutcome {
  // The reference server says which ids went where; another API, in `warn` alone.
  if (answer.added && answer.already && answer.unknown) {
    return {
      added: [...answer.added],
      already: [...answer.already],
      unknown: [...answer.unknown],
      other: null,
    };
  }
  const warn = answer.warn ?? '';
  const already = idsAfter(warn, /already in this section:\s*([\d,\s]+)/i);
  const unknown = idsAfter(warn, /no office with id\s*([\d,\s]+)/i);
  const rest = warn
    .replace(/already in this section:\s*[\d,\s]+\.?/i, '')
    .replace(/no office with id\s*[\d,\s]+\.?/i, '')
    .trim();
  const failed = Boolean(answer.error) || answer.message !== 'ok';
  return {
    added: failed ? [] : sent.filter((id) => !already.includes(id) && !unknown.includes(id)),
    already,
    unknown,
    other: rest || null,
  };
}

/**
 * The lines an Add Display Office outcome is said in, each in its tone (the ids named, never
 * a colour alone): added, already in the section, unknown (not in the spec, which gives only
 * the failure's text).
 */
export function displayAddLines(outcome: DisplayAddOutcome): Toast[] {
  const lines: Toast[] = [];
  if (outcome.added.length)
    lines.push({
      tone: 'success',
      message: `${DISPLAY_OFFICES_ADDED}: ${outcome.added.join(', ')}`,
    });
  if (outcome.already.length)
    lines.push({
      tone: 'warning',
      message: `Already in this section: ${outcome.already.join(', ')}`,
    });
  if (outcome.unknown.length)
    lines.push({ tone: 'critical', message: `No office with id ${outcome.unknown.join(', ')}` });
  if (outcome.other) lines.push({ tone: 'warning', message: outcome.other });
  return lines;
}

/** Sections in display order (by rank). */
export function sortDisplaySections<S extends Pick<DisplaySection, 'rank'>>(
  sections: readonly S[],
): S[] {
  return [...sections].sort((a, b) => a.rank - b.rank);
}

/** What a rearrange sends: both sections with their new office lists. */
export interface RearrangePayload {
  source: number;
  target: number;
  sourceOffices: number[];
  targetOffices: number[];
}

/**
 * Moves an office from one section to another at an index (the end when omitted), or
 * reorders it inside its section. Moving into a section that already has the office is
 * refused with the spec's message.
 */
export function moveDisplayOffice(
  source: Pick<DisplaySection, 'id' | 'offices'>,
  target: Pick<DisplaySection, 'id' | 'offices'>,
  officeId: number,
  index?: number,
): Validation<RearrangePayload, 'target'> {
  const sameSection = source.id === target.id;
  const alreadyThere = !sameSection && target.offices.includes(officeId);
  return validate<RearrangePayload, 'target'>(
    [['target', alreadyThere && M.officeAlreadyInSection]],
    () => {
      const sourceOffices = source.offices.filter((id) => id !== officeId);
      const base = sameSection ? sourceOffices : [...target.offices];
      const at = Math.min(Math.max(0, index ?? base.length), base.length);
      const targetOffices = [...base.slice(0, at), officeId, ...base.slice(at)];
      return {
        source: source.id,
        target: target.id,
        sourceOffices: sameSection ? targetOffices : sourceOffices,
        targetOffices,
      };
    },
  );
}
