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
//   has no props table; `--report` names those files.
// - The Introduction (an MDX page, `.storybook/Introduction.mdx`) renders, lists the viewport
//   presets and passes axe with the toolbar on Light and on Dark.
// Run by scripts/test-storybook.mjs after the test-runner; exits non-zero on any failure.
import fs from 'node:fs';
import path from 'node:path';
import { getViolations, injectAxe } from 'axe-playwright';
import { chromium } from 'playwright';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Whether a stories file documents a component of its own (`component: Demo`, a function
 * written in the file to hold a widget's state): it has no docgen, its props table is empty,
 * and that is the story's choice, not a broken setup.
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
        found.push({
          file,
          title: story.title,
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

const INTRODUCTION = 'introduction--docs';
/** Presets the Introduction must list (`.storybook/viewports.ts`): the back-office's windows. */
const DESKTOP_PRESETS = ['1024px × 768px', '1440px × 900px', '1920px × 1080px'];

/**
 * The Introduction in each toolbar theme: its title, the viewport presets, and no axe
 * violation but `region`, which Storybook's own docs container raises on every docs page (its
 * content is not in a landmark; the page is Storybook's, not ours).
 */
async function checkIntroduction(page, baseUrl) {
  const failures = [];
  for (const theme of ['light', 'dark']) {
    await page.goto(
      `${baseUrl}/iframe.html?viewMode=docs&id=${INTRODUCTION}&globals=theme:${theme}`,
    );
    const title = page.getByRole('heading', { level: 1, name: 'The back-office design system' });
    try {
      await title.waitFor({ timeout: 30000 });
    } catch {
      failures.push(`${INTRODUCTION} (${theme}): no title`);
      continue;
    }
    const text = await page.locator('#storybook-docs').innerText();
    for (const preset of DESKTOP_PRESETS) {
      if (!text.includes(preset)) failures.push(`${INTRODUCTION}: viewport ${preset} not listed`);
    }
    await injectAxe(page);
    const violations = (await getViolations(page, 'body')).filter((v) => v.id !== 'region');
    for (const violation of violations) {
      failures.push(
        `${INTRODUCTION} (${theme}): axe ${violation.id} on ${violation.nodes[0]?.html.slice(0, 80)}`,
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

    for (const found of await readComponents(page, baseUrl)) {
      if (!found.hasComponent) continue;
      components++;
      if (!found.docgenName) {
        if (documentsItsOwnWrapper(found.file)) wrappers.push(found.title);
        else failures.push(`${found.title} (${found.file}): its component has no docgen`);
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
    failures.push(...(await checkIntroduction(page, baseUrl)));
    if (report) {
      console.log(`${undescribed.length} of ${props} props without a description`);
      console.log(
        `${wrappers.length} stories files document a wrapper of their own (no props table): ${wrappers.join(', ')}`,
      );
    }
  } finally {
    await browser.close();
  }
  return { failures, components, props, wrappers };
}

// On its own (`node scripts/storybook-docs-pages.mjs [--report]`): serves storybook-static, checks.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { default: path } = await import('node:path');
  const { ensureChromium, root } = await import('./lib.mjs');
  const { serveStatic } = await import('./serve-static.mjs');
  const dir = process.env.STORYBOOK_STATIC_DIR || path.join(root, 'storybook-static');
  const server = await serveStatic(path.resolve(dir));
  const result = await checkDocsPages(server.url, ensureChromium(), {
    report: process.argv.includes('--report'),
  });
  await server.close();
  for (const failure of result.failures) console.error(`✖ ${failure}`);
  console.log(
    result.failures.length
      ? `✖ ${result.failures.length} failures on docs pages`
      : `✓ docgen for ${result.components} components, ${result.props} props; the Introduction`,
  );
  process.exit(result.failures.length ? 1 : 0);
}
