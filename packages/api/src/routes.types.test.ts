/**
 * One place per fact: the route table's types refuse a route without its facts. Each
 * `@ts-expect-error` below must meet an error (the package's typecheck fails otherwise), so a
 * change that let such a route compile fails `npm test`.
 */
import { describe, expect, it } from 'vitest';
import { route } from './routes';
import { MessageAnswer } from './structs/answers';

describe('the route table types', () => {
  it('refuse a route without its facts', () => {
    const made = [
      // @ts-expect-error a call that is not a GET names what it changes (`write`) or why not
      route({
        method: 'PATCH',
        path: '/x',
        permission: 'write',
        summary: 'x',
        answer: MessageAnswer,
      }),
      // @ts-expect-error every route says who may call it
      route({ method: 'GET', path: '/x', summary: 'x', answer: MessageAnswer }),
      route({
        method: 'POST',
        path: '/x',
        permission: 'write',
        // @ts-expect-error a write names the record it acts on
        write: { areas: ['offices'] },
        summary: 'x',
        answer: MessageAnswer,
      }),
      route({
        method: 'DELETE',
        path: '/x',
        permission: 'write',
        // @ts-expect-error a write's areas are the table's (CHANGE_AREAS)
        write: { areas: ['everything'], subject: { none: 'test' } },
        summary: 'x',
        answer: MessageAnswer,
      }),
    ];
    // And one with its facts compiles, its facts kept.
    const good = route({
      method: 'POST',
      path: '/x',
      permission: 'write',
      write: { areas: ['offices'], subject: { entity: 'office', id: 'path' } },
      summary: 'x',
      answer: MessageAnswer,
    });
    expect(good.write).toEqual({ areas: ['offices'], subject: { entity: 'office', id: 'path' } });
    expect(good.permission).toBe('write');
    expect(made).toHaveLength(4);
  });
});
