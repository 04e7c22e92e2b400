import type { DisplaySection } from './types';
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
