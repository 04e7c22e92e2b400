/**
 * Each input that made the server answer 500 now answers 4xx with
 * `{ code, description, fields }` naming the field, before any query, and writes nothing.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { routes } from '@backoffice/api/contract';
import { VALIDATION_MESSAGES as M } from '@backoffice/domain';
import { bookmarks, internalNotes, meetings, requests, users } from '../db/schema';
import { MAX_BODY_DEPTH } from './input';
import { type CallResult, testServerForFile } from '../test/harness';
import { receivedRequest, userWhere } from '../test/fixtures';

const server = testServerForFile();

const db = () => server.database.db;

/** A 4xx with the error body, naming `field`. */
function expectRefusal(res: CallResult, status: number, field: string): void {
  expect(res.status, res.text).toBe(status);
  expect(typeof res.body.code).toBe('string');
  expect(typeof res.body.description).toBe('string');
  expect(res.body.description.length).toBeGreaterThan(0);
  expect(Object.keys(res.body.fields ?? {})).toContain(field);
}

const NUL = 'text\u0000with a NUL';

describe('a NUL byte', () => {
  it('in a stored text field is refused with the field named, and nothing is stored', async () => {
    const before = await db().select().from(internalNotes).where(eq(internalNotes.officeId, 2));
    expectRefusal(
      await server.call(routes.createInternalNote, { body: { office_id: 2, note: NUL } }),
      400,
      'note',
    );
    expectRefusal(
      await server.call(routes.updateSeoDescription, {
        params: { id: 2 },
        body: { fr: 'ok', en: NUL },
      }),
      400,
      'en',
    );
    const r = await receivedRequest(db());
    expectRefusal(
      await server.call(routes.guestCancel, {
        params: { id: r.id },
        body: { guestCancelledReason: 1000, guestCancelledMessage: NUL },
      }),
      400,
      'guestCancelledMessage',
    );
    expectRefusal(
      await server.call(routes.bookmarkNote, { body: { bookmark_id: 1, note: NUL } }),
      400,
      'note',
    );
    const after = await db().select().from(internalNotes).where(eq(internalNotes.officeId, 2));
    expect(after).toHaveLength(before.length);
  });

  it('in a search text or a query value is refused with the parameter named', async () => {
    expectRefusal(await server.call(routes.offices, { query: { search: NUL } }), 400, 'search');
    expectRefusal(
      await server.call(routes.users, { query: { searchText: NUL } }),
      400,
      'searchText',
    );
    expectRefusal(await server.call(routes.searchOffices, { query: { q: NUL } }), 400, 'q');
    expectRefusal(
      await server.call(routes.conversations, { query: { search: NUL } }),
      400,
      'search',
    );
  });

  it('in a nested field or a field name, and an unpaired surrogate, are refused too', async () => {
    const nested = await server.call(routes.updateInternalNote, {
      params: { id: 1 },
      body: { internal_note: { note: NUL } },
    });
    expectRefusal(nested, 400, 'internal_note.note');
    expectRefusal(
      await server.call(routes.createInternalNote, {
        body: '{"office_id": 2, "note": "x", "a\\u0000b": 1}',
      }),
      400,
      'body',
    );
    expectRefusal(
      await server.call(routes.createInternalNote, {
        body: '{"office_id": 2, "note": "half \\ud800 a pair"}',
      }),
      400,
      'note',
    );
  });
});

describe('a body too deep or too large', () => {
  it('5,000 levels of nesting answer 400, not a RangeError', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const res = await server.call(routes.createInternalNote, {
      body: `{"office_id": 2, "note": ${deep}}`,
    });
    expectRefusal(res, 400, 'body');
    expect(res.body.description).toContain(`${MAX_BODY_DEPTH} levels`);
    const objects = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    expectRefusal(await server.call(routes.saveFaq, { body: objects }), 400, 'body');
    // Brackets inside strings are text, not nesting.
    const text = await server.call(routes.createInternalNote, {
      body: { office_id: 2, note: `<p>${'['.repeat(100)}</p>` },
    });
    expect(text.status).toBe(200);
  });

  it('a body over 1 MB answers 413, with or without a Content-Length', async () => {
    const big = JSON.stringify({ office_id: 2, note: 'x'.repeat(1024 * 1024) });
    expectRefusal(await server.call(routes.createInternalNote, { body: big }), 413, 'body');
    // Chunked: no length announced, the server stops reading past the limit.
    const token = await server.login();
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ > 40) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await server.app.request(routes.createInternalNote.path, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: stream,
      // @ts-expect-error undici needs it for a stream body
      duplex: 'half',
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'payload_too_large' });
    expect(sent).toBeLessThan(40);
  });
});

describe('ids beyond an integer column', () => {
  it.each(['2147483648', '99999999999999999999', '9007199254740993', '0', '-1', '1e3', 'abc'])(
    'path id %s answers 400 naming the id',
    async (id) => {
      expectRefusal(await server.call(routes.office, { params: { id } }), 400, 'id');
    },
  );

  it.each([2_147_483_648, 1e20, 2 ** 53 + 1])('body id %s answers 400 naming it', async (id) => {
    expectRefusal(
      await server.call(routes.createInternalNote, { body: { office_id: id, note: 'x' } }),
      400,
      'office_id',
    );
    expectRefusal(
      await server.call(routes.addFavorites, { params: { id: 3 }, body: { office_ids: [2, id] } }),
      400,
      'office_ids.1',
    );
    expectRefusal(
      await server.call(routes.removeDisplayOffice, { body: { sectionId: 1, officeId: id } }),
      400,
      'officeId',
    );
  });

  it('the largest id is a plain 404; typed ids and search boxes read larger digits as text', async () => {
    expect((await server.call(routes.office, { params: { id: 2_147_483_647 } })).status).toBe(404);
    const typed = await server.call(routes.addDisplayOffices, {
      body: { offices: '2147483648, 99999999999999999999', section: 1 },
    });
    expectRefusal(typed, 400, 'offices');
    expect(typed.body.fields.offices).toBe(M.invalidOfficeIds);
    for (const search of ['#99999999999', '99999999999', '-99999999999']) {
      expect((await server.call(routes.conversations, { query: { search } })).status).toBe(200);
      expect((await server.call(routes.offices, { query: { search } })).status).toBe(200);
      expect((await server.call(routes.documents, { query: { search } })).status).toBe(200);
    }
    expect((await server.call(routes.users, { query: { searchText: '99999999999' } })).status).toBe(
      200,
    );
  });
});

describe('query numbers out of range', () => {
  it.each([
    [routes.offices, 'page', '1e20'],
    [routes.users, 'page', '99999999999'],
    [routes.contracts, 'page', '1e20'],
    [routes.searchOffices, 'page', '1e20'],
    [routes.searchOffices, 'budget', '1e300'],
    [routes.searchOffices, 'priceMax', '1e10'],
    [routes.searchOffices, 'surfaceMin', '-1'],
    [routes.searchOffices, 'seatsMin', '12345678901234567890'],
    [routes.searchOffices, 'teamSize', '10001'],
    [routes.searchOffices, 'teamSize', '2.5'],
    [routes.searchOffices, 'days', '99999999999'],
    [routes.searchOffices, 'geoLat', '1e400'],
  ] as const)('%s %s=%s answers 400 naming it', async (route, name, value) => {
    expectRefusal(await server.call(route, { query: { [name]: value } }), 400, name);
  });

  it('takes the largest page and a budget with decimals', async () => {
    const page = await server.call(routes.offices, { query: { page: 1_000_000 } });
    expect(page.status).toBe(200);
    expect(page.body.offices).toEqual([]);
    const budget = await server.call(routes.searchOffices, {
      query: { budget: 1500.5, priceMin: 0.5, surfaceMax: 99.9 },
    });
    expect(budget.status).toBe(200);
    expect(budget.body.resultCount).toBeGreaterThan(0);
  });
});

describe('impossible calendar dates', () => {
  it('2099-02-31T10:00:00Z does not make a meeting on the 3rd of March', async () => {
    const r = await receivedRequest(db(), 3);
    const res = await server.call(routes.proposeMeeting, {
      body: { requestId: r.id, dates: ['2099-02-31T10:00:00Z'] },
    });
    expectRefusal(res, 400, 'dates.0');
    // The form's own message, as for any slot that is not a date and time.
    expect(res.body.fields['dates.0']).toBe(M.fillAllSlots);
    expect(await db().select().from(meetings).where(eq(meetings.requestId, r.id))).toEqual([]);
    for (const slot of [
      '2099-04-31T10:00:00Z',
      '2099-03-01T24:00:00Z',
      '2099-03-01T10:00:00+25:00',
    ]) {
      expectRefusal(
        await server.call(routes.scheduleMeeting, { body: { requestId: r.id, meetingSlot: slot } }),
        400,
        'meetingSlot',
      );
    }
    const [unchanged] = await db().select().from(requests).where(eq(requests.id, r.id));
    expect(unchanged?.step).toBe('request_received');
  });

  it('is refused in the days of a body and of every list filter', async () => {
    const g = await userWhere(db(), and(eq(users.userType, 'guest'), isNull(users.verifiedAt)));
    const res = await server.call(routes.createCrVisit, {
      params: { id: g.id },
      body: {
        guest: {
          companyName: 'Acme',
          companySize: 10,
          businessSector: 1,
          phoneNumber: '+33612345678',
          dayToDay: {
            frequentClientVisits: false,
            frequentPhoneCalls: false,
            quietEnvironmentNeeded: false,
          },
        },
        officeId: 2,
        startDate: '2099-02-30',
        endDate: '2099-06-01',
        seats: 1,
        flexibility: 5,
        guestMessage: '',
        visitDate: '2099-01-10',
        visitTime: '10:00',
      },
    });
    expectRefusal(res, 400, 'startDate');
    for (const [route, name] of [
      [routes.users, 'startDate'],
      [routes.documents, 'endDate'],
      [routes.conversations, 'startDate'],
      [routes.requestBoard, 'endDate'],
      [routes.searchAnalyticsCsv, 'minDate'],
    ] as const) {
      expectRefusal(
        await server.call(route, {
          query: { minDate: '2026-01-01', maxDate: '2026-01-02', [name]: '2026-02-31' },
        }),
        400,
        name,
      );
    }
  });
});

describe('two writes of the same favorite at the same instant', () => {
  it('keep one, and the other learns it was already there (a 409 at worst, never 500)', async () => {
    const g = await userWhere(db(), eq(users.userType, 'guest'));
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        server.call(routes.addFavorites, { params: { id: g.id }, body: { office_ids: [77] } }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const active = await db()
      .select()
      .from(bookmarks)
      .where(
        and(eq(bookmarks.guestId, g.id), eq(bookmarks.officeId, 77), isNull(bookmarks.deletedAt)),
      );
    expect(active).toHaveLength(1);
  });
});
