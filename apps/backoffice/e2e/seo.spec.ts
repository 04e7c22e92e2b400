import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { buildPath, routes } from '@backoffice/api';
import type { SeoLocationsAnswer, SeoLocationsQuery } from '@backoffice/api';
import {
  SEO_LOCATION_COLUMNS,
  SEO_LOCATION_SAVED,
  VALIDATION_MESSAGES as M,
  listHeaders,
  seoStatusChanged,
} from '@backoffice/domain';
import type { SeoLocation } from '@backoffice/domain';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { downloadListCsv, listScreen, signInBeforeEach, toast } from './support';

// Each test loads the app several times.
const session = signInBeforeEach({ timeout: 180_000 });

async function locations(
  request: APIRequestContext,
  query: SeoLocationsQuery = {},
): Promise<SeoLocation[]> {
  return (await session.get<SeoLocationsAnswer>(request, routes.seoLocations.path, query))
    .seoLocations;
}

const located = async (request: APIRequestContext, id: number) =>
  (await locations(request)).find((l) => l.id === id)!;

const { grid, shown, resultLine, named } = listScreen('seo');
const row = (page: Page, title: string) =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });
const locationModal = (page: Page) =>
  page.getByRole('dialog', { name: 'Add/Edit Seo Location Page' });

/** Every element of rich text as drawn, with what makes it unsafe when it is. */
async function unsafeMarkup(area: Locator): Promise<string[]> {
  return area.evaluate((root) => {
    const allowed = new Set(['P', 'H3', 'H4', 'UL', 'OL', 'LI', 'STRONG', 'EM', 'A', 'BR']);
    const found: string[] = [];
    for (const el of root.querySelectorAll('*')) {
      // ProseMirror's own caret helpers (an empty image, a trailing break) carry its classes.
      if (/ProseMirror-(separator|trailingBreak)/.test(el.className)) continue;
      if (!allowed.has(el.tagName)) found.push(el.tagName);
      for (const attr of el.getAttributeNames()) if (attr.startsWith('on')) found.push(attr);
      const href = el.getAttribute('href');
      if (el.tagName === 'A' && href && !/^(https?:|mailto:)/.test(href)) found.push(href);
    }
    return found;
  });
}

const PAYLOAD =
  '<h2>Level two</h2><h3>Level three</h3><p>Safe <strong>bold</strong> <em>italic</em>' +
  '<img src="x" onerror="document.title=`pwned`"><script>document.title="pwned"</script>' +
  '<a href="javascript:document.title=`pwned`">bad</a> <a href="https://example.com/ok">good</a>' +
  '<u>under</u></p><blockquote>quoted</blockquote><iframe src="https://example.com"></iframe>' +
  '<ul><li>item</li></ul>';

test('the list: search and slug in the URL, suspend then activate kept, axe light and dark', async ({
  page,
  request,
}) => {
  const all = await locations(request);
  await page.goto('/seo');
  await shown(page);
  await expect(page).toHaveTitle('SEO location pages · Back-office');
  await expect(resultLine(page)).toHaveText(named(all.length));
  const headers = await grid(page).getByRole('columnheader').allTextContents();
  expect(headers).toEqual([...listHeaders(SEO_LOCATION_COLUMNS), 'Action']);

  // A suspended row is tinted and says so in words; its links open the public pages in a tab.
  const suspended = all.find((l) => l.status === 0 && l.seoPages.fr && l.seoPages.en)!;
  const suspendedRow = row(page, suspended.displayTitle);
  await expect(suspendedRow.getByText('Suspended', { exact: true })).toBeVisible();
  await expect(
    suspendedRow.getByRole('link', { name: `French page of ${suspended.displayTitle}` }),
  ).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);

  // The slug filter and the search write the URL; a reload keeps them.
  await page.getByRole('button', { name: /Slug$/ }).click();
  await page.getByRole('option', { name: 'coworking', exact: true }).click();
  await expect(page).toHaveURL(/slug=coworking/);
  await expect(resultLine(page)).toHaveText(
    named((await locations(request, { slug: 'coworking' })).length),
  );
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill('paris');
  await box.press('Enter');
  await expect(page).toHaveURL(/displayTitle=paris/);
  const both = await locations(request, { slug: 'coworking', displayTitle: 'paris' });
  await expect(resultLine(page)).toHaveText(named(both.length));
  await page.reload();
  await shown(page);
  await expect(page.getByRole('button', { name: /Slug$/ })).toContainText('coworking');
  await expect(box).toHaveValue('paris');
  await expect(grid(page).getByRole('rowheader')).toHaveText(both.map((l) => l.displayTitle));

  // Download CSV: the locations these filters match, the table's columns but its actions.
  const { filename, lines } = await downloadListCsv(page);
  expect(filename).toMatch(/^seo-location-pages-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(lines[0]).toBe(listHeaders(SEO_LOCATION_COLUMNS).join(','));
  expect(lines).toHaveLength(both.length + 1);
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(both.map((l) => l.displayTitle));
  await box.fill('nowhere-at-all');
  await box.press('Enter');
  await expect(
    page.getByRole('heading', { name: 'No SEO location pages match these filters' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Reset filters' }).first().click();
  await expect(page).toHaveURL(/\/seo$/);

  // Suspend (second press), then Activate: both kept by the server and after a reload (in
  // dark, for the axe check there).
  const target = all.find((l) => l.status === 10 && l.seoPages.fr && l.seoPages.en)!;
  const targetRow = row(page, target.displayTitle);
  // A double click only arms (it used to suspend at once): once the armed button could
  // confirm it is still armed, saying what it will do, and the page is still active; Cancel
  // steps back.
  const suspend = targetRow.getByRole('button', { name: `Suspend ${target.displayTitle}` });
  await suspend.dblclick();
  const armed = targetRow.getByRole('button', { name: `Confirm: Suspend ${target.displayTitle}` });
  await expect(armed).toBeEnabled();
  await expect(
    targetRow.getByText(`Suspend the French and English pages of ${target.displayTitle}?`, {
      exact: true,
    }),
  ).toBeVisible();
  expect((await located(request, target.id)).status).toBe(10);
  await targetRow.getByRole('button', { name: `Cancel: Suspend ${target.displayTitle}` }).click();
  await expect(suspend).toBeFocused();
  await suspend.click();
  await armed.click();
  await expect(toast(page, seoStatusChanged('suspend'))).toBeVisible();
  await expect(targetRow.getByText('Suspended', { exact: true })).toBeVisible();
  expect((await located(request, target.id)).status).toBe(0);
  await page.evaluate(() => localStorage.setItem('backoffice.theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await shown(page);
  await expect(targetRow.getByText('Suspended', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await targetRow.getByRole('button', { name: `Activate ${target.displayTitle}` }).click();
  await targetRow.getByRole('button', { name: `Confirm: Activate ${target.displayTitle}` }).click();
  await expect(toast(page, seoStatusChanged('activate'))).toBeVisible();
  await expect(targetRow.getByText('Active', { exact: true })).toBeVisible();
  expect((await located(request, target.id)).status).toBe(10);
});

test('add a page: required fields, Generate (cancelled, then done), the 15-link limit, save', async ({
  page,
  request,
}) => {
  const before = await locations(request);
  // One page per place: a run against a server that an earlier run wrote to takes the next
  // free Reims zip code, so the test can be repeated (--repeat-each) without a conflict.
  const taken = new Set(before.filter((l) => l.city === 'Reims').map((l) => l.zipCode));
  const zipCode = Array.from({ length: 900 }, (_, i) => String(51100 + i)).find(
    (zip) => !taken.has(zip),
  )!;
  await page.goto('/seo');
  await shown(page);
  await page.getByRole('button', { name: 'Add Seo Page' }).click();
  const modal = locationModal(page);
  await expect(modal.getByRole('tab', { name: 'FR' })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);

  // Nothing filled: the spec's message, and the required fields marked.
  await modal.getByRole('button', { name: 'Save changes' }).click();
  await expect(modal.getByRole('alert').filter({ hasText: M.fillAllFields })).toBeVisible();
  await expect(modal.getByRole('textbox', { name: 'City' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await modal.getByRole('button', { name: /Slug/ }).click();
  await page.getByRole('option', { name: 'rent', exact: true }).click();
  await modal.getByRole('textbox', { name: 'City' }).fill('Reims');
  await modal.getByRole('textbox', { name: 'Zip code' }).fill(zipCode);

  // Generate shows its progress and the time elapsed; Cancel stops it and fills nothing. (The
  // first call is held until then, so that Cancel comes before the answer.)
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    '**/seo_locations/generate',
    async (route) => {
      await held;
      await route.abort().catch(() => {});
    },
    { times: 1 },
  );
  await modal.getByRole('button', { name: 'Generate' }).click();
  const progress = modal.getByRole('progressbar', { name: /Generating the texts/ });
  await expect(progress).toBeVisible();
  await expect(modal.getByText(/Elapsed \d+:\d\d/)).toBeVisible();
  await modal.getByRole('button', { name: 'Cancel generation' }).click();
  await expect(progress).toHaveCount(0);
  release();
  const navCta = modal.getByRole('textbox', { name: 'Nav CTA' });
  await expect(navCta).toHaveValue('');
  await modal.getByRole('button', { name: 'Generate' }).click();
  await expect(navCta).toHaveValue('Bureaux à Reims', { timeout: 30_000 });
  await expect(modal.getByRole('status').filter({ hasText: 'nothing is saved yet' })).toBeVisible();

  // Linking: at most 15; a 16th tick is refused with a message.
  const boxes = modal.getByRole('checkbox');
  expect(await boxes.count()).toBeGreaterThan(15);
  // By keyboard: Space ticks, Tab goes to the next box.
  await boxes.first().focus();
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
  }
  await expect(modal.getByText('15 of 15 linked')).toBeVisible();
  await expect(boxes.nth(15)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(modal.getByRole('alert').filter({ hasText: M.tooManyLinkedPages })).toBeVisible();
  await expect(boxes.nth(15)).not.toBeChecked();
  const linked = modal.getByRole('list', { name: 'Linked to the French page' });
  const firstLinked = (await linked.getByRole('listitem').first().textContent())!.replace('×', '');
  await linked.getByRole('button', { name: `Remove ${firstLinked}` }).click();
  await expect(modal.getByText('14 of 15 linked')).toBeVisible();

  // Leaving with unsaved changes asks first.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog', { name: 'Discard changes?' })).toBeVisible();
  await page.getByRole('button', { name: 'Keep editing' }).click();
  await modal.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, SEO_LOCATION_SAVED)).toBeVisible();
  await expect(modal).toHaveCount(0);

  const added = (await locations(request)).find((l) => !before.some((b) => b.id === l.id))!;
  expect([added.city, added.zipCode, added.slug]).toEqual(['Reims', zipCode, 'offices']);
  expect(added.seoPages.fr!.navCta).toBe('Bureaux à Reims');
  expect(added.seoPages.en!.navCta).toBe('Offices in Reims');
  expect(added.seoPages.fr!.linkedPages).toHaveLength(14);
  await page.goto(`/seo?displayTitle=${encodeURIComponent(`reims ${zipCode}`)}`);
  await shown(page);
  await expect(grid(page).getByRole('rowheader')).toHaveText([added.displayTitle]);
});

test('edit a page (kept after a reload); markup that would run is drawn inert', async ({
  page,
  request,
}) => {
  const [target] = (await locations(request)).filter((l) => l.seoPages.fr && l.seoPages.en);
  // Written through the API, as a client other than this screen could: what runs never lands.
  const page2 = (p: NonNullable<SeoLocation['seoPages']['fr']>) => ({
    navCta: p.navCta,
    title: p.title,
    description: PAYLOAD,
    sitemapTitle: p.sitemapTitle,
    h1: p.h1,
    metaDescription: p.metaDescription,
    linkedPages: p.linkedPages,
  });
  const written = await request.put(buildPath(routes.updateSeoLocation.path, { id: target!.id }), {
    headers: session.auth(),
    data: {
      slug: target!.slug,
      city: target!.city,
      zipCode: target!.zipCode,
      poi: target!.poi,
      pages: { fr: page2(target!.seoPages.fr!), en: page2(target!.seoPages.en!) },
    },
  });
  expect(written.status()).toBe(200);
  // The title as the server holds it after the edit (it is made from the place).
  const edited = (await locations(request)).find((l) => l.id === target!.id)!;
  expect(edited.displayTitle).toBe(target!.displayTitle);

  await page.goto(`/seo?displayTitle=${encodeURIComponent(target!.displayTitle)}`);
  await shown(page);
  await row(page, target!.displayTitle)
    .getByRole('button', { name: `Edit ${target!.displayTitle}` })
    .click();
  const modal = locationModal(page);
  const description = modal.getByRole('textbox', { name: 'Description', exact: true });
  await expect(description).toContainText('Level three');
  expect(await unsafeMarkup(description)).toEqual([]);
  await expect(description.locator('h2, img[src="x"], script, iframe, u, blockquote')).toHaveCount(
    0,
  );
  await expect(description.getByRole('link', { name: 'good' })).toHaveAttribute(
    'href',
    'https://example.com/ok',
  );
  expect(await page.title()).not.toBe('pwned');

  // Edit the English meta title and the French description, then save.
  await modal.getByRole('tab', { name: 'EN' }).click();
  await modal.getByRole('textbox', { name: 'Meta title' }).fill('Offices to rent, edited');
  await modal.getByRole('tab', { name: 'FR' }).click();
  await description.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Ajout.');
  await modal.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, SEO_LOCATION_SAVED)).toBeVisible();
  // A reload shows both changes (in dark, for the axe check of the modal there).
  await page.evaluate(() => localStorage.setItem('backoffice.theme', 'dark'));
  await page.reload();
  await shown(page);
  await row(page, target!.displayTitle)
    .getByRole('button', { name: `Edit ${target!.displayTitle}` })
    .click();
  await expect(description).toContainText('Ajout.');
  await expectNoAxeViolations(page);
  await modal.getByRole('tab', { name: 'EN' }).click();
  await expect(modal.getByRole('textbox', { name: 'Meta title' })).toHaveValue(
    'Offices to rent, edited',
  );
});

test('the FAQ: add, the empty-answer refusal, save, delete, unsaved question, inert answers', async ({
  page,
  request,
}) => {
  const target = (await locations(request)).find(
    (l) => l.seoPages.fr && l.seoPages.en && l.seoPages.fr.faq.length === 2,
  )!;
  const title = target.displayTitle;
  const faqOf = async () => (await located(request, target.id)).seoPages;
  await page.goto(`/seo?displayTitle=${encodeURIComponent(title)}`);
  await shown(page);
  const openFaq = () =>
    row(page, title)
      .getByRole('button', { name: `Edit FAQ of ${title}` })
      .click();
  await openFaq();
  const modal = page.getByRole('dialog', { name: `FAQ of ${title}` });
  await expect(modal.getByRole('textbox', { name: 'FAQ title' })).toHaveValue(
    'Questions fréquentes',
  );
  await expectNoAxeViolations(page);

  // A new entry: its question alone is refused (its answer and the English entry are empty).
  await modal.getByRole('button', { name: 'Add new FAQ' }).click();
  await expect(modal.getByRole('textbox', { name: 'Question 3' })).toBeFocused();
  await page.keyboard.type('Y a-t-il un parking ?');
  await modal.getByRole('button', { name: 'Save changes' }).click();
  await expect(modal.getByRole('alert').filter({ hasText: M.fillAllFields })).toBeVisible();
  await expect(modal.getByRole('radio', { name: '3 (incomplete)' })).toBeChecked();
  await modal.getByRole('textbox', { name: 'Answer 3' }).click();
  await page.keyboard.type('Oui, au sous-sol.');
  await modal.getByRole('button', { name: 'Save changes' }).click();
  // Then the English entry is shown, empty.
  await expect(modal.getByRole('radio', { name: 'EN' })).toBeChecked();
  await modal.getByRole('textbox', { name: 'Question 3' }).fill('Is there parking?');
  await modal.getByRole('textbox', { name: 'Answer 3' }).click();
  await page.keyboard.type('Yes, in the basement.');
  await modal.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'FAQ saved')).toBeVisible();
  await expect(modal).toHaveCount(0);
  let pages = await faqOf();
  expect(pages.fr!.faq.map((e) => e.title)).toContain('Y a-t-il un parking ?');
  expect(pages.en!.faq).toHaveLength(3);

  // Delete the first entry (second press), in both languages: with Save changes
  // (editors.spec.ts checks that Cancel keeps it).
  await openFaq();
  await modal.getByRole('button', { name: 'Delete this Entry FAQ 1' }).click();
  // The second press once the armed button can confirm (aria-disabled until then), not after a
  // fixed pause that a loaded machine outlasts.
  const confirmDelete = modal.getByRole('button', { name: 'Confirm: Delete this Entry FAQ 1' });
  await expect(confirmDelete).toBeEnabled();
  await confirmDelete.click();
  await expect(modal.getByRole('radio')).toHaveCount(2 + 2);
  await modal.getByRole('button', { name: 'Save changes' }).click();
  await expect(modal).toHaveCount(0);
  pages = await faqOf();
  expect([pages.fr!.faq.length, pages.en!.faq.length]).toEqual([2, 2]);

  // Leaving with a change asks first; Discard keeps the server's FAQ as it was.
  await openFaq();
  await modal.getByRole('textbox', { name: 'FAQ title' }).fill('FAQ Reims');
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('alertdialog', { name: 'Discard changes?' })
    .getByRole('button', {
      name: 'Discard',
    })
    .click();
  await expect(modal).toHaveCount(0);
  expect((await faqOf()).fr!.faqTitle).toBe('Questions fréquentes');

  // An answer saved with markup that would run is drawn inert.
  const saved = await request.post(routes.saveFaq.path, {
    headers: session.auth(),
    data: {
      data: (['fr', 'en'] as const).map((lang) => ({
        pageId: pages[lang]!.id,
        faqTitle: pages[lang]!.faqTitle,
        faq: [{ title: 'Payload', description: PAYLOAD }],
      })),
    },
  });
  expect(saved.status()).toBe(200);
  await page.evaluate(() => localStorage.setItem('backoffice.theme', 'dark'));
  await page.reload();
  await shown(page);
  await openFaq();
  const answer = modal.getByRole('textbox', { name: 'Answer 1' });
  await expect(answer).toContainText('Level three');
  expect(await unsafeMarkup(answer)).toEqual([]);
  expect(await page.title()).not.toBe('pwned');
  await expectNoAxeViolations(page);
});

test('FAQ edit for the one language page a location has; the status change skipped', async ({
  page,
  request,
}) => {
  const target = (await locations(request)).find(
    (l) => l.seoPages.fr && l.seoPages.en && l.seoPages.fr.faq.length > 0,
  )!;
  const title = target.displayTitle;
  // Every seeded location has both pages and no call removes one: the list's answer drops
  // this one's English page, as the server answers for a location without it. Save goes to
  // the real server, which takes the French page alone.
  await page.route(
    (url) => url.pathname === routes.seoLocations.path,
    async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as SeoLocationsAnswer;
      for (const l of json.seoLocations) if (l.id === target.id) l.seoPages.en = null;
      await route.fulfill({ response, json });
    },
  );
  // The FAQ's version the modal sends is of the answer this test rewrote (no English page),
  // which the server, holding both pages, rightly refuses as stale (no silent overwrite):
  // the save goes on without If-Match, as "Save over it" sends it.
  await page.route(
    (url) => url.pathname === routes.saveFaq.path,
    async (route) => {
      const { 'if-match': _stale, ...headers } = route.request().headers();
      await route.continue({ headers });
    },
  );
  await page.goto(`/seo?displayTitle=${encodeURIComponent(title)}`);
  await shown(page);
  const line = row(page, title);
  await expect(line.getByText('No English page')).toBeVisible();
  await expect(line.getByRole('button', { name: /^(Suspend|Activate)/ })).toHaveCount(0);
  await line.getByRole('button', { name: `Edit FAQ of ${title}` }).click();
  const modal = page.getByRole('dialog', { name: `FAQ of ${title}` });
  await expect(
    modal.getByText("No English page: this FAQ is the French page's only."),
  ).toBeVisible();
  await expect(modal.getByRole('radio', { name: 'FR' })).toBeChecked();
  await expect(modal.getByRole('radio', { name: 'EN' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await modal.getByRole('textbox', { name: 'FAQ title' }).fill('FAQ de la page française');
  await modal.getByRole('button', { name: 'Save changes' }).click();
  await expect(modal).toHaveCount(0);
  const saved = (await located(request, target.id)).seoPages;
  expect(saved.fr!.faqTitle).toBe('FAQ de la page française');
  expect(saved.fr!.faq.map((e) => e.title)).toEqual(target.seoPages.fr!.faq.map((e) => e.title));
  expect(saved.en).toEqual(target.seoPages.en);
});
