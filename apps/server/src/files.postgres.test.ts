/**
 * Two server processes on one PostgreSQL, each with a data folder of its
 * own (as two hosts behind the balancer): an export made through server A downloads through
 * server B, is refused (404) to another CSM on either, and is served to an Admin.
 * (PostgreSQL only: left out of the PGlite pass, see vitest.config.ts.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@backoffice/api/contract';
import { copyTemplateDatabase } from './test/harness';
import { TEST_ACCOUNT } from './test/account';
import { buildServer, signInThrough, startProcess, type ServerProcess } from './test/processes';

let build: ReturnType<typeof buildServer>;
let database: Awaited<ReturnType<typeof copyTemplateDatabase>>;
let a: ServerProcess;
let b: ServerProcess;
const dataDirs: string[] = [];

beforeAll(async () => {
  build = buildServer();
  database = await copyTemplateDatabase(process.env.DATABASE_URL as string);
  const env = (name: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bo-files-${name}-`));
    dataDirs.push(dir);
    return { DATABASE_URL: database.url, DATA_DIR: dir, DEMO_DATA: '1' };
  };
  [a, b] = await Promise.all([
    startProcess(build.dir, env('a')),
    startProcess(build.dir, env('b')),
  ]);
}, 180_000);

afterAll(async () => {
  for (const server of [a, b]) await server?.stop();
  await database?.drop();
  build?.remove();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function signIn(server: ServerProcess, email: string): Promise<string> {
  const res = await fetch(`${server.url}${routes.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_ACCOUNT.demoPassword }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`Sign-in of ${email} answered ${res.status}`);
  return body.token;
}

const get = (server: ServerProcess, link: string, token: string) =>
  fetch(`${server.url}${link}`, { headers: { authorization: `Bearer ${token}` } });

describe('generated files on two servers', () => {
  it('an export made through A downloads through B; another CSM gets 404, an Admin the file', async () => {
    const lea = await signIn(a, 'lea.bernard@example.com'); // CSM
    const hugo = await signIn(b, 'hugo.petit@example.com'); // CSM
    const admin = await signInThrough(b.url); // the demo account, an Admin
    const made = await get(a, `${routes.dumpRequests.path}?search=%231`, lea);
    expect(made.status).toBe(200);
    const { link } = (await made.json()) as { link: string };
    expect(link).toMatch(/^\/api\/v2\/csm\/files\/[\w-]{43}$/);

    for (const server of [b, a]) {
      const res = await get(server, link, lea);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const lines = (await res.text()).split('\r\n').filter(Boolean);
      expect(lines.length).toBe(2);
      expect(lines[1]).toMatch(/^1,/);
    }
    for (const server of [a, b]) {
      const refused = await get(server, link, hugo);
      expect(refused.status).toBe(404);
      expect(((await refused.json()) as { code: string }).code).toBe('not_found');
      expect((await get(server, link, admin)).status).toBe(200);
    }
    // Neither server wrote the file to its data folder.
    for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, 'exports'))).toBe(false);
  });
});
