// The board's answer on the wire: every request of the data set on the board (its
// widest dates), as the built server sends it to Chromium (Accept-Encoding 'gzip, deflate,
// br, zstd'), and without compression, with the time of the whole answer, at scale 1 (the
// demo data: 2,000 requests) and scale 10 (20,000, seeded once and kept under
// apps/server/node_modules/.cache/backoffice-bench/pglite-scale10, as bench/60-api.mjs does).
// Goal: about 100 bytes or less per card as sent. Medians of several calls after a warm-up.
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { median, report } from './_browser.mjs';
import { API, root, signIn, startServer } from './_server.mjs';

const RUNS = 5;
const KIB = 1024;
const PER_CARD_GOAL = 100;
const BOARD = `${API}/csm/requests?startDate=2000-01-01&endDate=2100-12-31`;

/** One call: bytes as they arrive (not decompressed), and the time until the last one. */
function call(url, token, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const headers = { Authorization: `Bearer ${token}` };
    if (acceptEncoding) headers['Accept-Encoding'] = acceptEncoding;
    http
      .get(`${url}${BOARD}`, { headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            ms: performance.now() - started,
            bytes: body.length,
            encoding: res.headers['content-encoding'] ?? 'none',
            status: res.statusCode,
            body,
          });
        });
      })
      .on('error', reject);
  });
}

async function measure(label, dataDir) {
  const server = await startServer(dataDir ? { dataDir } : {});
  try {
    const token = await signIn(server.url);
    const plain = await call(server.url, token, null);
    if (plain.status !== 200) throw new Error(`the board answered ${plain.status}`);
    const total = JSON.parse(plain.body.toString()).total;
    await call(server.url, token, 'gzip, deflate, br, zstd');
    const sent = [];
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await call(server.url, token, 'gzip, deflate, br, zstd');
      sent.push(r);
      times.push(r.ms);
    }
    const gzip = await call(server.url, token, 'gzip');
    const bytes = sent[0].bytes;
    const perCard = bytes / total;
    report(`Board answer, ${label}: ${total.toLocaleString('en-GB')} requests`, [
      {
        label: `sent to Chromium (${sent[0].encoding})`,
        value: `${(bytes / KIB).toFixed(1)} KiB`,
      },
      {
        label: `  per card (goal <= ${PER_CARD_GOAL} bytes)`,
        value: `${perCard.toFixed(1)} B`,
        goal: perCard <= PER_CARD_GOAL,
      },
      { label: 'sent with gzip only', value: `${(gzip.bytes / KIB).toFixed(1)} KiB` },
      { label: 'uncompressed JSON', value: `${(plain.bytes / KIB).toFixed(1)} KiB` },
      {
        label: `whole answer, median of ${RUNS} (ms)`,
        value: median(times).toFixed(0),
      },
    ]);
  } finally {
    await server.stop();
  }
}

await measure('demo data (scale 1)');

const scale10 = path.join(root, 'apps/server/node_modules/.cache/backoffice-bench/pglite-scale10');
const seeded = spawnSync(
  process.execPath,
  [path.join(root, 'apps/server/dist/seed.js'), '--scale', '10', '--data-dir', scale10],
  { stdio: 'inherit' },
);
if (seeded.status !== 0) throw new Error('seeding scale 10 failed');
await measure('scale 10', scale10);
