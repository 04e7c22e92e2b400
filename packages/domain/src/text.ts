/**
 * Small text helpers written as loops, where the obvious regular expression would be
 * super-linear (`/\/+$/` scans the rest of the text from every slash: a URL of 100,000
 * slashes and one letter takes seconds). Each runs in one pass.
 */

/** The text without the characters `ch` at its end. */
export function trimEndChar(text: string, ch: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === ch) end--;
  return end === text.length ? text : text.slice(0, end);
}

/** A URL or base path without its trailing slashes ('https://x.fr//' → 'https://x.fr'). */
export function withoutTrailingSlashes(url: string): string {
  return trimEndChar(url, '/');
}

/** The parts of a list typed with commas, each trimmed ('12, 15 ,' → ['12', '15', '']). */
export function splitCommas(text: string): string[] {
  return text.split(',').map((part) => part.trim());
}
