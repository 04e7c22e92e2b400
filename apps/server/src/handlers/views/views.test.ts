/**
 * Saved views on the demo database (PGlite here, PostgreSQL in the PostgreSQL
 * run). The harness signs in as Camille Dubois (an Admin); Léa Bernard and Hugo Petit are
 * CSMs, Inès Moreau a Viewer.
 */
import crypto from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@backoffice/api/contract';
import { VIEW_NAME_MAX, VIEW_WORDS, VIEWS_MAX, type SavedView } from '@backoffice/domain';
import { auditLog, savedViews } from '../../db/schema';
import { tokenOf } from '../../test/account';
import { testServerForFile } from '../../test/harness';

const server = testServerForFile();
let lea: string;
let hugo: string;
let ines: string;
beforeAll(async () => {
  lea = await tokenOf(server.database.db, 2);
  hugo = await tokenOf(server.database.db, 3);
  ines = await tokenOf(server.database.db, 4);
});

const unique = (name: string) => `${name} ${crypto.randomUUID().slice(0, 6)}`;

/** The saved views of a name, as stored. */
const viewsNamed = (name: string) =>
  server.database.db.select().from(savedViews).where(eq(savedViews.name, name));

function save(
  body: { screen?: string; name: string; query?: string; shared?: boolean },
  token?: string,
  key: string = crypto.randomUUID(),
) {
  return server.call(routes.createSavedView, {
    body: { screen: 'requests', query: 'owner=mine', shared: false, ...body } as never,
    token,
    headers: { 'idempotency-key': key },
  });
}

async function viewsOf(screen: string, token?: string): Promise<SavedView[]> {
  const res = await server.call(routes.savedViews, { query: { screen } as never, token });
  expect(res.status).toBe(200);
  return res.body.views as SavedView[];
}

function change(id: number, body: Record<string, unknown>, token?: string) {
  return server.call(routes.updateSavedView, {
    params: { id },
    body: body as never,
    token,
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
}

function remove(id: number, token?: string) {
  return server.call(routes.deleteSavedView, {
    params: { id },
    token,
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
}

describe('saved views', () => {
  it('a personal view is its author’s alone; a shared one appears for the team, with its author', async () => {
    const mine = unique('Mine oldest first');
    const res = await save(
      { name: `  ${mine} `, query: '?owner=mine&page=3&sort=received_asc' },
      lea,
    );
    expect(res.status).toBe(200);
    const view = res.body.view as SavedView;
    // The name trimmed, the page and the "?" left out: a view is what is shown.
    expect(view).toMatchObject({
      name: mine,
      query: 'owner=mine&sort=received_asc',
      shared: false,
    });
    expect(view.author?.name).toBe('Léa Bernard');
    expect((await viewsOf('requests', lea)).map((v) => v.id)).toContain(view.id);
    expect((await viewsOf('requests', hugo)).map((v) => v.id)).not.toContain(view.id);

    const team = unique('Waiting too long');
    const shared = (await save({ name: team, query: 'waiting=true', shared: true }, lea)).body
      .view as SavedView;
    const seen = (await viewsOf('requests', hugo)).find((v) => v.id === shared.id);
    expect(seen).toMatchObject({ name: team, shared: true, author: { name: 'Léa Bernard' } });
    // Another screen's views are not this one's; without a screen, every screen's are there.
    expect((await viewsOf('users', hugo)).map((v) => v.id)).not.toContain(shared.id);
    const all = await server.call(routes.savedViews, { query: {}, token: hugo });
    expect((all.body.views as SavedView[]).map((v) => v.id)).toContain(shared.id);
    // Another's personal view is not there for anyone else: 404, not 403.
    expect((await change(view.id, { name: 'Taken' }, hugo)).status).toBe(404);
  });

  it('a double click saves one view; a second view of the same name is refused, naming it', async () => {
    const key = crypto.randomUUID();
    const name = unique('Paris this week');
    const [a, b] = await Promise.all([save({ name }, hugo, key), save({ name }, hugo, key)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((a.body.view as SavedView).id).toBe((b.body.view as SavedView).id);
    const again = await save({ name: name.toUpperCase() }, hugo);
    expect(again.status).toBe(409);
    expect(again.body.description).toBe(VIEW_WORDS.duplicate(name.toUpperCase()));
    expect(await viewsNamed(name)).toHaveLength(1);
  });

  it('two saves of one name at once, with their own keys: one view, the other refused naming it', async () => {
    const name = unique('Raced');
    const answers = await Promise.all([save({ name }, lea), save({ name }, lea)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await viewsNamed(name)).toHaveLength(1);
  });

  it('refuses a blank or too long name, an unknown screen and a query too long, with the field', async () => {
    const blank = await save({ name: '   ' }, hugo);
    expect(blank.status).toBe(400);
    const long = await save({ name: 'x'.repeat(VIEW_NAME_MAX + 1) }, hugo);
    expect(long.status).toBe(400);
    const screen = await save({ name: 'Nowhere', screen: 'kitchen' }, hugo);
    expect(screen.status).toBe(400);
    const query = await save({ name: 'Huge', query: `q=${'x'.repeat(2001)}` }, hugo);
    expect(query.status).toBe(400);
  });

  it('holds at most VIEWS_MAX views of one person on one screen', async () => {
    for (let i = 0; i < VIEWS_MAX; i++) {
      const res = await save({ screen: 'documents', name: `Doc view ${i}` }, hugo);
      expect(res.status).toBe(200);
    }
    const over = await save({ screen: 'documents', name: 'One too many' }, hugo);
    expect(over.status).toBe(409);
    expect(over.body.description).toBe(VIEW_WORDS.tooMany);
  });

  it('a Viewer uses the shared views but saves none; a shared view is changed by its author or an Admin, each change on the record', async () => {
    const viewer = await save({ screen: 'offices', name: unique('Published Lyon') }, ines);
    expect(viewer.status).toBe(403);

    const shared = (await save({ screen: 'offices', name: unique('Team'), shared: true }, lea)).body
      .view as SavedView;
    const refused = await change(shared.id, { name: 'Hugo’s now' }, hugo);
    expect(refused.status).toBe(403);
    expect(refused.body.description).toBe(VIEW_WORDS.notYours);
    expect((await remove(shared.id, hugo)).status).toBe(403);
    expect((await viewsOf('offices', ines)).map((v) => v.id)).toContain(shared.id);
    const viewerDefault = await server.call(routes.setDefaultView, {
      body: { screen: 'offices', viewId: shared.id },
      token: ines,
    });
    expect(viewerDefault.status).toBe(200);

    // Camille (the harness) is an Admin: she renames it, then Léa deletes it.
    const renamed = await change(shared.id, { name: 'Team, renamed', query: 'status=1&page=2' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.view).toMatchObject({ name: 'Team, renamed', query: 'status=1' });
    expect((await remove(shared.id, lea)).status).toBe(200);
    expect((await viewsOf('offices', hugo)).map((v) => v.id)).not.toContain(shared.id);

    const history = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'saved_view'), eq(auditLog.entityId, shared.id)))
      .orderBy(asc(auditLog.id));
    expect(history.map((h) => [h.route, h.staffName])).toEqual([
      ['createSavedView', 'Léa Bernard'],
      ['updateSavedView', 'Camille Dubois'],
      ['deleteSavedView', 'Léa Bernard'],
    ]);
  });

  it('a default per person and screen: set, seen only by its person, cleared, gone with its view', async () => {
    const shared = (
      await save(
        { screen: 'contracts', name: unique('Active'), query: 'status=active', shared: true },
        lea,
      )
    ).body.view as SavedView;
    const set = await server.call(routes.setDefaultView, {
      body: { screen: 'contracts', viewId: shared.id },
      token: hugo,
    });
    expect(set.status).toBe(200);
    expect((await viewsOf('contracts', hugo)).find((v) => v.id === shared.id)?.isDefault).toBe(
      true,
    );
    expect((await viewsOf('contracts', lea)).find((v) => v.id === shared.id)?.isDefault).toBe(
      false,
    );
    // A view of another screen cannot be this screen's default.
    const wrong = await server.call(routes.setDefaultView, {
      body: { screen: 'users', viewId: shared.id },
      token: hugo,
    });
    expect(wrong.status).toBe(404);
    // Made personal by its author, it is no longer Hugo's default (he cannot see it).
    expect((await change(shared.id, { shared: false }, lea)).status).toBe(200);
    expect((await viewsOf('contracts', hugo)).map((v) => v.id)).not.toContain(shared.id);
    const cleared = await server.call(routes.setDefaultView, {
      body: { screen: 'contracts', viewId: null },
      token: hugo,
    });
    expect(cleared.body).toEqual({ viewId: null });
  });
});
