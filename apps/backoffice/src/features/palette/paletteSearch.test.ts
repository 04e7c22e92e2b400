import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@backoffice/api';
import { makeContactRequest, makeConversation, makeOffice, makeUser } from '@backoffice/api/mocks';
import { parseGoToSearch } from '@backoffice/domain';
import {
  fold,
  matchingRecent,
  matchingScreens,
  matchingViews,
  nothingFoundText,
  searchServer,
} from './paletteSearch';

const SCREENS = [
  { href: '/contracts', label: 'Contracts' },
  { href: '/offices/search', label: 'Map search' },
  { href: '/seo', label: 'SEO' },
];

describe('matching without a call', () => {
  it('finds screens by any part of their name, accents and case aside', () => {
    expect(fold(' Élodie ')).toBe('elodie');
    expect(matchingScreens('', SCREENS)).toHaveLength(3);
    expect(matchingScreens('SEARCH', SCREENS).map((r) => r.href)).toEqual(['/offices/search']);
    expect(matchingScreens('seo', SCREENS)[0]).toEqual({
      id: 'screen:/seo',
      kind: 'Screen',
      label: 'SEO',
      href: '/seo',
    });
  });

  it('finds recent places by name or path', () => {
    const recent = [
      { path: '/requests/12', label: 'Requests › 12' },
      { path: '/offices?search=-75008', label: 'Offices' },
    ];
    expect(matchingRecent('75008', recent).map((r) => r.href)).toEqual(['/offices?search=-75008']);
    expect(matchingRecent('', recent)).toHaveLength(2);
  });
});

/** A client whose list calls answer from the given rows, recording what was asked. */
function fakeClient(rows: {
  requests?: number[];
  offices?: number[];
  conversations?: number[];
  users?: ReturnType<typeof makeUser>[];
}) {
  const calls: { route: string; query: Record<string, unknown> }[] = [];
  const call = vi.fn(
    async (route: { name: string }, options: { query: Record<string, unknown> }) => {
      calls.push({ route: route.name, query: options.query });
      switch (route.name) {
        case 'requestBoard':
          return {
            total: 1,
            columns: [
              {
                key: 'request_received',
                title: '',
                count: 1,
                requests: (rows.requests ?? []).map((id) => makeContactRequest(id)),
              },
            ],
          };
        case 'offices': {
          const offices = (rows.offices ?? []).map((id) => makeOffice(id));
          return { pages: 1, total: offices.length, offices, trendingOffices: [] };
        }
        case 'conversations': {
          const conversations = (rows.conversations ?? []).map((id) => makeConversation(id));
          return { pages: 1, total: conversations.length, conversations };
        }
        case 'users':
          return { pages: 1, total: rows.users?.length ?? 0, users: rows.users ?? [] };
        default:
          throw new Error(`Unexpected call ${route.name}`);
      }
    },
  );
  return { client: { call } as unknown as ApiClient, calls };
}

const signal = new AbortController().signal;
const search = (client: ApiClient, text: string) =>
  searchServer(client, parseGoToSearch(text)!, signal);

describe('searchServer', () => {
  it('#: the request, by the board over every day', async () => {
    const { client, calls } = fakeClient({ requests: [123] });
    const [group] = await search(client, '#123');
    expect(group!.results.map((r) => [r.kind, r.label, r.href])).toEqual([
      ['Request', 'Request 123', '/requests/123'],
    ]);
    expect(calls[0]).toEqual({
      route: 'requestBoard',
      query: { startDate: '2000-01-01', endDate: '2100-12-31', search: '123' },
    });
    expect(await search(fakeClient({ requests: [1234] }).client, '#123')).toEqual([
      { id: 'requests', title: 'Request', results: [] },
    ]);
  });

  it('.: the host and its offices, when the id is a host', async () => {
    const host = makeUser(45, false, { userType: 'host' });
    const { client, calls } = fakeClient({ users: [host] });
    const [group] = await search(client, '.45');
    expect(group!.results.map((r) => r.href)).toEqual(['/users/45', '/offices?search=%2345']);
    expect(calls[0]!.query).toMatchObject({ searchText: '45', orderType: 'asc', userType: 'host' });
    const guest = makeUser(45, false, { userType: 'guest' });
    expect(await search(fakeClient({ users: [guest] }).client, '.45')).toEqual([]);
  });

  it('-: the offices of a zip code, with their count', async () => {
    const { client, calls } = fakeClient({ offices: [1, 2] });
    const [group] = await search(client, '-75008');
    expect(group!.results[0]).toMatchObject({
      label: 'Offices in 75008',
      description: '2 offices',
      href: '/offices?search=-75008',
    });
    expect(calls[0]!.query).toMatchObject({ search: '-75008' });
  });

  it('a number: each kind that has that id, named by its kind', async () => {
    const { client } = fakeClient({
      offices: [7],
      requests: [7],
      conversations: [7, 70],
      users: [makeUser(7)],
    });
    const [group] = await search(client, '7');
    expect(group!.results.map((r) => [r.kind, r.href])).toEqual([
      ['Office', '/offices/search/details/7'],
      ['Request', '/requests/7'],
      ['Conversation', '/conversations/7'],
      ['User', '/users/7'],
    ]);
    const none = await search(fakeClient({ offices: [70] }).client, '7');
    expect(none[0]!.results).toEqual([]);
  });

  it('text: users, offices and companies, at most five of each', async () => {
    const users = Array.from({ length: 7 }, (_, i) => makeUser(i + 1));
    const { client, calls } = fakeClient({ users, offices: [1, 2, 3] });
    const groups = await search(client, 'Acme');
    expect(groups.map((g) => [g.title, g.results.length])).toEqual([
      ['Users', 6],
      ['Offices', 3],
      ['Companies', expect.any(Number)],
    ]);
    expect(calls.map((c) => c.query.search ?? c.query.searchText)).toEqual([
      'Acme',
      'Acme',
      '.Acme',
    ]);
    for (const result of groups[2]!.results)
      expect(result.href).toBe(`/offices?${new URLSearchParams({ search: `.${result.label}` })}`);
    // People by name first, then "See all" after five.
    const people = groups[0]!.results;
    expect(people[0]!.label).toBe(users[0]!.fullName);
    expect(people[0]!.description).toMatch(/^(Guest|Host) 1 · /);
    expect(people[5]).toMatchObject({
      label: 'See all users matching “Acme”',
      href: '/users?searchText=Acme',
    });
  });

  it('text: no "See all" when five people or fewer match', async () => {
    const users = Array.from({ length: 5 }, (_, i) => makeUser(i + 1));
    const groups = await search(fakeClient({ users }).client, 'Acme');
    expect(groups[0]!.results.map((r) => r.id)).not.toContain('users:all');
  });
});

describe('nothingFoundText', () => {
  it.each([
    ['#5', 'No request 5'],
    ['.5', 'No host 5'],
    ['5', 'No office, request, conversation or user 5'],
    ['zz', 'Nothing matches “zz”'],
    ['', 'No results'],
  ])('%j: %s', (text, message) => {
    expect(nothingFoundText(parseGoToSearch(text))).toBe(message);
  });
});

describe('saved views in Go to', () => {
  const views = [
    {
      id: 1,
      name: 'Waiting too long',
      screen: 'requests' as const,
      query: 'waiting=true',
      shared: true,
      author: { id: 2, name: 'Léa Bernard' },
    },
    {
      id: 2,
      name: 'Blocked guests',
      screen: 'users' as const,
      query: '',
      shared: false,
      author: { id: 1, name: 'Camille Dubois' },
    },
  ];

  it('finds a view by its name or its screen, accents and case aside, one’s own first', () => {
    expect(matchingViews('', views, 1).map((r) => r.label)).toEqual([
      'Blocked guests',
      'Waiting too long',
    ]);
    expect(matchingViews('WAITING', views, 1)).toEqual([
      {
        id: 'view:1',
        kind: 'View',
        label: 'Waiting too long',
        description: 'Requests, shared by Léa Bernard',
        href: '/requests?waiting=true',
      },
    ]);
    expect(matchingViews('users', views, 1)[0]).toMatchObject({
      description: 'Users',
      href: '/users',
    });
  });
});
