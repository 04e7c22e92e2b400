/**
 * Where each page was scrolled, per history entry, and putting it back on return:
 * the window and every scrolled area inside the page (a list's table, the map search's result
 * list), as react-router's ScrollRestoration does for the window with a data router, which this
 * app does not use (see app/routes.tsx). A scrolled area is found again by its place in the
 * document (its children's indexes from the body) and checked by its tag and role, so no
 * screen has to name its areas.
 */

/** The window's entry in a page's positions. */
const WINDOW = 'window';
/** How long a returning page may take to draw what was scrolled (its code, its rows). */
const RESTORE_WAIT_MS = 5_000;
/** What a person does that ends the wait: their scroll wins. */
const TAKEOVER_EVENTS = ['wheel', 'pointerdown', 'keydown', 'touchstart'] as const;

interface Position {
  /** The element's tag and role, checked when the place is found again. */
  kind: string;
  top: number;
}

type Positions = Map<string, Position>;

const byEntry = new Map<string, Positions>();
const MAX_ENTRIES = 50;

const kindOf = (element: Element) => `${element.tagName}:${element.getAttribute('role') ?? ''}`;

/** The element's place: the indexes of it and its ancestors among their parents' children. */
function placeOf(element: Element): string | null {
  const steps: number[] = [];
  let node: Element | null = element;
  while (node && node !== document.body) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    steps.unshift(Array.prototype.indexOf.call(parent.children, node) as number);
    node = parent;
  }
  return node === document.body ? steps.join('.') : null;
}

function elementAt(place: string): Element | null {
  let node: Element | undefined = document.body;
  for (const step of place.split('.')) {
    node = node?.children[Number(step)];
    if (!node) return null;
  }
  return node ?? null;
}

/** Keeps where `target` is scrolled to, for the entry `key`. */
export function rememberScroll(key: string, target: EventTarget | null): void {
  let positions = byEntry.get(key);
  if (!positions) {
    positions = new Map();
    byEntry.set(key, positions);
    if (byEntry.size > MAX_ENTRIES) byEntry.delete(byEntry.keys().next().value!);
  }
  if (target === document || target === window) {
    positions.set(WINDOW, { kind: WINDOW, top: window.scrollY });
    return;
  }
  if (!(target instanceof Element)) return;
  const place = placeOf(target);
  if (place !== null) positions.set(place, { kind: kindOf(target), top: target.scrollTop });
}

/** Puts one position back; true once it holds (the page is long enough for it). */
function putBack(place: string, position: Position): boolean {
  if (place === WINDOW) {
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollHeight - root.clientHeight < position.top - 1) return false;
    window.scrollTo(window.scrollX, position.top);
    return true;
  }
  const element = elementAt(place);
  if (!element || kindOf(element) !== position.kind) return false;
  if (element.scrollHeight - element.clientHeight < position.top - 1) return false;
  element.scrollTop = position.top;
  return Math.abs(element.scrollTop - position.top) <= 1;
}

/**
 * Scrolls the page back to where the entry `key` was, as its parts come: each frame puts back
 * what is drawn and long enough, until all is back, the person scrolls or presses something,
 * or RESTORE_WAIT_MS pass. Returns the stop.
 */
export function restoreScroll(key: string): () => void {
  const saved = byEntry.get(key);
  if (!saved || saved.size === 0) return () => undefined;
  const pending = new Map([...saved].filter(([, position]) => position.top > 0));
  if (pending.size === 0) return () => undefined;
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of TAKEOVER_EVENTS) window.removeEventListener(type, stop, true);
  };
  const step = () => {
    for (const [place, position] of pending) {
      if (putBack(place, position)) pending.delete(place);
    }
    if (pending.size === 0 || performance.now() - started > RESTORE_WAIT_MS) stop();
    else frame = requestAnimationFrame(step);
  };
  for (const type of TAKEOVER_EVENTS) window.addEventListener(type, stop, true);
  frame = requestAnimationFrame(step);
  return stop;
}
