// Apart from Badge.tsx so that Badge.css.ts can read it. A badge takes every tone.
export { tones as badgeTones } from '../internal/tones';
export type { Tone as BadgeTone } from '../internal/tones';
