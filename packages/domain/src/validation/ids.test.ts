import { describe, expect, it } from 'vitest';
import { parseIdList, validateGuestIds, validateOfficeIds } from './ids';

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
