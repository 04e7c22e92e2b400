import { MAX_ID } from '../constants';
import { VALIDATION_MESSAGES as M } from './messages';
import { validate, type Validation } from './result';

/**
 * Reads ids typed comma separated: spaces are removed, entries that are not a positive
 * whole number up to MAX_ID are dropped, and an id typed twice is kept once, in the order typed.
 */
export function parseIdList(text: string): number[] {
  const ids: number[] = [];
  for (const entry of text.split(',')) {
    const compact = entry.replace(/\s+/g, '');
    if (!/^\d+$/.test(compact)) continue;
    const id = Number(compact);
    if (id > 0 && id <= MAX_ID && Number.isInteger(id) && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** An entry between commas that is whole numbers separated by spaces only ("894 1407"). */
const SPACED_NUMBERS = /^\d+(?:\s+\d+)+$/;

/**
 * The ids a person seems to have meant when an entry holds several numbers separated by
 * spaces: the spec's rule removes the spaces, so "894 1407" reads as the one id 8941407, which
 * is rarely what was meant. Answers every id of the text read as if spaces separated ids as
 * commas do (the spec's other rules kept: what is not a whole number dropped, each id once),
 * or null when no entry is spaced numbers, or when fewer than two ids come out of it.
 */
export function spaceSeparatedIds(text: string): number[] | null {
  const spaced = text.split(',').some((entry) => SPACED_NUMBERS.test(entry.trim()));
  if (!spaced) return null;
  const ids = parseIdList(text.replace(/\s+/g, ','));
  return ids.length >= 2 ? ids : null;
}

/** "894 and 1407", "12, 13 and 14". */
function inWords(ids: readonly number[]): string {
  const all = ids.map(String);
  return `${all.slice(0, -1).join(', ')} and ${all.at(-1)}`;
}

/**
 * Said before anything is sent when the ids typed hold several numbers separated by spaces
 * (not in the spec): 'Looks like 2 ids: 894 and 1407. Separate them with commas'.
 */
export function spaceSeparatedIdsMessage(ids: readonly number[]): string {
  return `Looks like ${ids.length} ids: ${inWords(ids)}. Separate them with commas`;
}

/**
 * Ids typed comma separated (the spec's rule, parseIdList), refused with a hint when spaces
 * seem to separate several ids, and with `none` when no valid id is left.
 */
function validateIds<F extends string>(
  field: F,
  text: string,
  none: string,
): Validation<number[], F> {
  const spaced = spaceSeparatedIds(text);
  const ids = parseIdList(text);
  return validate<number[], F>(
    [
      [field, spaced !== null && spaceSeparatedIdsMessage(spaced)],
      [field, ids.length === 0 && none],
    ],
    () => ids,
  );
}

/**
 * Add favorites to a guest (people-and-content §5), and the office ids of Add Display
 * Office: at least one valid office id, else the spec's message. Numbers separated by spaces
 * ("894 1407") are not sent as one id: the person is asked to separate them with commas.
 */
export function validateOfficeIds(text: string): Validation<number[], 'officeIds'> {
  return validateIds('officeIds', text, M.invalidOfficeIds);
}

/**
 * Add to favorites from an office (operations §5): guest ids typed comma separated,
 * non-numeric entries dropped; at least one is needed to send anything. Numbers separated by
 * spaces are refused with the same hint as office ids.
 */
export function validateGuestIds(text: string): Validation<number[], 'guestIds'> {
  return validateIds('guestIds', text, M.invalidGuestIds);
}
