import { describe, expect, it } from 'vitest';
import { buildPath, routes } from '@backoffice/api';
import { ConnectionState } from './connection';

const offices = routes.offices.path;

describe('the connection state', () => {
  it('is lost on a network error or a 502/503/504, back on any other answer, never on an abort', async () => {
    const state = new ConnectionState();
    let next: () => Promise<Response> = async () => new Response('{}', { status: 200 });
    const watched = state.watch(() => (() => next()) as typeof fetch);
    const told: boolean[] = [];
    state.subscribe(() => told.push(state.getLost()));

    await watched(routes.ready.path);
    expect(state.getLost()).toBe(false);
    next = async () =>
      Response.json({ code: 'database_unavailable', description: 'x' }, { status: 503 });
    await watched(offices);
    expect(state.getLost()).toBe(true);
    next = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(watched(offices)).rejects.toThrow('Failed to fetch');
    expect(state.getLost()).toBe(true);
    next = async () => new Response('{}', { status: 404 });
    await watched(buildPath(routes.office.path, { id: 1 }));
    expect(state.getLost()).toBe(false);
    next = async () => {
      throw new DOMException('aborted', 'AbortError');
    };
    await expect(watched(offices)).rejects.toThrow('aborted');
    expect(state.getLost()).toBe(false);
    // Told once per change, not per call.
    expect(told).toEqual([true, false]);
  });
});
