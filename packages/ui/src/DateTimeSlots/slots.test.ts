import { describe, expect, it } from 'vitest';
import {
  addSlot,
  allSlotsFilled,
  canAddSlot,
  canRemoveSlot,
  fitSlots,
  focusAfterRemove,
  removeSlot,
  updateSlot,
} from './slots';

describe('adding', () => {
  it('appends an empty slot below the maximum', () => {
    expect(addSlot(['a'], 10)).toEqual(['a', null]);
  });

  it('stops at the maximum', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `s${i}`);
    expect(canAddSlot(ten, 10)).toBe(false);
    expect(addSlot(ten, 10)).toEqual(ten);
    expect(canAddSlot(ten.slice(1), 10)).toBe(true);
  });

  it('does not change the list it was given', () => {
    const slots = ['a'];
    addSlot(slots, 10);
    expect(slots).toEqual(['a']);
  });
});

describe('removing', () => {
  it('removes the slot at the index', () => {
    expect(removeSlot(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c']);
  });

  it('keeps the minimum', () => {
    expect(canRemoveSlot(['a'], 1)).toBe(false);
    expect(removeSlot(['a'], 0, 1)).toEqual(['a']);
    expect(canRemoveSlot(['a', 'b'], 1)).toBe(true);
  });

  it('ignores an index out of range', () => {
    expect(removeSlot(['a', 'b'], 5, 1)).toEqual(['a', 'b']);
    expect(removeSlot(['a', 'b'], -1, 1)).toEqual(['a', 'b']);
  });

  it('sends focus to the slot before, or the first', () => {
    expect(focusAfterRemove(3)).toBe(2);
    expect(focusAfterRemove(0)).toBe(0);
  });
});

describe('updating', () => {
  it('sets one slot', () => {
    expect(updateSlot(['a', null, 'c'], 1, 'b')).toEqual(['a', 'b', 'c']);
    expect(updateSlot(['a', 'b'], 0, null)).toEqual([null, 'b']);
  });
});

describe('allSlotsFilled', () => {
  it('is true only when no slot is empty', () => {
    expect(allSlotsFilled(['a', 'b'])).toBe(true);
    expect(allSlotsFilled(['a', null])).toBe(false);
    expect(allSlotsFilled([undefined])).toBe(false);
  });
});

describe('fitSlots', () => {
  it('pads to the minimum with empty slots', () => {
    expect(fitSlots([], 1, 10)).toEqual([null]);
  });

  it('trims to the maximum', () => {
    expect(fitSlots(['a', 'b', 'c'], 1, 2)).toEqual(['a', 'b']);
  });
});
