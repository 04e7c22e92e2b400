import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright';
import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext, waitForPageReady } from '@storybook/test-runner';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';

const snapshotsDir = path.join(process.cwd(), '.storybook', '__screenshots__');
/** `pnpm test-storybook -u` (scripts/test-storybook.mjs says so): pictures are written. */
const updating = process.env.STORYBOOK_UPDATE_SNAPSHOTS === '1';

/** A story's committed picture, or null when it has none yet. */
function readBaseline(id: string): Buffer | null {
  try {
    return readFileSync(path.join(snapshotsDir, `${id}.png`));
  } catch {
    return null;
  }
}

interface ScreenshotParameters {
  /** Set to false for a story whose pixels cannot be stable (a live clock, a canvas map). */
  disable?: boolean;
  /** Wait this long after the play function before the picture (for an entry animation). */
  delay?: number;
}

/**
 * What a play function may ask of the real keyboard (`window.__realInput`, see
 * `packages/ui/src/RichTextEditor/realInput.ts`): trusted key presses, typed text and an IME
 * composition go through Chromium's own input pipeline, as a person's would, where
 * user-event only dispatches synthetic events.
 */
type RealInput =
  | { kind: 'click'; x: number; y: number }
  | { kind: 'press'; key: string }
  | { kind: 'type'; text: string }
  | { kind: 'compose'; steps: string[]; commit: string };

/**
 * The window a story is drawn in (`parameters.windowSize`, e.g. `{ width: 1440, height: 900 }`)
 * for a screen seen at a given size: set before the story renders, so its media queries, its
 * play and its picture all see that window. Every other story gets the runner's own size back
 * (the runner reuses one page for a file's stories).
 */
interface WindowSize {
  width: number;
  height: number;
}
const DEFAULT_WINDOW: WindowSize = { width: 1024, height: 640 };

const withRealInput = new WeakSet<Page>();
const reducedMotion = new WeakSet<Page>();

/**
 * `STORYBOOK_TIMINGS=<file>`: each story's phases (before the play, the play, axe, the font
 * check, the picture) appended to that file as one JSON line, to see where the runner's time
 * goes (README, Tests). Off by default.
 */
const timingsFile = process.env.STORYBOOK_TIMINGS;
const phases = new WeakMap<Page, { id: string; at: number; times: Record<string, number> }>();
function mark(page: Page, phase: string, id?: string) {
  if (!timingsFile) return;
  const now = performance.now();
  let entry = phases.get(page);
  if (id !== undefined) {
    entry = { id, at: now, times: {} };
    phases.set(page, entry);
    return;
  }
  if (!entry) return;
  entry.times[phase] = Math.round(now - entry.at);
  entry.at = now;
  if (phase === 'picture')
    appendFileSync(timingsFile, `${JSON.stringify({ id: entry.id, ...entry.times })}\n`);
}

async function exposeRealInput(page: Page) {
  if (withRealInput.has(page)) return;
  withRealInput.add(page);
  await page.exposeFunction('__realInput', async (input: RealInput) => {
    if (input.kind === 'click') {
      await page.mouse.click(input.x, input.y);
      // Away again: a pointer left over the story would show its hover in the picture, and in
      // the next story's (the runner reuses the page).
      await page.mouse.move(0, 0);
    } else if (input.kind === 'press') await page.keyboard.press(input.key);
    else if (input.kind === 'type') await page.keyboard.type(input.text);
    else {
      const cdp = await page.context().newCDPSession(page);
      for (const text of input.steps) {
        await cdp.send('Input.imeSetComposition', {
          text,
          selectionStart: text.length,
          selectionEnd: text.length,
        });
      }
      await cdp.send('Input.insertText', { text: input.commit });
      await cdp.detach();
    }
  });
}

/** The families the design system serves (packages/ui/src/theme/fonts.css). */
const SERVED_FONTS = ['Inter Variable', 'JetBrains Mono Variable', 'Backoffice Symbols'];

const fontSessions = new WeakMap<Page, Promise<CDPSession>>();

/** One DevTools session per page, its DOM and CSS domains on (enabling CSS parses every sheet). */
function fontSession(page: Page): Promise<CDPSession> {
  let session = fontSessions.get(page);
  if (!session) {
    session = (async () => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      return cdp;
    })();
    fontSessions.set(page, session);
  }
  return session;
}

/**
 * Loads every face of the served fonts, not only those the page's text has asked for so far:
 * text never starts in a fallback, and a canvas (the map) draws its labels in the font it
 * keeps. Loaded once a page (the runner reuses it for a file's stories), then at once.
 */
async function loadServedFonts(page: Page) {
  await page.evaluate(() =>
    Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined))),
  );
}

/**
 * What the page draws in a font of the machine rather than one the design system serves: such
 * a picture would differ on any machine with other fonts (a CJK font, an emoji font, DejaVu
 * for a sign the served fonts lack). Every served face must have loaded (the fallbacks are
 * local fonts). Then Chromium says which fonts drew the text of each element holding more
 * than ASCII (`CSS.getPlatformFontsForNode`; a served font is a "custom" one): ASCII is in
 * the Latin files of both served fonts, and asking for every element took a second a story.
 */
async function textInSystemFonts(page: Page, attempt = 1): Promise<string[]> {
  const notLoaded = await page.evaluate(
    (served) =>
      [...document.fonts]
        .filter((face) => served.includes(face.family.replace(/^["']|["']$/g, '')))
        .filter((face) => face.status !== 'loaded')
        .map((face) => `${face.family} ${face.style} ${face.unicodeRange} did not load`),
    SERVED_FONTS,
  );
  const cdp = await fontSession(page);
  // The elements holding text beyond printable ASCII, found in the page and handed over as
  // references (the DOM left untouched: a story's observers see nothing). An element whose
  // every such character was already seen drawn in a served font, in the same family, weight
  // and style, is not asked again: the runner reuses the page for a file's stories, and a
  // board's cards repeat the same "…" and "€" in story after story (`window.__servedGlyphs`,
  // gone with the page).
  const { result } = await cdp.send('Runtime.evaluate', {
    objectGroup: 'font-check',
    expression: `(() => {
      const served = (window.__servedGlyphs ??= new Set());
      const elements = new Map();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const parent = walker.currentNode.parentElement;
        const text = walker.currentNode.nodeValue;
        if (!parent || !/[^ -~\\s]/.test(text)) continue;
        const style = getComputedStyle(parent);
        const face = [style.fontFamily, style.fontWeight, style.fontStyle, style.fontStretch].join('|');
        const glyphs = elements.get(parent)?.glyphs ?? new Set();
        for (const char of text.match(/[^ -~\\s]/gu)) glyphs.add(face + '|' + char);
        elements.set(parent, { glyphs });
      }
      const asked = [];
      for (const [element, { glyphs }] of elements) {
        if ([...glyphs].some((glyph) => !served.has(glyph))) {
          element.__glyphs = [...glyphs];
          asked.push(element);
        }
      }
      return asked;
    })()`,
  });
  const found = new Set<string>(notLoaded);
  try {
    if (!result.objectId) return notLoaded;
    const { result: items } = await cdp.send('Runtime.getProperties', {
      objectId: result.objectId,
      ownProperties: true,
    });
    const elements = items.filter((item) => /^\d+$/.test(item.name) && item.value?.objectId);
    if (elements.length === 0) return notLoaded;
    await cdp.send('DOM.getDocument', { depth: 0 });
    // An element the page removed meanwhile (a story whose screen was still changing: a
    // sign-in going on to the app) has no node to ask about; what replaced it is unchecked.
    let changed = false;
    await Promise.all(
      elements.map(async (item) => {
        const objectId = item.value!.objectId!;
        const { nodeId } = await cdp.send('DOM.requestNode', { objectId });
        const asked = await cdp
          .send('CSS.getPlatformFontsForNode', { nodeId })
          .catch((error: unknown) => {
            if (!/Could not find node/.test(String(error))) throw error;
            changed = true;
            return null;
          });
        if (!asked) return;
        const { fonts } = asked;
        const system = fonts.filter((font) => !font.isCustomFont);
        if (system.length === 0) {
          // Drawn in served fonts only: its characters need not be asked again.
          await cdp.send('Runtime.callFunctionOn', {
            objectId,
            functionDeclaration:
              'function () { for (const glyph of this.__glyphs) window.__servedGlyphs.add(glyph); delete this.__glyphs; }',
          });
          return;
        }
        const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
        for (const font of system) found.add(`${font.familyName}: ${outerHTML.slice(0, 160)}`);
      }),
    );
    // Then the page as it is now is checked again (what is found stands either way).
    if (changed && found.size === notLoaded.length) {
      if (attempt >= 5) throw new Error('The page kept changing under the font check');
      await page.waitForTimeout(200);
      return await textInSystemFonts(page, attempt + 1);
    }
  } finally {
    await cdp.send('Runtime.releaseObjectGroup', { objectGroup: 'font-check' });
  }
  return [...found];
}

/**
 * Every story is a test: its play function (run by test-runner), an axe check of the whole
 * page (portals included), and a screenshot compared with the committed baseline.
 */
const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page, context) {
    mark(page, 'start', context.id);
    // A story about a screen size (a wide list or the board at 1440×900) asks for its window;
    // the next story gets the default one back (the runner reuses the page).
    await page.waitForFunction(
      () => typeof (globalThis as { __getContext?: unknown }).__getContext === 'function',
    );
    const windowSize = (await getStoryContext(page, context)).parameters?.windowSize as
      WindowSize | undefined;
    const wanted = windowSize ?? DEFAULT_WINDOW;
    const current = page.viewportSize();
    if (current?.width !== wanted.width || current.height !== wanted.height) {
      await page.setViewportSize(wanted);
    }
    // Kept by the page for all the file's stories: asked once a page.
    if (!reducedMotion.has(page)) {
      reducedMotion.add(page);
      await page.emulateMedia({ reducedMotion: 'reduce' });
    }
    // One trip into the page for what each story needs set up (each trip costs on a loaded
    // machine), answering whether axe is in yet.
    const hasAxe = await page.evaluate(async () => {
      // The runner reuses one page for a file's stories: React Aria's live announcer keeps the
      // previous story's messages, which point at elements that are gone. Start each story clean.
      document.querySelectorAll('[data-live-announcer]').forEach((el) => el.remove());
      // React Aria announces a pending Button by pointing its live announcer at the button
      // (`aria-labelledby`); once the button is gone (a dialog closed with its result) the
      // announcement dangles. Screen readers ignore it, axe does not. The announcement may be
      // inserted before the button goes or a moment after, so drop dangling ones on every
      // change of the page, not after a guessed pause: one observer per page, kept across its
      // stories.
      const flagged = window as { __dropsDanglingAnnouncements?: boolean };
      if (!flagged.__dropsDanglingAnnouncements) {
        flagged.__dropsDanglingAnnouncements = true;
        const drop = () => {
          document.querySelectorAll('[data-live-announcer] [aria-labelledby]').forEach((el) => {
            const ids = (el.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
            if (ids.some((id) => !document.getElementById(id))) el.remove();
          });
        };
        new MutationObserver(drop).observe(document.body, { childList: true, subtree: true });
      }
      // Every face of the served fonts (see loadServedFonts).
      await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
      return 'axe' in window;
    });
    // The runner keeps one page for a file's stories: axe (half a megabyte of script) is put
    // in once, not before every story.
    if (!hasAxe) await injectAxe(page);
    await exposeRealInput(page);
    mark(page, 'before');
  },
  async postVisit(page, context) {
    // The runner calls this hook after a play that threw too, then rethrows the play's error;
    // an axe or picture failure here would be reported instead of it (a play that found no card
    // showed only as "the picture differs", the untouched story in it).
    if (context.hasFailure) return;
    mark(page, 'play');
    const storyContext = await getStoryContext(page, context);
    const a11y = storyContext.parameters?.a11y as
      | {
          test?: 'error' | 'todo' | 'off';
          disable?: boolean;
          config?: { rules?: { id: string; enabled: boolean }[] };
        }
      | undefined;

    await waitForPageReady(page);
    await loadServedFonts(page);
    await page.evaluate(() => document.fonts.ready);
    mark(page, 'ready');

    if (a11y?.test !== 'off' && !a11y?.disable) {
      const rules = Object.fromEntries(
        (a11y?.config?.rules ?? []).map((r) => [r.id, { enabled: r.enabled }]),
      );
      await configureAxe(page, { rules: Object.entries(rules).map(([id, v]) => ({ id, ...v })) });
      await checkA11y(
        page,
        'body',
        {
          detailedReport: true,
          detailedReportOptions: { html: true },
          // Only violations are collected: a pass or an inapplicable rule is not listed node
          // by node, which halves axe's time on a screen (every rule still runs on every node).
          axeOptions: { rules, resultTypes: ['violations'] },
        },
        false,
        'v2',
      );
    }

    mark(page, 'axe');
    const screenshot = storyContext.parameters?.screenshot as ScreenshotParameters | undefined;
    if (screenshot?.disable) return;
    // Every letter of the picture in a served font: one from the machine (a CJK font, an emoji
    // font, DejaVu for a sign the served fonts lack) would make the picture the machine's.
    expect(await textInSystemFonts(page)).toEqual([]);
    mark(page, 'fonts');
    if (screenshot?.delay) await page.waitForTimeout(screenshot.delay);
    // Hide the text caret so a focused input does not blink between runs.
    await page.addStyleTag({ content: '*{caret-color:transparent !important}' });
    // Two frames drawn after the play's last change: on a starved machine the capture could
    // otherwise get the frame before it (a deleted row or a cleared field still shown).
    // And the page painted anew first: Chromium redraws only what a change invalidates, and
    // the antialiased edge of a rounded focus ring can fall just outside that rectangle, so
    // pixels of an earlier frame stayed on the page (the Requests board's "All open" ring: 4
    // pixels from before the switch was turned off, in 1 page load of 4, and gone after any
    // repaint). Changing the root's background invalidates the whole page: every pixel of the
    // picture is then drawn from the page as it is now, whatever frames came before.
    const capture = async () => {
      await page.evaluate(async () => {
        const twoFrames = () =>
          new Promise<void>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
          );
        const root = document.documentElement;
        const background = root.style.getPropertyValue('background-color');
        const priority = root.style.getPropertyPriority('background-color');
        root.style.setProperty('background-color', 'rgb(1, 2, 3)', 'important');
        await twoFrames();
        // The root's own value back, or none ('' removes the property).
        root.style.setProperty('background-color', background, priority);
        await twoFrames();
      });
      return page.screenshot({ animations: 'disabled', fullPage: false });
    };
    let image = await capture();
    mark(page, 'capture');
    // Even so, a loaded machine once gave a frame from before the play's last step (a field
    // cleared by the play still showed its text). A picture that is not the baseline byte for
    // byte is taken once more a moment later, and that one is judged: a real change differs
    // both times, a stale frame only the first.
    const baseline = readBaseline(context.id);
    if (baseline && !updating && baseline.equals(image)) {
      // The same bytes are the same pixels: nothing to decode and compare (most stories).
      mark(page, 'picture');
      return;
    }
    if (baseline && !updating) {
      await page.waitForTimeout(250);
      image = await capture();
    }
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: snapshotsDir,
      customSnapshotIdentifier: context.id,
      customDiffDir: path.join(snapshotsDir, '__diff_output__'),
      // A pixel counts as changed past a small colour distance; any changed pixel fails.
      comparisonMethod: 'pixelmatch',
      customDiffConfig: { threshold: 0.1 },
      // Compared in this worker: by default each comparison spawns a Node process of its own
      // (a second of CPU per story on a loaded 2-core machine).
      runInProcess: true,
      // Updating (-u) writes a picture within the threshold too, so that the next runs find
      // the same bytes and skip the comparison.
      updatePassedSnapshot: updating,
      failureThreshold: 0,
      failureThresholdType: 'pixel',
    });
    mark(page, 'picture');
  },
};

export default config;
