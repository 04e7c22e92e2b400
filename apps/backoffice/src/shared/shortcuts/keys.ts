/** Whether the keyboard's shortcuts name ⌘ (a Mac) or Ctrl. */
export function isMac(): boolean {
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ??
    navigator.platform;
  return /mac|iphone|ipad/i.test(platform ?? '');
}

/** The keys as staff read them: 'Ctrl K' or '⌘ K', 'g then o', '?'. */
export function keysText(keys: string, mac: boolean = isMac()): string[] {
  if (keys === 'mod+k') return [mac ? '⌘' : 'Ctrl', 'K'];
  return keys.split(' ');
}

/** The keys as chords, one after another: `[['Ctrl', 'K']]`, `[['g'], ['o']]`. */
export function chordsOf(keys: string, mac: boolean = isMac()): string[][] {
  return keys === 'mod+k' ? [keysText(keys, mac)] : keys.split(' ').map((key) => [key]);
}
