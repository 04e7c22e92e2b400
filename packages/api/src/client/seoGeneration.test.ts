import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { createApiClient } from './client';
import { isApiError } from './errors';
import { generateSeoDescription, SEO_GENERATION_FAILED } from './seoGeneration';

function scripted(answers: [number, unknown][]) {
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    const [status, body] = answers.shift() ?? [500, null];
    return new Response(JSON.stringify(body), { status });
  }) as typeof globalThis.fetch;
  return { client: createApiClient({ baseUrl: 'http://api.test', fetch }), calls };
}

const pending = { status: 'pending', seoDescription: null };
const done = { status: 'done', seoDescription: { fr: '<p>Bureaux</p>', en: '<p>Offices</p>' } };

describe('generateSeoDescription', () => {
  it('starts the generation, then polls until it is done', async () => {
    const { client, calls } = scripted([
      [202, pending],
      [200, pending],
      [200, done],
    ]);
    const progress: string[] = [];
    const answer = await generateSeoDescription(client, 7, {
      pollIntervalMs: 1,
      onProgress: (a) => progress.push(a.status),
    });
    expect(answer).toEqual(done);
    expect(progress).toEqual(['pending', 'pending', 'done']);
    const path = routes.generateSeoDescription.path.replace(':id', '7');
    expect(calls).toEqual([`PUT ${path}`, `GET ${path}`, `GET ${path}`]);
  });

  it('returns at once when the server finished within the first call', async () => {
    const { client, calls } = scripted([[200, done]]);
    expect(await generateSeoDescription(client, 7)).toEqual(done);
    expect(calls).toHaveLength(1);
  });

  it("fails with the server's error text when the generation failed", async () => {
    const { client } = scripted([
      [202, pending],
      [200, { status: 'failed', seoDescription: null, error: 'The office has no description' }],
    ]);
    const error = await generateSeoDescription(client, 7, { pollIntervalMs: 1 }).catch((e) => e);
    expect(isApiError(error) && error.code).toBe(SEO_GENERATION_FAILED);
    expect(error.message).toBe('The office has no description');
  });

  it('gives up when the deadline passes', async () => {
    const { client } = scripted(
      Array.from({ length: 20 }, () => [200, pending] as [number, unknown]),
    );
    const error = await generateSeoDescription(client, 7, {
      pollIntervalMs: 5,
      timeoutMs: 30,
    }).catch((e) => e);
    expect(error.code).toBe('timeout');
  });

  it('stops polling when aborted', async () => {
    const { client, calls } = scripted(
      Array.from({ length: 5 }, () => [202, pending] as [number, unknown]),
    );
    const controller = new AbortController();
    // Aborted once the generation has started and answered pending: between two polls.
    let started!: () => void;
    const polling = new Promise<void>((resolve) => (started = resolve));
    const run = generateSeoDescription(client, 7, {
      pollIntervalMs: 10_000,
      signal: controller.signal,
      onProgress: () => started(),
    }).catch((e) => e);
    await polling;
    controller.abort();
    expect((await run).code).toBe('aborted');
    expect(calls).toHaveLength(1);
  });
});
