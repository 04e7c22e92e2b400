import { describe, expect, it } from 'vitest';
import {
  DISPLAY_SECTION_NAMES,
  displaySectionName,
  moveDisplayOffice,
  sortDisplaySections,
  displayAddLines,
  displayAddOutcome,
} from './displaySections';

describe('people-and-content §2.4 — the 7 display sections in order', () => {
  /** Each section's rank and the name the spec gives it. */
  const RANKED_NAMES: [number, string][] = [
    [1, 'Hero'],
    [2, 'PARIS 8 (Ignore)'],
    [3, 'PARIS 9 (Ignore)'],
    [4, 'PARIS 10 (Ignore)'],
    [5, 'PARIS +'],
    [6, 'PARIS COWORKING'],
    [7, 'PARIS FLEXIBLE OFFICES'],
  ];

  it('names them in order', () => {
    expect(DISPLAY_SECTION_NAMES).toEqual(RANKED_NAMES.map(([, name]) => name));
  });

  it.each([...RANKED_NAMES, [8, 'Section 8'], [0, 'Section 0']])('rank %i is %s', (rank, name) => {
    expect(displaySectionName({ rank })).toBe(name);
  });

  it('sorts sections by rank', () => {
    const sections = [
      { id: 'b', rank: 3 },
      { id: 'a', rank: 1 },
      { id: 'c', rank: 2 },
    ];
    expect(sortDisplaySections(sections).map((s) => s.id)).toEqual(['a', 'c', 'b']);
  });
});

describe('people-and-content §4 — moving display offices', () => {
  const hero = { id: 1, offices: [10, 11, 12] };
  const plus = { id: 5, offices: [20, 21] };

  it('moves an office to the end of another section', () => {
    expect(moveDisplayOffice(hero, plus, 11)).toEqual({
      ok: true,
      value: { source: 1, target: 5, sourceOffices: [10, 12], targetOffices: [20, 21, 11] },
    });
  });

  it('moves an office to a place in another section', () => {
    const result = moveDisplayOffice(hero, plus, 10, 1);
    expect(result.ok && result.value.targetOffices).toEqual([20, 10, 21]);
    expect(result.ok && result.value.sourceOffices).toEqual([11, 12]);
  });

  it.each([
    [0, [12, 10, 11]],
    [2, [10, 11, 12]],
    [99, [10, 11, 12]],
    [-5, [12, 10, 11]],
  ])('reorders inside a section to index %i', (index, order) => {
    const result = moveDisplayOffice(hero, hero, 12, index);
    expect(result.ok && result.value).toEqual({
      source: 1,
      target: 1,
      sourceOffices: order,
      targetOffices: order,
    });
  });

  it('refuses a section that already has the office', () => {
    expect(moveDisplayOffice(hero, { id: 5, offices: [20, 11] }, 11)).toEqual({
      ok: false,
      message: 'You cannot move an office into a section in which it already exists',
      errors: { target: 'You cannot move an office into a section in which it already exists' },
    });
  });
});

describe('Add Display Office: which ids were added, which were there already', () => {
  it('names the added ones beside the one already there (the server warns of that one only)', () => {
    const outcome = displayAddOutcome([1204, 1409, 1388], {
      message: 'ok',
      warn: 'Already in this section: 1409.',
      error: null,
    });
    expect(outcome).toEqual({ added: [1204, 1388], already: [1409], unknown: [], other: null });
    expect(displayAddLines(outcome)).toEqual([
      { tone: 'success', message: 'Offices added to the section: 1204, 1388' },
      { tone: 'warning', message: 'Already in this section: 1409' },
    ]);
  });

  it('adds nothing when the answer is an error, and names unknown ids', () => {
    const outcome = displayAddOutcome([1409, 99999, 5], {
      message: 'error',
      warn: 'Already in this section: 1409, 5. No office with id 99999.',
      error: 'An error occurred and offices could not be added to section.',
    });
    expect(outcome).toEqual({ added: [], already: [1409, 5], unknown: [99999], other: null });
    expect(displayAddLines(outcome).map((l) => l.tone)).toEqual(['warning', 'critical']);
  });

  it('takes the lists the reference server sends over its warning', () => {
    const outcome = displayAddOutcome([1204, 1409, 99999], {
      message: 'ok',
      warn: 'Already in this section: 1409. No office with id 99999.',
      error: null,
      added: [1204],
      already: [1409],
      unknown: [99999],
    });
    expect(outcome).toEqual({ added: [1204], already: [1409], unknown: [99999], other: null });
    // An id the lists do not give as added is not said to be, whatever the warning leaves out.
    expect(
      displayAddOutcome([7, 8], { message: 'ok', warn: null, added: [7], already: [], unknown: [] })
        .added,
    ).toEqual([7]);
  });

  it('keeps a warning it cannot read, as it is', () => {
    const outcome = displayAddOutcome([4], { message: 'ok', warn: 'Office 4 is unpublished' });
    expect(outcome).toEqual({
      added: [4],
      already: [],
      unknown: [],
      other: 'Office 4 is unpublished',
    });
    expect(displayAddLines(outcome)[1]).toEqual({
      tone: 'warning',
      message: 'Office 4 is unpublished',
    });
  });
});
