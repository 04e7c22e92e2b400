/**
 * Each list's default view reads through an index, on PGlite (`npm test`) and on
 * PostgreSQL (`.ci/run`). Every statement a list's handler runs is explained with sequential
 * scans priced out (`enable_seqscan = off`): the planner then scans a table whole only when no
 * index can serve the statement, which is what this test refuses for the big tables. (On the
 * small test data a scan may be the cheaper plan; at 100× it is not: bench/60-api.mjs.)
 */
import { CONVERSATIONS_DEFAULT_DAYS, DOCUMENTS_DEFAULT_DAYS, lastDays } from '@backoffice/domain';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { handlers } from '../handlers';
import { AnswerLifetime, type Ctx } from '../http/context';
import { testServerForFile } from '../test/harness';
import type { Db } from './client';
import * as schema from './schema';

/** The tables that grow with the business: never read whole by a list's default view. */
const BIG_TABLES = ['requests', 'conversations', 'chat_messages', 'documents'];

const server = testServerForFile();

type Statement = { sql: string; params: unknown[] };

/** Runs one handler on a database handle that writes down its statements. */
async function statementsOf(
  name: keyof typeof handlers,
  query: Record<string, unknown>,
  id = 0,
): Promise<Statement[]> {
  const statements: Statement[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => statements.push({ sql, params }) };
  const client = (server.database.db as unknown as { $client: unknown }).$client;
  const options = { schema, casing: 'snake_case' as const, logger };
  const db = (server.database.kind === 'pglite'
    ? drizzlePglite({ client: client as PGlite, ...options })
    : drizzlePg({ client: client as pg.Pool, ...options })) as unknown as Db;
  const ctx = {
    db,
    services: server.services,
    params: { id },
    query,
    body: undefined,
    now: new Date(),
    lifetime: new AnswerLifetime(),
    // The demo account: its own read states and "Mine" are part of the reads.
    staff: { id: 1, name: 'Camille Dubois', role: 'admin' },
  } as unknown as Ctx;
  await (handlers[name] as unknown as (ctx: Ctx) => Promise<unknown>)(ctx);
  return statements.filter((s) => /^\s*select/i.test(s.sql));
}

/** Every node of a plan: its type, the table it reads and the index it reads it through. */
function planNodes(plan: unknown): { type: string; relation?: string; index?: string }[] {
  const found: { type: string; relation?: string; index?: string }[] = [];
  const walk = (node: Record<string, unknown>) => {
    found.push({
      type: String(node['Node Type']),
      relation: node['Relation Name'] as string | undefined,
      index: node['Index Name'] as string | undefined,
    });
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk((plan as [{ Plan: Record<string, unknown> }])[0].Plan);
  return found;
}

/** The tables a plan reads with a sequential scan. */
function seqScans(plan: unknown): string[] {
  return planNodes(plan)
    .filter((node) => node.type === 'Seq Scan')
    .map((node) => String(node.relation));
}

async function explain({ sql, params }: Statement): Promise<unknown> {
  const text = `explain (format json) ${sql}`;
  if (server.database.kind === 'pglite') {
    const client = (server.database.db as unknown as { $client: PGlite }).$client;
    return client.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      const result = await tx.query<{ 'QUERY PLAN': unknown }>(text, params);
      return result.rows[0]?.['QUERY PLAN'];
    });
  }
  const pool = (server.database.db as unknown as { $client: pg.Pool }).$client;
  const connection = await pool.connect();
  try {
    await connection.query('begin');
    await connection.query('set local enable_seqscan = off');
    const result = await connection.query(text, params);
    await connection.query('rollback');
    const value = result.rows[0]['QUERY PLAN'];
    return typeof value === 'string' ? JSON.parse(value) : value;
  } finally {
    connection.release();
  }
}

const DEFAULT_VIEWS: [string, keyof typeof handlers, Record<string, unknown>][] = [
  ['the board, last 7 days', 'requestBoard', {}],
  [
    'the conversations, last 7 days',
    'conversations',
    { ...lastDays(CONVERSATIONS_DEFAULT_DAYS, new Date()), page: 1, perPage: 50 },
  ],
  [
    'the documents, last 28 days',
    'documents',
    { ...lastDays(DOCUMENTS_DEFAULT_DAYS, new Date()), page: 1, perPage: 50 },
  ],
  ['the contracts, page 1', 'contracts', { page: 1, perPage: 50 }],
  ['the offices, page 1', 'offices', { page: 1, perPage: 50 }],
  ['the users, page 1', 'users', { page: 1, perPage: 50 }],
];

describe('the default view of each list reads through an index', () => {
  for (const [what, name, query] of DEFAULT_VIEWS) {
    it(what, async () => {
      const statements = await statementsOf(name, query);
      expect(statements.length).toBeGreaterThan(0);
      for (const statement of statements) {
        const scanned = seqScans(await explain(statement)).filter((t) => BIG_TABLES.includes(t));
        expect({ sql: statement.sql, scanned }).toEqual({ sql: statement.sql, scanned: [] });
      }
    });
  }

  it('(the check itself) names a big table read whole when no index serves a statement', async () => {
    const scanned = seqScans(
      await explain({
        sql: 'select count(*) from chat_messages where user_message like $1',
        params: ['%bureau%'],
      }),
    );
    expect(scanned).toEqual(['chat_messages']);
  });

  it("the offices' trending box: read in order from its partial index, no table scan, no sort", async () => {
    // Kept once read (the list above read it): forget it, so the handler runs its statement.
    server.services.cache.drop('offices:trending');
    const statements = await statementsOf('offices', { page: 1, perPage: 50 });
    const trending = statements.find((s) => /"trending"/.test(s.sql) && /order by/i.test(s.sql));
    expect(trending).toBeDefined();
    const nodes = planNodes(await explain(trending!));
    expect(nodes.map((node) => node.index)).toContain('offices_trending_rank_idx');
    expect(nodes.filter((node) => /Sort|Seq Scan/.test(node.type))).toEqual([]);
  });

  it('a search by name or address reads users and offices through their trigram indexes', async () => {
    const users = await statementsOf('users', { page: 1, perPage: 50, searchText: 'giraud eleo' });
    const usersIndexes = (
      await Promise.all(users.map(async (s) => planNodes(await explain(s)).map((n) => n.index)))
    ).flat();
    expect(usersIndexes).toContain('user_search_keys_trgm');
    const offices = await statementsOf('offices', { page: 1, perPage: 50, search: 'allee royale' });
    const officesIndexes = (
      await Promise.all(offices.map(async (s) => planNodes(await explain(s)).map((n) => n.index)))
    ).flat();
    expect(officesIndexes).toContain('office_search_keys_trgm');
  });

  it('a conversation: its messages', async () => {
    const [first] = await server.database.db
      .select({ id: schema.conversations.id })
      .from(schema.conversations)
      .limit(1);
    const statements = await statementsOf('chatMessages', {}, first?.id ?? 1);
    for (const statement of statements)
      expect(seqScans(await explain(statement)).filter((t) => BIG_TABLES.includes(t))).toEqual([]);
  });
});
