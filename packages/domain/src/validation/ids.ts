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

/**
 * Add favorites to a guest (people-and-content §5), and the office ids of Add Display
 * Office: at least one valid office id, else the spec's message.
 */
export function validateOfficeIds(text: string): Validation<number[], 'officeIds'> {
  const ids = parseIdList(text);
  return validate<number[], 'officeIds'>(
    [['officeIds', ids.length === 0 && M.invalidOfficeIds]],
    () => ids,
  );
}

/**
 * Add to favorites from an office (operations §5): guest ids typed comma separated,
 * non-numeric entries dropped; at least one is needed to send anything.
 */
export function validateGuestIds(text: string): Validation<number[], 'guestIds'> {
  const ids = parseIdList(text);
  return validate<number[], 'guestIds'>(
    [['guestIds', ids.length === 0 && M.invalidGuestIds]],
    () => ids,
  );
}
