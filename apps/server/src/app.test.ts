import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { routes } from '@backoffice/api/contract';
import { createApp } from './app';
import { readConfig } from './config';

let staticDir: string;

/** The built page's shape: an inline before-paint script, then the module entry. */
const THEME_SCRIPT = "\n      document.documentElement.setAttribute('data-theme', 'dark');\n    ";
const INDEX_HTML = `<!doctype html><title>Back-office</title><script>${THEME_SCRIPT}</script><script type="module" src="/assets/main-abc123.js"></script>`;

beforeAll(() => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-static-'));
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
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
    // The tests live beside what they test, anywhere under src/.
    const tests = fs
      .readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' })
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

describe('security headers', () => {
  const common = (headers: Headers) => {
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  };

  it('gives the app a strict policy: its own scripts and the hashed before-paint script only', async () => {
    const hash = crypto.createHash('sha256').update(THEME_SCRIPT).digest('base64');
    for (const page of ['/', '/index.html', '/requests/42', '/assets/main-abc123.js']) {
      const res = await createApp({ staticDir }).request(page);
      expect(res.status).toBe(200);
      common(res.headers);
      const csp = res.headers.get('content-security-policy') as string;
      const scripts = /script-src ([^;]+)/.exec(csp)?.[1];
      expect(scripts).toBe(`'self' 'sha256-${hash}'`);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
    }
  });

  it("gives each page a fresh nonce for React Aria's run-time styles, and the page that nonce", async () => {
    const app = createApp({ staticDir });
    const nonces: string[] = [];
    for (const path of ['/', '/requests/42', '/users']) {
      const res = await app.request(path);
      const styles = /style-src ([^;]+)/.exec(res.headers.get('content-security-policy') ?? '');
      const nonce = /^'self' 'nonce-([A-Za-z0-9+/=]{20,})'$/.exec(styles?.[1] ?? '')?.[1];
      expect(nonce).toBeDefined();
      expect(await res.text()).toContain(`<meta property="csp-nonce" content="${nonce}" />`);
      nonces.push(nonce as string);
    }
    expect(new Set(nonces).size).toBe(3);
    // Files other than the page allow no run-time style.
    const asset = await app.request('/assets/main-abc123.js');
    expect(/style-src ([^;]+)/.exec(asset.headers.get('content-security-policy') ?? '')?.[1]).toBe(
      "'self'",
    );
  });

  it('follows a rebuilt page: a changed inline script gets its new hash', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-static-'));
    try {
      const app = createApp({ staticDir: dir });
      fs.writeFileSync(path.join(dir, 'index.html'), '<script>one()</script>');
      const one = (await app.request('/')).headers.get('content-security-policy');
      fs.writeFileSync(path.join(dir, 'index.html'), '<script>two()</script>');
      fs.utimesSync(path.join(dir, 'index.html'), new Date(), new Date(Date.now() + 5000));
      const two = (await app.request('/')).headers.get('content-security-policy');
      const digest = (text: string) => crypto.createHash('sha256').update(text).digest('base64');
      expect(one).toContain(digest('one()'));
      expect(two).toContain(digest('two()'));
      expect(two).not.toContain(digest('one()'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('never lets an API answer be cached, framed or run as a page, errors included', async () => {
    const app = createApp({ staticDir });
    for (const [method, url] of [
      ['GET', routes.health.path],
      ['POST', '/api/v2/nope'],
    ]) {
      const res = await app.request(url as string, { method });
      common(res.headers);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
    const starting = await createApp({ services: () => null }).request(routes.refresh.path);
    expect(starting.status).toBe(503);
    expect(starting.headers.get('cache-control')).toBe('no-store');
  });

  it('allows another API origin the app was built for, and nothing else', async () => {
    const res = await createApp({ staticDir, apiBaseUrl: 'https://api.example.org/base/' }).request(
      '/',
    );
    expect(res.headers.get('content-security-policy')).toContain(
      "connect-src 'self' https://api.example.org;",
    );
  });
});
