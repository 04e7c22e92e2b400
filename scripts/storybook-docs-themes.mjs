// A docs page previews each story in its own theme, and the toolbar's choice holds: opens
// docs pages of the static Storybook in Chromium, once with the toolbar on Light and once on
// Dark, and reads the theme of each preview's root. A story that sets its theme
// (`globals: { theme: 'dark' }`, the stories named …Dark…) shows it; every other preview, and
// the document itself, shows the toolbar's. Run by scripts/test-storybook.mjs after the
// test-runner; exits non-zero on any mismatch.
import { chromium } from 'playwright';

// Pages with light and dark stories side by side; each ends on its Dark story, which used to
// turn every preview of the page dark.
const DOCS_PAGES = ['data-card--docs', 'feedback-badge--docs', 'actions-button--docs'];
// What each theme draws a preview with, as the browser reports it: the page's ground and
// the default text colour (from the custom properties the preview's root resolves).
const LOOK = {
  light: { ground: 'rgb(246, 247, 249)', text: 'rgb(26, 29, 35)' },
  dark: { ground: 'rgb(17, 19, 24)', text: 'rgb(232, 234, 238)' },
};

/** 'dark' for a story whose name has the word "dark" (`…--row-dark`, `…--dark-empty`). */
const ownTheme = (storyId) => {
  const at = storyId.indexOf('--');
  return at !== -1 &&
    storyId
      .slice(at + 2)
      .split('-')
      .includes('dark')
    ? 'dark'
    : null;
};

/** Checks the docs pages of the Storybook served at `baseUrl`; returns the failures. */
export async function checkDocsThemes(baseUrl, executablePath) {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  const failures = [];
  let previews = 0;
  try {
    const page = await browser.newPage({ viewport: { width: 1024, height: 800 } });
    for (const docsId of DOCS_PAGES) {
      for (const toolbar of ['light', 'dark']) {
        const url = `${baseUrl}/iframe.html?viewMode=docs&id=${docsId}&globals=theme:${toolbar}`;
        await page.goto(url);
        // The root each preview's story is drawn in (the theme decorator's element).
        const roots = page.locator('.docs-story [data-story-theme]');
        await roots.first().waitFor({ timeout: 30000 });
        // Every preview of the page is drawn (they render one after the other).
        await page.waitForFunction(
          () =>
            document.querySelectorAll('.docs-story').length ===
            document.querySelectorAll('.docs-story [data-story-theme]').length,
          undefined,
          { timeout: 30000 },
        );
        const seen = await roots.evaluateAll((elements) =>
          elements.map((el) => {
            // Storybook names each preview's container `story--<story id>[--primary]`.
            const container = el.closest('[id^="story--"]');
            const style = getComputedStyle(el);
            return {
              id: (container?.id ?? '')
                .replace(/^story--/, '')
                .replace(/(--primary)?(-inner)?$/, ''),
              ground: style.backgroundColor,
              text: style.color,
            };
          }),
        );
        const documentTheme = await page.evaluate(() =>
          document.documentElement.getAttribute('data-theme'),
        );
        if (documentTheme !== toolbar) {
          failures.push(`${docsId} (toolbar ${toolbar}): the document is ${documentTheme}`);
        }
        if (!seen.some((s) => ownTheme(s.id) === 'dark') || seen.length < 2) {
          failures.push(`${docsId}: expected a dark story among several previews`);
        }
        for (const { id, ground, text } of seen) {
          previews++;
          const expected = ownTheme(id) ?? toolbar;
          const look = LOOK[expected];
          if (ground !== look.ground || text !== look.text) {
            failures.push(
              `${docsId} (toolbar ${toolbar}): ${id} draws ${text} on ${ground}, expected ${expected} (${look.text} on ${look.ground})`,
            );
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  return { failures, previews };
}

// On its own (`node scripts/storybook-docs-themes.mjs`): serves storybook-static and checks.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { checkStaticStorybook } = await import('./serve-static.mjs');
  const { failures, previews } = await checkStaticStorybook(checkDocsThemes);
  for (const failure of failures) console.error(`✖ ${failure}`);
  console.log(failures.length ? `✖ ${failures.length} wrong` : `✓ ${previews} previews right`);
  process.exit(failures.length ? 1 : 0);
}
