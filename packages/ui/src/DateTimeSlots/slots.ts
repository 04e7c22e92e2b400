/**
 * The slot list's rules as pure functions over an array of values (`null` for an unfilled
 * slot), so that the component and its tests share them.
 */

/** Whether another slot may be added. */
export function canAddSlot(slots: readonly unknown[], max: number): boolean {
  return slots.length < max;
}

/** Whether a slot may be removed. */
export function canRemoveSlot(slots: readonly unknown[], min: number): boolean {
  return slots.length > min;
}

/** The list with an empty slot at the end; unchanged at the maximum. */
export function addSlot<V>(slots: readonly (V | null)[], max: number): (V | null)[] {
  return canAddSlot(slots, max) ? [...slots, null] : [...slots];
}

/** The list without the slot at `index`; unchanged at the minimum or out of range. */
export function removeSlot<V>(
  slots: readonly (V | null)[],
  index: number,
  min: number,
): (V | null)[] {
  if (!canRemoveSlot(slots, min) || index < 0 || index >= slots.length) return [...slots];
  return slots.filter((_, i) => i !== index);
}

/** The list with the slot at `index` set to `value`. */
export function updateSlot<V>(
  slots: readonly (V | null)[],
  index: number,
  value: V | null,
): (V | null)[] {
  return slots.map((slot, i) => (i === index ? value : slot));
}

/** Whether every slot is filled (the spec's 'Please fill in all the slots' rule). */
export function allSlotsFilled(slots: readonly unknown[]): boolean {
  return slots.every((slot) => slot !== null && slot !== undefined);
}

/** Pads or trims a list to fit between `min` and `max` slots (for an initial value). */
export function fitSlots<V>(slots: readonly (V | null)[], min: number, max: number): (V | null)[] {
  const fitted = slots.slice(0, max);
  while (fitted.length < min) fitted.push(null);
  return fitted;
}

/** Where focus goes after removing the slot at `index`: the slot before it, or the first. */
export function focusAfterRemove(index: number): number {
  return Math.max(0, index - 1);
}
