import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildPath, routes, type AnyRoute } from '@backoffice/api/contract';
import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app';
import { openPglite, openPostgres, type Database } from '../db/client';
import { catchUpDemoDates, ensurePgliteTemplate, templateKey } from '../start/database';
import type { Services } from '../http/context';
import { createServices, type ServiceOptions } from '../http/services';
import { TEST_ACCOUNT } from './account';
import { checkAnswersAgainstDocument } from './contract';

export interface TestApp {
  app: Hono;
  services: Services;
  database: Database;
  /** Signs in as the demo account and returns the token. */
  login(): Promise<string>;
  /** Calls a route of the table; checks a 200/202 JSON answer against the route's struct. */
  call<R extends AnyRoute>(route: R, options?: CallOptions): Promise<CallResult>;
}

export interface TestServer extends TestApp {
  dataDir: string;
  /**
   * A second server on the same database, with its own caches and limits (on PostgreSQL its
   * own connection pool too): what another process behind the load balancer would be.
   */
  twin(options?: Partial<ServiceOptions>): Promise<TestApp>;
  close(): Promise<void>;
}

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  /** An object is sent as JSON; a string as it is. */
  body?: unknown;
  /** A token, or null for none (default: the demo account's). */
  token?: string | null;
  /** More request headers (X-Forwarded-For...). */
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
  text: string;
}

async function openTestDatabase(
  dataDir: string,
  poolSize: number,
): Promise<{
  database: Database;
  drop: () => Promise<void>;
  /** Opens the same database again (PostgreSQL: a new pool; PGlite: the same handle). */
  again: () => Promise<Database>;
}> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const template = await ensurePgliteTemplate(TEST_ACCOUNT);
    const dir = path.join(dataDir, 'pglite');
    fs.cpSync(template, dir, { recursive: true });
    const database = await openPglite(dir);
    return { database, drop: async () => {}, again: async () => database };
  }
  const copy = await copyTemplateDatabase(url);
  const database = await openPostgres(copy.url, poolSize);
  return { database, again: () => openPostgres(copy.url, poolSize), drop: copy.drop };
}

/**
 * A PostgreSQL database of its own for a test file, copied from the seeded template that the
 * global setup made (CREATE DATABASE ... TEMPLATE): its URL, and how to drop it.
 */
export async function copyTemplateDatabase(
  url: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new URL(url);
  const name = `bo_test_${crypto.randomBytes(6).toString('hex')}`;
  const template = `bo_tpl_${templateKey(TEST_ACCOUNT.demoEmail, TEST_ACCOUNT.demoPassword)}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(`create database "${name}" template "${template}"`);
      break;
    } catch (error) {
      // Another file copying the same template at this instant: wait and try again.
      if (attempt > 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 + attempt * 100));
    }
  }
  await client.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/** Sign-in and calls through one app (the first call signs in as the demo account). */
function testApp(app: Hono, services: Services, database: Database): TestApp {
  let token: string | null = null;
  const self: TestApp = {
    app,
    services,
    database,
    async login() {
      const res = await app.request(routes.login.path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: TEST_ACCOUNT.demoEmail,
          password: TEST_ACCOUNT.demoPassword,
        }),
      });
      const body = (await res.json()) as { token: string };
      token = body.token;
      return token;
    },
    async call(route, { params = {}, query, body, token: given, headers: extra } = {}) {
      const url = new URL(`http://localhost${buildPath(route.path, params)}`);
      for (const [key, value] of Object.entries(query ?? {})) {
        if (value !== undefined) url.searchParams.set(key, String(value));
      }
      const auth = given === undefined ? (token ?? (await self.login())) : given;
      const headers: Record<string, string> = { ...extra };
      if (auth) headers.authorization = `Bearer ${auth}`;
      let payload: string | undefined;
      if (body !== undefined) {
        headers['content-type'] = 'application/json';
        payload = typeof body === 'string' ? body : JSON.stringify(body);
      }
      const res = await app.request(url.pathname + url.search, {
        method: route.method,
        headers,
        body: payload,
      });
      const text = await res.text();
      const isJson = (res.headers.get('content-type') ?? '').includes('json');
      const parsed = isJson && text ? JSON.parse(text) : undefined;
      const csv = query?.format === 'csv';
      if ((res.status === 200 || res.status === 202) && route.answerKind === 'json' && !csv) {
        // The answer must pass the api package's answer struct (the client checks the same).
        const [error] = route.answer.validate(parsed, { coerce: true });
        if (error)
          throw new Error(`${route.name} answered a body its struct refuses: ${error.message}`);
      }
      return { status: res.status, body: parsed, headers: res.headers, text };
    },
  };
  return self;
}

/** A server on its own copy of the demo database (PGlite, or PostgreSQL with DATABASE_URL). */
/**
 * The test server of the current test file (or describe block): started before its tests and
 * closed after them. The object is handed back at once and filled in when the server is up.
 */
export function testServerForFile(...args: Parameters<typeof startTestServer>): TestServer {
  const server = {} as TestServer;
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(...args);
    Object.assign(server, started);
  });
  afterAll(() => started?.close());
  return server;
}

export async function startTestServer(
  options: Partial<ServiceOptions> = {},
  /** PostgreSQL connections of the server (default 4). */
  { poolSize = 4 }: { poolSize?: number } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-server-test-'));
  const { database, drop, again } = await openTestDatabase(dataDir, poolSize);
  await database.migrate();
  await catchUpDemoDates(database, new Date());
  const services = createServices(database, { dataDir, seoDelayMs: 50, ...options });
  // Every answer a test gets is checked against the OpenAPI document (test/contract.ts).
  const app = checkAnswersAgainstDocument(createApp({ services: () => services }));
  const twins: { services: Services; database: Database }[] = [];
  return {
    ...testApp(app, services, database),
    dataDir,
    async twin(twinOptions = {}) {
      const second = await again();
      const twinServices = createServices(second, { dataDir, seoDelayMs: 50, ...twinOptions });
      twins.push({ services: twinServices, database: second });
      const twinApp = checkAnswersAgainstDocument(createApp({ services: () => twinServices }));
      return testApp(twinApp, twinServices, second);
    },
    async close() {
      for (const twin of twins) {
        await twin.services.seo.idle();
        if (twin.database !== database) await twin.database.close();
      }
      await services.seo.idle();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
