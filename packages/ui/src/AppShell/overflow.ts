/**
 * How many of the navigation's links fit on one line, from measured widths: all of them when
 * they fit, otherwise the most leading links that fit beside the "More" button. Widths are in
 * px; `gap` is the space between two items of the list.
 */
export function fittingLinkCount(
  linkWidths: readonly number[],
  available: number,
  moreWidth: number,
  gap: number,
): number {
  // Half a pixel of slack: sub-pixel widths that add up exactly must not push a link out.
  const limit = available + 0.5;
  const all = linkWidths.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, linkWidths.length - 1);
  if (all <= limit) return linkWidths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of linkWidths) {
    if (used + gap + width > limit) break;
    used += gap + width;
    count += 1;
  }
  return count;
}
