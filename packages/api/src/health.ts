import type { HealthAnswer } from './routes/health';
import { buildPath, routes } from './routes';

/** Fetches the server's health; `baseUrl` is empty for the same origin. */
export async function fetchHealth(baseUrl = '', init?: RequestInit): Promise<HealthAnswer> {
  const response = await fetch(`${baseUrl}${buildPath(routes.health.path)}`, init);
  if (response.status !== 200) throw new Error(`Health check answered ${response.status}`);
  const body = (await response.json()) as Partial<HealthAnswer>;
  if (body.status !== 'ok' || typeof body.version !== 'string') {
    throw new Error('Health check answered an unexpected body');
  }
  return {
    status: 'ok',
    version: body.version,
    commit: typeof body.commit === 'string' ? body.commit : 'unknown',
  };
}
