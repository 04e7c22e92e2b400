// Apart from Badge.tsx so that Badge.css.ts can read it.
export const badgeTones = ['success', 'danger', 'warning', 'info', 'neutral'] as const;
export type BadgeTone = (typeof badgeTones)[number];
