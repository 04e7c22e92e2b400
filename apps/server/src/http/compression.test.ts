import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { chooseEncoding, compressAnswers } from './compression';

let staticDir: string;
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ i, text: 'a row of the app' })))};`;

beforeAll(() => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-compress-'));
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Back-office</title>');
  const file = path.join(staticDir, 'assets', 'main-abc123.js');
  fs.writeFileSync(file, SCRIPT);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(SCRIPT, { level: 9 }));
  fs.writeFileSync(path.join(staticDir, 'assets', 'plain-abc123.css'), 'a{}');
});
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const asset = (file: string, acceptEncoding?: string) =>
  createApp({ staticDir }).request(`/assets/${file}`, {
    headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
  });

describe('choosing an encoding from Accept-Encoding', () => {
  it('prefers brotli, follows q-values and *, and refuses q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0.1, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('gzip, br', ['gzip'])).toBe('gzip');
  });
});

describe('built assets, compressed ahead', () => {
  it('sends the brotli or gzip copy the browser accepts, with Vary and a year of cache', async () => {
    const br = await asset('main-abc123.js', 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-type')).toMatch(/^text\/javascript/);
    const body = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(SCRIPT.length / 5);
    expect(zlib.brotliDecompressSync(body).toString()).toBe(SCRIPT);

    const gz = await asset('main-abc123.js', 'gzip, deflate');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);

    const plain = await asset('main-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('sends a file without copies as it is, and 404 for an asset that is not there', async () => {
    const css = await asset('plain-abc123.css', 'br');
    expect(css.headers.get('content-encoding')).toBeNull();
    expect(await css.text()).toBe('a{}');
    expect((await asset('gone-123.js', 'br')).status).toBe(404);
    expect((await asset('..%2f..%2fetc%2fpasswd')).status).toBe(404);
  });
});

describe('answers compressed per call', () => {
  const big = { rows: Array.from({ length: 300 }, (_, i) => ({ id: i, name: `Request ${i}` })) };
  const app = new Hono();
  app.use('*', compressAnswers());
  app.get('/big', (c) => c.json(big));
  app.get('/small', (c) => c.json({ message: 'OK' }));
  app.get('/csv', () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 200; i++) controller.enqueue(new TextEncoder().encode(`${i},row\r\n`));
        controller.close();
      },
    });
    return new Response(stream, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
  });

  it('compresses JSON of 1 KiB or more by Accept-Encoding, with its length and Vary', async () => {
    const br = await app.request('/big', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(body.length);
    expect(JSON.parse(zlib.brotliDecompressSync(body).toString())).toEqual(big);

    const gz = await app.request('/big', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(
      big,
    );

    const none = await app.request('/big');
    expect(none.headers.get('content-encoding')).toBeNull();
    expect(none.headers.get('vary')).toBe('Accept-Encoding');
    expect(await none.json()).toEqual(big);

    const small = await app.request('/small', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ message: 'OK' });
  });

  it('compresses a streamed CSV as it streams', async () => {
    const res = await app.request('/csv', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const text = zlib.gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(text.split('\r\n')).toHaveLength(201);
  });
});
