import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@backoffice/api';
import { createApp } from './app';
import { readConfig } from './config';

let staticDir: string;

beforeAll(() => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-static-'));
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Back-office</title>');
  fs.writeFileSync(path.join(staticDir, 'assets', 'main-abc123.js'), 'console.log(1)');
});
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describe('server shell', () => {
  it('answers the health route', async () => {
    const res = await createApp().request(routes.health.path);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await createApp({ staticDir }).request('/api/v2/nope', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: 'not_found',
      description: 'No API route POST /api/v2/nope',
    });
  });

  it('serves the app for client-side routes', async () => {
    const res = await createApp({ staticDir }).request('/requests/42');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Back-office</title>');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await createApp({ staticDir }).request('/assets/main-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('says how to build the app when it is missing', async () => {
    const res = await createApp({ staticDir: path.join(staticDir, 'missing') }).request('/');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm start');
  });
});

describe('settings', () => {
  it('defaults to port 3000 and .data at the root', () => {
    const config = readConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir.endsWith('.data')).toBe(true);
    expect(config.demoEmail).toBe('csm@example.com');
  });

  it('honours PORT and DATA_DIR', () => {
    const config = readConfig({ PORT: '4123', DATA_DIR: '/tmp/x' });
    expect(config.port).toBe(4123);
    expect(config.dataDir).toBe('/tmp/x');
  });

  it('refuses a PORT that is not a port', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow('PORT must be a whole number');
  });
});

describe('route table', () => {
  it('has a handler for every route and a test calling each one', () => {
    const tests = fs
      .readdirSync(path.join(import.meta.dirname))
      .filter((f) => f.endsWith('.test.ts') && f !== 'app.test.ts')
      .map((f) => fs.readFileSync(path.join(import.meta.dirname, f), 'utf8'))
      .join('\n');
    const untested = Object.keys(routes).filter(
      (name) => name !== 'health' && !tests.includes(`routes.${name}`),
    );
    expect(untested).toEqual([]);
  });

  it('answers 503 on the API while the database is being prepared', async () => {
    const app = createApp({ services: () => null });
    const health = await app.request(routes.health.path);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ code: 'starting' });
  });

  it('serves the office pictures of the demo data', async () => {
    const res = await createApp().request('/media/offices/3.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect((await createApp().request('/media/offices/13.svg')).status).toBe(404);
  });
});
