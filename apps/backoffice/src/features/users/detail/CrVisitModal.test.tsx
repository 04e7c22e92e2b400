import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBookmark, makeOffice, makeUser } from '@backoffice/api/mocks';
import { crVisitMissingMessage } from '@backoffice/domain';
import { renderAs } from '@/shared/roleTesting';
import CrVisitModal from './CrVisitModal';

afterEach(cleanup);

// A guest with three favorites, one of them removed (office 12's), and office 14 twice.
const guest = makeUser(7, false, {
  bookmarks: [
    makeBookmark(1, { officeId: 11, deletedAt: null }),
    makeBookmark(2, { officeId: 12, deletedAt: '2026-03-01T10:00:00Z' }),
    makeBookmark(3, { officeId: 14, deletedAt: null }),
    makeBookmark(4, { officeId: 14, deletedAt: null }),
  ],
});

/** A server that knows every office, and records every call. */
function officeServer() {
  const calls: string[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    const id = Number(/\/csm\/offices\/(\d+)$/.exec(url)?.[1]);
    const body = id ? { office: makeOffice(id) } : { code: 'not_found', description: 'No.' };
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status: id ? 200 : 404,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function open() {
  const server = officeServer();
  renderAs('csm', <CrVisitModal user={guest} onClose={vi.fn()} />, { fetch: server.fetch });
  const dialog = within(screen.getByRole('dialog'));
  return {
    server,
    dialog,
    officeId: dialog.getByRole('combobox', { name: 'Office id' }) as HTMLInputElement,
    company: dialog.getByRole('textbox', { name: 'Company name' }) as HTMLInputElement,
    create: dialog.getByRole('button', { name: 'Create CR & Visit' }),
    summary: dialog.getByRole('alert'),
  };
}

const writes = (calls: string[]) => calls.filter((call) => !call.startsWith('GET'));

describe('Create CR & Visit: a form that helps', () => {
  it('opens on Office id, which offers the guest’s active favorites, each office once', async () => {
    const { officeId } = open();
    await waitFor(() => expect(document.activeElement).toBe(officeId));
    fireEvent.keyDown(officeId, { key: 'ArrowDown' });
    const list = await screen.findByRole('listbox');
    const options = within(list).getAllByRole('option');
    // Each says its address under its id (office 12's favorite was removed).
    const [first, , third] = guest.bookmarks!;
    expect(options.map((o) => o.textContent)).toEqual(
      [first!, third!].map((b) => `${b.officeId}${b.officeAddressLine1}, ${b.officeAddressLine2}`),
    );
    // Choosing one fills its id: the office is read and said under the field.
    fireEvent.click(options[1]!);
    await waitFor(() => expect(officeId.value).toBe('14'));
    const title = makeOffice(14).title.fr;
    await screen.findByText(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:`));
  });

  it('checks a field once it is left, alone; Enter in Office id sends nothing', async () => {
    const { officeId, company, summary, server, dialog } = open();
    fireEvent.change(officeId, { target: { value: '14' } });
    // Enter there is taken (its default, the form's submit, prevented): the office is read.
    expect(fireEvent.keyDown(officeId, { key: 'Enter' })).toBe(false);
    fireEvent.focusOut(officeId);
    fireEvent.change(company, { target: { value: '' } });
    expect(dialog.queryByText(crVisitMissingMessage('companyName'))).toBeNull();
    fireEvent.focusOut(company);
    expect(await dialog.findByText(crVisitMissingMessage('companyName'))).toBeTruthy();
    // The fields not reached say nothing, and nothing is said below the form.
    expect(dialog.queryByText(crVisitMissingMessage('startDate'))).toBeNull();
    expect(summary.textContent).toBe('');
    expect(writes(server.calls)).toEqual([]);
  });

  it('on Create, marks every missing item and says the first; the message follows the fields as they are fixed', async () => {
    const { officeId, create, summary, dialog, server } = open();
    fireEvent.click(create);
    await waitFor(() => expect(summary.textContent).toBe(crVisitMissingMessage('officeId')));
    expect(dialog.getByText(crVisitMissingMessage('seats'))).toBeTruthy();
    expect(dialog.getByText(crVisitMissingMessage('quietEnvironmentNeeded'))).toBeTruthy();
    // The office id typed: no "Please add an office id…" left behind, the next item is said.
    fireEvent.change(officeId, { target: { value: '14' } });
    await waitFor(() => expect(summary.textContent).toBe(crVisitMissingMessage('startDate')));
    expect(dialog.queryByText(crVisitMissingMessage('officeId'))).toBeNull();
    expect(writes(server.calls)).toEqual([]);
  });
});
