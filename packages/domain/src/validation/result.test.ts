import { describe, expect, it } from 'vitest';
import { filled, validate } from './result';

describe('validators — typed results', () => {
  it('returns the value when every check passes', () => {
    expect(
      validate(
        [
          ['a', false],
          ['b', null],
          ['c', undefined],
        ],
        () => 42,
      ),
    ).toEqual({
      ok: true,
      value: 42,
    });
  });

  it('keeps the first error of each field and the first error overall', () => {
    const result = validate(
      [
        ['b', 'b is wrong'],
        ['a', 'a is missing'],
        ['b', 'b is also bad'],
      ],
      () => 0,
    );
    expect(result).toEqual({
      ok: false,
      message: 'b is wrong',
      errors: { b: 'b is wrong', a: 'a is missing' },
    });
  });

  it('does not build the value of an invalid form', () => {
    let built = false;
    validate([['a', 'no']], () => {
      built = true;
    });
    expect(built).toBe(false);
  });

  it.each([
    ['x', true],
    ['  x ', true],
    ['   ', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('filled(%j) is %s', (value, expected) => {
    expect(filled(value)).toBe(expected);
  });
});
