/**
 * Office pictures of the demo data: a dozen drawn offices served by this server under
 * /media/offices/, so that pages show pictures without reaching the internet.
 */
export const PICTURE_COUNT = 12;
export const MEDIA_PREFIX = '/media/offices/';

/** `count` picture URLs for an office, starting from a picture chosen by its id. */
export function officePictures(officeId: number, count: number): string[] {
  return Array.from(
    { length: count },
    (_, k) => `${MEDIA_PREFIX}${((officeId + k) % PICTURE_COUNT) + 1}.svg`,
  );
}

const PALETTES = [
  ['#e8eef6', '#9fb4cf', '#40587a'],
  ['#f3ece2', '#d2b48c', '#7a5a3a'],
  ['#e9f3ec', '#9cc7a8', '#3c6e4c'],
  ['#f5e9ec', '#d39aa8', '#7a3d4d'],
  ['#eeeaf6', '#ab9fd0', '#4d4180'],
  ['#f4f1e4', '#d6c97c', '#746a2c'],
] as const;

/** The SVG of picture n (1 to 12): a room with a window, desks and a plant. */
export function officePictureSvg(n: number): string | null {
  if (!Number.isInteger(n) || n < 1 || n > PICTURE_COUNT) return null;
  const [wall, accent, dark] = PALETTES[(n - 1) % PALETTES.length] as readonly [
    string,
    string,
    string,
  ];
  const desks = 2 + (n % 3);
  const deskWidth = 560 / desks;
  const deskShapes = Array.from({ length: desks }, (_, k) => {
    const x = 40 + k * deskWidth;
    return `<rect x="${x + 10}" y="300" width="${deskWidth - 20}" height="16" fill="${dark}"/><rect x="${x + 20}" y="316" width="8" height="70" fill="${dark}"/><rect x="${x + deskWidth - 28}" y="316" width="8" height="70" fill="${dark}"/><rect x="${x + deskWidth / 2 - 30}" y="250" width="60" height="42" rx="4" fill="#2b2b2b"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420" viewBox="0 0 640 420"><rect width="640" height="420" fill="${wall}"/><rect y="386" width="640" height="34" fill="${accent}"/><rect x="${60 + (n % 4) * 90}" y="50" width="220" height="150" fill="#cfe6f7" stroke="${dark}" stroke-width="8"/><line x1="${170 + (n % 4) * 90}" y1="50" x2="${170 + (n % 4) * 90}" y2="200" stroke="${dark}" stroke-width="6"/>${deskShapes}<circle cx="590" cy="300" r="26" fill="#4f8a4f"/><rect x="578" y="320" width="24" height="66" fill="#8a5a3a"/></svg>`;
}
