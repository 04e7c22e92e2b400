/**
 * The design system's one tone vocabulary. Every prop that says what kind of message or state
 * something carries (Badge and StatusTag `tone`, Toast tones, menu items, table row tints,
 * the theme's `color.tone` and `color.row` tokens) takes these words and no others:
 * - `neutral`: nothing to signal (the default);
 * - `info`: worth knowing;
 * - `success`: done, confirmed, signed;
 * - `warning`: needs attention soon;
 * - `critical`: failed, blocked, destructive.
 * The colour only repeats the words: a tone is never the only cue.
 */
export const tones = ['neutral', 'info', 'success', 'warning', 'critical'] as const;
export type Tone = (typeof tones)[number];
