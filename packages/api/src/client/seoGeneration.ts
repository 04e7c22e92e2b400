import { SEO_GENERATION_TIMEOUT_MS, TOASTS } from '@backoffice/domain';
import { routes } from '../routes';
import type { SeoGenerationAnswer } from '../routes/offices';
import { callRoute, type ApiClient } from './client';
import { ApiError, CLIENT_ERROR_CODES, clientError } from './errors';

export interface SeoGenerationOptions {
  signal?: AbortSignal;
  /** How long to wait between two status calls, in ms. @default 2000 */
  pollIntervalMs?: number;
  /** How long the whole generation may take, in ms. @default 180000 (3 minutes) */
  timeoutMs?: number;
  /** Called with each answer (pending, then done). */
  onProgress?: (answer: SeoGenerationAnswer) => void;
}

/** Code of a generation the server reports as failed. */
export const SEO_GENERATION_FAILED = 'seo_generation_failed';

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(clientError(CLIENT_ERROR_CODES.aborted, routes.seoGenerationStatus.name));
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(clientError(CLIENT_ERROR_CODES.aborted, routes.seoGenerationStatus.name));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Generates an office's SEO description: `PUT .../seo` starts it (202 pending, or 200 done),
 * then `GET .../seo` is polled until done, within 3 minutes in all. Resolves with the
 * finished answer; fails with an ApiError ('timeout' past the deadline, 'seo_generation_failed'
 * with the server's error text when it failed).
 */
export async function generateSeoDescription(
  client: ApiClient,
  officeId: number,
  options: SeoGenerationOptions = {},
): Promise<SeoGenerationAnswer> {
  const { signal, onProgress } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 2000;
  const deadline = Date.now() + (options.timeoutMs ?? SEO_GENERATION_TIMEOUT_MS);
  const remaining = () => deadline - Date.now();
  const params = { id: officeId };

  let answer = await callRoute(client, routes.generateSeoDescription, {
    params,
    signal,
    timeoutMs: remaining(),
  });
  for (;;) {
    onProgress?.(answer);
    if (answer.status === 'done') return answer;
    if (answer.status === 'failed') {
      throw new ApiError({
        code: SEO_GENERATION_FAILED,
        status: 200,
        message: answer.error || TOASTS.somethingWentWrong.message,
        description: answer.error ?? null,
        route: routes.generateSeoDescription.name,
      });
    }
    if (remaining() <= pollIntervalMs) {
      throw clientError(CLIENT_ERROR_CODES.timeout, routes.generateSeoDescription.name);
    }
    await wait(pollIntervalMs, signal);
    answer = await callRoute(client, routes.seoGenerationStatus, {
      params,
      signal,
      timeoutMs: remaining(),
    });
  }
}
