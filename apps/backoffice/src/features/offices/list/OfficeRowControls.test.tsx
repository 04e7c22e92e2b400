import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOffice } from '@backoffice/api/mocks';
import { toOfficeListItem } from '@backoffice/domain';
import { description, renderAs } from '@/shared/roleTesting';
import { BestDealSwitch, OfficeRowActions, RankSelect } from './OfficeRowControls';

afterEach(cleanup);
// jsdom has no CSS.escape, which React Aria's menu uses as it opens.
if (!globalThis.CSS?.escape) {
  vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, '\\$&') });
}

const WRITE_REFUSAL = 'Viewers cannot change records.';
const office = toOfficeListItem(makeOffice(5));

function Row() {
  const show = vi.fn();
  return (
    <>
      <BestDealSwitch office={office} shown={undefined} show={show} />
      <RankSelect office={office} shown={undefined} show={show} />
      <OfficeRowActions office={office} />
    </>
  );
}

describe("An office row's controls by role", () => {
  it('are disabled for a Viewer, focusable, each with the reason', async () => {
    renderAs('viewer', <Row />);
    const bestDeal = screen.getByRole('switch', { name: `Best deal for office ${office.id}` });
    expect(bestDeal.hasAttribute('disabled')).toBe(false);
    expect(bestDeal.getAttribute('aria-readonly')).toBe('true');
    expect(description(bestDeal)).toBe(WRITE_REFUSAL);
    fireEvent.click(bestDeal);
    expect((bestDeal as HTMLInputElement).checked).toBe(office.isBestDeal);

    const rank = screen.getByRole('button', { name: new RegExp(`Rank of office ${office.id}`) });
    expect(rank.getAttribute('aria-disabled')).toBe('true');
    expect(description(rank)).toBe(WRITE_REFUSAL);

    // The menu opens (Edit and the SEO description read); the writes stay, with the reason.
    fireEvent.keyDown(screen.getByRole('button', { name: `Actions for office ${office.id}` }), {
      key: 'ArrowDown',
    });
    const menu = await screen.findByRole('menu');
    const items = [...menu.querySelectorAll('[role="menuitem"]')];
    // Each refused item says why in its name ('Publish: Viewers cannot change records.').
    const refused = items.filter((item) => item.textContent?.endsWith(WRITE_REFUSAL));
    expect(refused.length).toBeGreaterThan(0);
    for (const item of refused) expect(item.hasAttribute('aria-disabled')).toBe(false);
    expect(items.find((item) => item.textContent === 'Edit')).toBeTruthy();
  });

  it('are enabled for a CSM, and a refusal from the server is said in its words', async () => {
    renderAs('csm', <Row />);
    const bestDeal = screen.getByRole('switch', { name: `Best deal for office ${office.id}` });
    expect(bestDeal.hasAttribute('aria-readonly')).toBe(false);
    expect(description(bestDeal)).toBe('');
    const rank = screen.getByRole('button', { name: new RegExp(`Rank of office ${office.id}`) });
    expect(rank.hasAttribute('aria-disabled')).toBe(false);
    // The test's server refuses every call with 403 forbidden: its description is the toast,
    // not 'Something went wrong'.
    fireEvent.click(bestDeal);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(WRITE_REFUSAL));
  });

  it('offer None in the rank select, which takes the rank away (rank: null)', async () => {
    const sent: unknown[] = [];
    const fetch: typeof globalThis.fetch = (_input, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return Promise.resolve(
        new Response('{"message":"ok"}', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    };
    const ranked = { ...office, rank: 2 };
    renderAs('csm', <RankSelect office={ranked} shown={undefined} show={vi.fn()} />, { fetch });
    const hidden = await waitFor(
      () => {
        const select = document.querySelector('select');
        if (!select) throw new Error('The Select has not loaded');
        return select;
      },
      { timeout: 20_000 },
    );
    const none = [...hidden.options].find((o) => o.textContent === 'None');
    expect(none).toBeTruthy();
    fireEvent.change(hidden, { target: { value: none!.value } });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain(
        `Rank updated: office ${office.id} has no rank`,
      ),
    );
    expect(sent).toEqual([{ rank: null }]);
  });
});
