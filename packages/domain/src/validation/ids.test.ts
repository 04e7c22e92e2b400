import { describe, expect, it } from 'vitest';
import {
  parseIdList,
  spaceSeparatedIds,
  spaceSeparatedIdsMessage,
  validateGuestIds,
  validateOfficeIds,
} from './ids';

const OFFICE_IDS_MESSAGE =
  "Please add at least one valid office id and make sure multiple id's are separated by a ,";

describe('operations §5 / people-and-content §5 — ids typed comma separated', () => {
  it.each([
    ['1,2,3', [1, 2, 3]],
    [' 1 , 2 ,3 ', [1, 2, 3]],
    ['1 2, 3', [12, 3]],
    ['12,abc,7x,,8', [12, 8]],
    ['5,5,6', [5, 6]],
    ['0,-3,4.5,9', [9]],
    // Beyond the largest id (PostgreSQL integer): names nothing.
    ['2147483647,2147483648,1e20,9007199254740993', [2147483647]],
    ['99999999999999999999', []],
    ['', []],
  ])('%j reads as %o', (text, ids) => {
    expect(parseIdList(text)).toEqual(ids);
  });
});

describe('people-and-content §5 — add favorites office ids', () => {
  it('keeps the valid ids', () => {
    expect(validateOfficeIds('101, x, 102')).toEqual({ ok: true, value: [101, 102] });
  });

  it.each(['', 'abc', ' , ,'])('%j gives the spec message', (text) => {
    expect(validateOfficeIds(text)).toEqual({
      ok: false,
      message: OFFICE_IDS_MESSAGE,
      errors: { officeIds: OFFICE_IDS_MESSAGE },
    });
  });
});

describe('operations §5 — add to favorites guest ids (non-numeric entries dropped)', () => {
  it('keeps the valid ids', () => {
    expect(validateGuestIds('7,guest,8')).toEqual({ ok: true, value: [7, 8] });
  });

  it('needs at least one', () => {
    const result = validateGuestIds('guest');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.guestIds).toMatch(/at least one valid guest id/);
  });
});

describe('numbers separated by spaces: the ids meant, said before anything is sent', () => {
  it.each([
    ['894 1407', [894, 1407]],
    ['  894   1407 ', [894, 1407]],
    ['894\t1407', [894, 1407]],
    ['12, 13 14', [12, 13, 14]],
    ['1 2 3', [1, 2, 3]],
    ['894 1407, abc', [894, 1407]],
  ])('%j looks like %o', (text, ids) => {
    expect(spaceSeparatedIds(text)).toEqual(ids);
  });

  it.each([
    // Commas already separate them, or a single number.
    '894, 1407',
    '894',
    '',
    // Not numbers only: the spec's rule applies as it is.
    '894 abc',
    'office 12',
    // Fewer than two ids once read (0 is no id; the same id twice is one).
    '0 5',
    '1407 1407',
  ])('%j holds no spaced ids', (text) => {
    expect(spaceSeparatedIds(text)).toBeNull();
  });

  it('says how many, which, and what to do', () => {
    expect(spaceSeparatedIdsMessage([894, 1407])).toBe(
      'Looks like 2 ids: 894 and 1407. Separate them with commas',
    );
    expect(spaceSeparatedIdsMessage([12, 13, 14])).toBe(
      'Looks like 3 ids: 12, 13 and 14. Separate them with commas',
    );
  });

  it('office ids: refused with the hint, nothing to send', () => {
    const hint = 'Looks like 2 ids: 894 and 1407. Separate them with commas';
    expect(validateOfficeIds('894 1407')).toEqual({
      ok: false,
      message: hint,
      errors: { officeIds: hint },
    });
  });

  it('guest ids: the same hint', () => {
    const result = validateGuestIds('7 8, 9');
    expect(!result.ok && result.errors.guestIds).toBe(
      'Looks like 3 ids: 7, 8 and 9. Separate them with commas',
    );
  });

  it('the spec rule still reads what is not spaced numbers', () => {
    expect(validateOfficeIds('894, 14 07x')).toEqual({ ok: true, value: [894] });
    expect(validateOfficeIds('1407 1407')).toEqual({ ok: true, value: [14071407] });
  });
});
