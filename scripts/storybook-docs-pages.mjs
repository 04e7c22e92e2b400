// The docs pages the test-runner does not visit (it runs stories only), opened in Chromium from
// the static Storybook:
// - Props tables and "Show code" are read from the components' types and JSDoc (docgen,
//   `.storybook/main.ts`): a broken docgen setup left every table empty for months and nothing
//   failed. The Button docs page, as a designer sees it: its props table lists every prop, each
//   with a description, `variant` with its values and its default; "Show code" prints
//   `<Button …>`. And every component of packages/ui that a stories file documents
//   (`component` in its meta) carries docgen (`__docgenInfo`) under its own name, each of its
//   props with a description (docs/conventions.md: JSDoc on every public prop). A stories file
//   whose `component` is a wrapper written in the file itself (a demo holding a widget's state)
//   shows its component's props table through `subcomponents`; one with none fails, and
//   `--report` names it.
// - Each component's docs page of packages/ui is curated for a designer: it opens with an
//   introduction (a description paragraph: the meta's `parameters.docs.description.component`,
//   the component's own JSDoc, or the MDX page's first paragraph) and shows at most
//   MAX_DOCS_STORIES stories. The stories kept for tests and pictures leave the page with
//   `tags: ['!autodocs']`; an MDX page beside a stories file shows the ones it names. None of
//   them opens a modal overlay as the page loads (the page would be inert until it closed).
// - The Introduction and the Content guidelines (MDX pages in `.storybook/`) render, the
//   Introduction lists the viewport presets, and both pass axe with the toolbar on Light and on
//   Dark.
// Run by scripts/test-storybook.mjs after the test-runner; exits non-zero on any failure.
import fs from 'node:fs';
import path from 'node:path';
import { getViolations, injectAxe } from 'axe-playwright';
import { chromium } from 'playwright';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Whether a stories file documents a component of its own (`component: Demo`, a function
 * written in the file to hold a widget's state): it has no docgen, not a broken setup; the
 * props table is then its component's, named in the meta's `subcomponents`.
 */
function documentsItsOwnWrapper(importPath) {
  const file = path.join(root, importPath);
  if (!fs.existsSync(file)) return false;
  const source = fs.readFileSync(file, 'utf8');
  const name = /^[ \t]+component:[ \t]*(\w+)/m.exec(source)?.[1];
  return Boolean(name && new RegExp(`^(?:function ${name}\\b|const ${name}\\b)`, 'm').test(source));
}

/** The page the check reads, and what its table must show. */
const BUTTON_DOCS = 'actions-button--docs';
const BUTTON_PROPS = {
  variant: { default: '"secondary"', values: ['primary', 'secondary', 'ghost', 'critical'] },
  size: { default: '"md"', values: ['sm', 'md', 'lg'] },
  disabledReason: {},
  onPress: {},
  isPending: {},
};

/** The JSX "Show code" prints for the Button docs page's first preview. */
async function readButtonCode(page) {
  await page.locator('.docblock-code-toggle').first().click();
  const code = page.locator('pre.prismjs').first();
  await code.waitFor({ timeout: 30000 });
  return (await code.textContent()) ?? '';
}

/** Most stories a component's docs page may show: a few telling states, not every test. */
const MAX_DOCS_STORIES = 8;

/** Shortest text that counts as a docs page's introduction. */
const MIN_INTRODUCTION = 40;

/** Reads the components of every packages/ui stories file through the preview's own store. */
async function readComponents(page, baseUrl) {
  const index = await (await fetch(`${baseUrl}/index.json`)).json();
  /** One story per stories file of the design system. */
  const storyByFile = new Map();
  for (const entry of Object.values(index.entries)) {
    if (entry.type !== 'story' || !entry.importPath.startsWith('./packages/ui/src/')) continue;
    if (!storyByFile.has(entry.importPath)) storyByFile.set(entry.importPath, entry.id);
  }
  await page.goto(`${baseUrl}/iframe.html`);
  await page.waitForFunction(() => globalThis.__STORYBOOK_PREVIEW__?.storyStoreValue);
  return page.evaluate(
    async (stories) => {
      const store = globalThis.__STORYBOOK_PREVIEW__.storyStoreValue;
      const found = [];
      for (const [file, storyId] of stories) {
        const story = await store.loadStory({ storyId });
        const component = story.component;
        const docgen = component?.__docgenInfo;
        const subcomponents = Object.entries(story.subcomponents ?? {});
        found.push({
          file,
          title: story.title,
          // The introduction an automatic docs page opens with (its Description block).
          introduction:
            story.parameters?.docs?.description?.component?.trim() ||
            docgen?.description?.trim() ||
            '',
          // A wrapper's page has its component's props table under the subcomponents.
          documentedSubcomponents: subcomponents
            .filter(([, sub]) => sub?.__docgenInfo)
            .map(([name]) => name),
          hasComponent: Boolean(component),
          componentName: component?.displayName ?? component?.name ?? null,
          docgenName: docgen?.displayName ?? null,
          description: docgen?.description ?? '',
          props: Object.values(docgen?.props ?? {}).map((prop) => ({
            name: prop.name,
            described: Boolean(prop.description?.trim()),
          })),
        });
      }
      return found;
    },
    [...storyByFile],
  );
}

/** The Button docs page's props table: each row's name, description, type and default. */
async function readButtonTable(page, baseUrl) {
  await page.goto(`${baseUrl}/iframe.html?viewMode=docs&id=${BUTTON_DOCS}`);
  const rows = page.locator('.docblock-argstable-body tr');
  await rows.first().waitFor({ timeout: 30000 });
  return rows.evaluateAll((elements) =>
    elements
      .filter((row) => row.cells.length >= 3)
      .map((row) => {
        const [name, about, fallback] = [...row.cells];
        // The description cell holds the description's markdown, then the type (a union's
        // values one by one); a prop without a description has the type alone.
        const parts = [...about.children];
        return {
          name: name.textContent.replace(/\*$/, '').trim(),
          description: parts.length > 1 ? parts[0].textContent.trim() : '',
          type: parts.at(-1)?.textContent.trim() ?? '',
          default: fallback.textContent.trim(),
        };
      }),
  );
}

/**
 * The component docs pages of packages/ui (the theme's Foundations pages are not components),
 * from the index: for each, its docs entry and the stories an automatic page would show.
 */
async function readDocsEntries(baseUrl) {
  const index = await (await fetch(`${baseUrl}/index.json`)).json();
  const byTitle = new Map();
  for (const entry of Object.values(index.entries)) {
    // An MDX page is named by its own file; the stories file it documents comes first.
    const file = entry.tags?.includes('attached-mdx') ? entry.storiesImports[0] : entry.importPath;
    if (!file?.startsWith('./packages/ui/src/') || file.startsWith('./packages/ui/src/theme/'))
      continue;
    const page = byTitle.get(entry.title) ?? { title: entry.title, docs: null, autodocs: [] };
    if (entry.type === 'docs') page.docs = entry;
    else if (entry.tags?.includes('autodocs')) page.autodocs.push(entry.id);
    byTitle.set(entry.title, page);
  }
  return { pages: [...byTitle.values()], ids: new Set(Object.keys(index.entries)) };
}

/**
 * An MDX docs page as a designer sees it: the stories it draws (each preview's container is
 * named `story--<id>`, the Primary block's `…--primary`) and whether a paragraph of text comes
 * before the first of them.
 */
async function readMdxPage(page, baseUrl, docsId) {
  await page.goto(`${baseUrl}/iframe.html?viewMode=docs&id=${docsId}`);
  const content = page.locator('#storybook-docs h1').first();
  await content.waitFor({ timeout: 30000 });
  // Previews render one after the other; the page's own blocks are all there once drawn.
  await page.locator('.sb-story[id^="story--"]').first().waitFor({ timeout: 30000 });
  return page.evaluate((min) => {
    // Each Story block (`.sb-story`); an inline one holds a `…-inner` element of its own.
    const blocks = [...document.querySelectorAll('#storybook-docs .sb-story[id^="story--"]')];
    const stories = new Set(
      blocks.map((el) => el.id.replace(/^story--/, '').replace(/--primary$/, '')),
    );
    const first = blocks[0];
    const intro = [...document.querySelectorAll('#storybook-docs p')].some(
      (p) =>
        p.textContent.trim().length >= min &&
        !p.closest('.sb-story') &&
        (!first || p.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING),
    );
    return { stories: [...stories], intro };
  }, MIN_INTRODUCTION);
}

/**
 * Each component docs page of packages/ui shows at most MAX_DOCS_STORIES stories and opens with
 * an introduction. An automatic page shows the stories tagged `autodocs` (less those tagged
 * `!autodocs`), read from the index; an MDX page the ones it names, read from the page drawn.
 */
async function checkCuratedPages(page, baseUrl, components) {
  const failures = [];
  const { pages } = await readDocsEntries(baseUrl);
  const introductions = new Map(components.map((c) => [c.title, c.introduction]));
  let mdx = 0;
  /** The stories each page draws, by the page's id. */
  const drawnBy = new Map();
  for (const docsPage of pages) {
    if (!docsPage.docs) continue;
    const id = docsPage.docs.id;
    let shown = docsPage.autodocs;
    let intro = Boolean(introductions.get(docsPage.title)?.length >= MIN_INTRODUCTION);
    if (docsPage.docs.tags?.includes('attached-mdx')) {
      mdx++;
      const drawn = await readMdxPage(page, baseUrl, id);
      shown = drawn.stories;
      intro = drawn.intro;
    }
    drawnBy.set(id, shown);
    if (shown.length > MAX_DOCS_STORIES) {
      failures.push(
        `${id}: shows ${shown.length} stories, at most ${MAX_DOCS_STORIES} (tag the others '!autodocs')`,
      );
    }
    if (!intro) {
      failures.push(
        `${id}: no introduction (a description at the top: the meta's JSDoc or docs.description.component, or the component's)`,
      );
    }
  }
  for (const [id, storyId] of await readOpenOnLoad(page, baseUrl, drawnBy)) {
    failures.push(
      `${id}: ${storyId} opens its overlay on the page, which is inert until it closes (open it on a press, tag it '!autodocs', or draw it in a frame: docs.story.inline false)`,
    );
  }
  return { failures, pages: pages.filter((p) => p.docs).length, mdx };
}

/**
 * The stories drawn on a docs page that open their overlay as they render (`defaultOpen` or
 * `isOpen`) inline, read through the preview's store: a modal opened on a docs page makes the
 * whole page inert until it is closed. One drawn in a frame of its own
 * (`docs.story.inline: false`) keeps its overlay in that frame.
 */
async function readOpenOnLoad(page, baseUrl, drawnBy) {
  // A tooltip shown on a docs page leaves the page usable: it is not modal.
  const nonModal = ['Overlays/Tooltip'];
  await page.goto(`${baseUrl}/iframe.html`);
  await page.waitForFunction(() => globalThis.__STORYBOOK_PREVIEW__?.storyStoreValue);
  return page.evaluate(
    async ([pages, nonModal]) => {
      const store = globalThis.__STORYBOOK_PREVIEW__.storyStoreValue;
      const open = [];
      for (const [docsId, storyIds] of pages) {
        for (const storyId of storyIds) {
          const story = await store.loadStory({ storyId });
          const args = story.initialArgs ?? {};
          const inline = story.parameters?.docs?.story?.inline !== false;
          const modal = !nonModal.includes(story.title);
          if (modal && inline && (args.defaultOpen === true || args.isOpen === true)) {
            open.push([docsId, storyId]);
          }
        }
      }
      return open;
    },
    [[...drawnBy], nonModal],
  );
}

const INTRODUCTION = 'introduction--docs';
/** Presets the Introduction must list (`.storybook/viewports.ts`): the back-office's windows. */
const DESKTOP_PRESETS = ['1024px × 768px', '1440px × 900px', '1920px × 1080px'];

/**
 * The Introduction in each toolbar theme: its title, the viewport presets, and no axe
 * violation but `region`, which Storybook's own docs container raises on every docs page (its
 * content is not in a landmark; the page is Storybook's, not ours).
 */
async function checkIntroduction(page, baseUrl) {
  return checkGuidePage(page, baseUrl, INTRODUCTION, 'The back-office design system', (text) =>
    DESKTOP_PRESETS.filter((preset) => !text.includes(preset)).map(
      (preset) => `${INTRODUCTION}: viewport ${preset} not listed`,
    ),
  );
}

const CONTENT_GUIDELINES = 'content-guidelines--docs';
/** What the Content guidelines must cover, each by a heading of its own. */
const CONTENT_RULES = [
  'Sentence case',
  'Buttons say what they do',
  'Errors say what happened and what to do',
  'People by name, not by role',
  'Dates and times',
  'Numbers and money',
];

/** The Content guidelines page (`.storybook/ContentGuidelines.mdx`): there, and whole. */
async function checkContentGuidelines(page, baseUrl, ids) {
  if (!ids.has(CONTENT_GUIDELINES)) {
    return [`${CONTENT_GUIDELINES}: the Content guidelines page is missing`];
  }
  return checkGuidePage(page, baseUrl, CONTENT_GUIDELINES, 'Content guidelines', (text) =>
    CONTENT_RULES.filter((rule) => !text.includes(rule)).map(
      (rule) => `${CONTENT_GUIDELINES}: no section "${rule}"`,
    ),
  );
}

/**
 * A page of the documentation layer in each toolbar theme: its title, what `readText` finds
 * missing in its text, and no axe violation but `region`, which Storybook's own docs container
 * raises on every docs page (its content is not in a landmark; the page is Storybook's, not
 * ours).
 */
async function checkGuidePage(page, baseUrl, id, heading, readText) {
  const failures = [];
  for (const theme of ['light', 'dark']) {
    await page.goto(`${baseUrl}/iframe.html?viewMode=docs&id=${id}&globals=theme:${theme}`);
    const title = page.getByRole('heading', { level: 1, name: heading });
    try {
      await title.waitFor({ timeout: 30000 });
    } catch {
      failures.push(`${id} (${theme}): no title`);
      continue;
    }
    if (theme === 'light')
      failures.push(...readText(await page.locator('#storybook-docs').innerText()));
    await injectAxe(page);
    const violations = (await getViolations(page, 'body')).filter((v) => v.id !== 'region');
    for (const violation of violations) {
      failures.push(
        `${id} (${theme}): axe ${violation.id} on ${violation.nodes[0]?.html.slice(0, 80)}`,
      );
    }
  }
  return failures;
}

/** Checks the Storybook served at `baseUrl`; returns the failures and what was checked. */
export async function checkDocsPages(baseUrl, executablePath, { report = false } = {}) {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  const failures = [];
  const undescribed = [];
  const wrappers = [];
  let components = 0;
  let props = 0;
  let docsPages;
  try {
    const page = await browser.newPage({ viewport: { width: 1024, height: 800 } });

    const table = await readButtonTable(page, baseUrl);
    if (table.length === 0) failures.push(`${BUTTON_DOCS}: the props table is empty`);
    for (const row of table) {
      if (!row.description) failures.push(`${BUTTON_DOCS}: prop ${row.name} has no description`);
    }
    // "Show code" names the component, not what the minifier made of it (`<g onPress=…>`).
    const code = await readButtonCode(page);
    if (!/^<Button\b/.test(code.trim())) {
      failures.push(`${BUTTON_DOCS}: "Show code" prints ${JSON.stringify(code.slice(0, 40))}`);
    }
    for (const [name, expected] of Object.entries(BUTTON_PROPS)) {
      const row = table.find((r) => r.name === name);
      if (!row) {
        failures.push(`${BUTTON_DOCS}: prop ${name} is not in the props table`);
        continue;
      }
      if (expected.default && row.default !== expected.default) {
        failures.push(`${BUTTON_DOCS}: ${name}'s default shows "${row.default}"`);
      }
      for (const value of expected.values ?? []) {
        if (!row.type.includes(`"${value}"`)) {
          failures.push(`${BUTTON_DOCS}: ${name}'s type does not list "${value}"`);
        }
      }
    }

    const foundComponents = await readComponents(page, baseUrl);
    for (const found of foundComponents) {
      if (!found.hasComponent) continue;
      components++;
      if (!found.docgenName) {
        if (!documentsItsOwnWrapper(found.file)) {
          failures.push(`${found.title} (${found.file}): its component has no docgen`);
        } else if (found.documentedSubcomponents.length === 0) {
          // A wrapper's page shows its component's props through `subcomponents`.
          wrappers.push(found.title);
          failures.push(
            `${found.title} (${found.file}): the props table is empty (give the meta \`subcomponents\`)`,
          );
        }
        continue;
      }
      if (found.componentName !== found.docgenName) {
        failures.push(
          `${found.title}: its component is named "${found.componentName}", docgen says "${found.docgenName}"`,
        );
      }
      for (const prop of found.props) {
        props++;
        if (!prop.described) {
          undescribed.push(`${found.docgenName}.${prop.name}`);
          failures.push(`${found.title}: prop ${prop.name} has no description (JSDoc)`);
        }
      }
    }
    const curated = await checkCuratedPages(page, baseUrl, foundComponents);
    failures.push(...curated.failures);
    docsPages = curated.pages;
    failures.push(...(await checkIntroduction(page, baseUrl)));
    const { ids } = await readDocsEntries(baseUrl);
    failures.push(...(await checkContentGuidelines(page, baseUrl, ids)));
    if (report) {
      console.log(`${undescribed.length} of ${props} props without a description`);
      console.log(
        `${wrappers.length} stories files document a wrapper of their own with no props table: ${wrappers.join(', ')}`,
      );
    }
  } finally {
    await browser.close();
  }
  return { failures, components, props, wrappers, docsPages };
}

// On its own (`node scripts/storybook-docs-pages.mjs [--report]`): serves storybook-static, checks.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { checkStaticStorybook } = await import('./serve-static.mjs');
  const result = await checkStaticStorybook((url, chromiumPath) =>
    checkDocsPages(url, chromiumPath, { report: process.argv.includes('--report') }),
  );
  for (const failure of result.failures) console.error(`✖ ${failure}`);
  console.log(
    result.failures.length
      ? `✖ ${result.failures.length} failures on docs pages`
      : `✓ docgen for ${result.components} components, ${result.props} props; ${result.docsPages} curated docs pages; the Introduction and the Content guidelines`,
  );
  process.exit(result.failures.length ? 1 : 0);
}
