import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '@backoffice/api';
import type { ContractsQuery, OfficesQuery } from '@backoffice/api';
import { CONTRACT_SORTS, CONTRACT_STATUSES } from '@backoffice/domain';
import { NowProvider } from '../clock';
import { ListSelect } from './ListSelect';
import type { ListSpec } from './listParams';
import { YES_NO_OPTIONS, withAll } from './listSelects';
import { useListParams } from './useListParams';

const contracts: ListSpec<ContractsQuery> = {
  query: routes.contracts.query,
  orderKeys: ['sort'],
  selects: {
    status: { label: 'Status', options: withAll(CONTRACT_STATUSES) },
    sort: {
      label: 'Sort',
      options: [{ value: undefined, label: 'Newest first' }, ...CONTRACT_SORTS],
    },
  },
};

const offices: ListSpec<OfficesQuery> = {
  query: routes.offices.query,
  selects: { bestDeal: { label: 'Best deal', options: YES_NO_OPTIONS } },
};

afterEach(cleanup);

function Contracts({ name }: { name: 'status' | 'sort' | 'search' }) {
  const params = useListParams(contracts);
  return (
    <>
      <ListSelect list={{ params }} name={name} />
      <output aria-label="URL">{useLocation().search}</output>
    </>
  );
}

function Offices() {
  const params = useListParams(offices);
  return (
    <>
      <ListSelect list={{ params }} name="bestDeal" />
      <output aria-label="URL">{useLocation().search}</output>
    </>
  );
}

function show(url: string, screenNode: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <NowProvider now={new Date('2026-11-23T10:00:00Z')}>{screenNode}</NowProvider>
    </MemoryRouter>,
  );
}

// The Select's code loads after its stand-in (DeferredSelect), a chunk the first test waits
// for: seconds on a 2-core machine busy with builds (a test's limit is raised to match).
const LOADED = { timeout: 20_000 };

/** The select's button (its name: the choice, then the label). */
const button = (label: string) => screen.findByRole('button', { name: new RegExp(label) }, LOADED);

/**
 * Chooses an option as the browser's autofill does, through the Select's hidden native
 * select (jsdom cannot lay out React Aria's popover): its options are the choices' ids.
 */
async function choose(option: string) {
  const hidden = await waitFor(() => {
    const select = document.querySelector('select');
    if (!select) throw new Error('The Select has not loaded');
    return select;
  }, LOADED);
  const choice = [...hidden.options].find((o) => o.textContent === option);
  if (!choice) throw new Error(`No option "${option}"`);
  fireEvent.change(hidden, { target: { value: choice.value } });
}

const url = () => screen.getByRole('status', { name: 'URL' }).textContent;

describe('ListSelect, bound to a list parameter by name', { timeout: 30_000 }, () => {
  it("shows the definition's label and words for the URL's value", async () => {
    show('/contracts?status=expired', <Contracts name="status" />);
    expect((await button('Status')).textContent).toContain('Expired');
  });

  it('shows "All" while the parameter is absent, and writes a choice to the URL, page 1', async () => {
    show('/contracts?page=3', <Contracts name="status" />);
    expect((await button('Status')).textContent).toContain('All');
    await choose('Active');
    expect(url()).toBe('?status=active');
    await choose('All');
    expect(url()).toBe('');
  });

  it("names the API's own order, and leaves it out of the URL", async () => {
    show('/contracts?sort=user_id_desc', <Contracts name="sort" />);
    expect((await button('Sort')).textContent).toContain('User id descending');
    await choose('Newest first');
    expect(url()).toBe('');
  });

  it('sets a boolean parameter from Yes and No', async () => {
    show('/offices?bestDeal=false', <Offices />);
    expect((await button('Best deal')).textContent).toContain('No');
    await choose('Yes');
    expect(url()).toBe('?bestDeal=true');
  });

  it('refuses a parameter the definition gives no words for', () => {
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(() => show('/contracts', <Contracts name="search" />)).toThrow(
        'The list defines no select for its parameter "search".',
      );
    } finally {
      console.error = quiet;
    }
  });
});
