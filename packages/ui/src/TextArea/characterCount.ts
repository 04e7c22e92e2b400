/**
 * Counts characters as a person does: by Unicode code point, so that 'é' or an emoji counts
 * once and not as two UTF-16 units.
 */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

/** Whether the text is longer than `max` characters; never true without a maximum. */
export function isOverLimit(text: string, max: number | undefined): boolean {
  return max !== undefined && characterCount(text) > max;
}
