import { describe, expect, it } from 'vitest';
import {
  VIEW_NAME_MAX,
  VIEW_WORDS,
  VIEWS_MAX,
  currentViewOf,
  isSavedViewScreen,
  sameViewQuery,
  viewChangeRefusal,
  viewNameProblem,
  viewQueryOf,
  viewsByGroup,
  viewsMaxRefusal,
} from './views';

const me = { id: 1, name: 'Camille Dubois' };
const lea = { id: 2, name: 'Léa Bernard' };

describe('saved views', () => {
  it('knows the screens that have views', () => {
    expect(isSavedViewScreen('requests')).toBe(true);
    expect(isSavedViewScreen('kitchen')).toBe(false);
  });

  it('names a view with 1 to 60 characters, spaces aside', () => {
    expect(viewNameProblem('  ')).toBe(VIEW_WORDS.nameRequired);
    expect(viewNameProblem('x'.repeat(VIEW_NAME_MAX + 1))).toBe(VIEW_WORDS.nameTooLong);
    expect(viewNameProblem(` ${'x'.repeat(VIEW_NAME_MAX)} `)).toBeNull();
  });

  it('keeps the query without the page or "?", in the URL’s order', () => {
    expect(viewQueryOf('?city=Paris&page=3&sort=received_asc')).toBe(
      'city=Paris&sort=received_asc',
    );
    expect(viewQueryOf('page=2')).toBe('');
    expect(viewQueryOf('search=%C3%89l%C3%A9onore+Giraud')).toBe(
      'search=%C3%89l%C3%A9onore+Giraud',
    );
  });

  it('reads two queries as one view whatever their order or page', () => {
    expect(sameViewQuery('a=1&b=2', '?b=2&a=1&page=4')).toBe(true);
    expect(sameViewQuery('a=1', 'a=2')).toBe(false);
  });

  it('finds the view the screen shows, the person’s own first', () => {
    const views = [
      { id: 1, query: 'owner=mine', author: lea },
      { id: 2, query: 'owner=mine', author: me },
    ];
    expect(currentViewOf(views, '?owner=mine', me.id)?.id).toBe(2);
    expect(currentViewOf(views, '?owner=mine', 9)?.id).toBe(1);
    expect(currentViewOf(views, '', me.id)).toBeNull();
  });

  it('lets the author change a view, an Admin a shared one, no one else', () => {
    const csm = { id: 3, role: 'csm' as const };
    const admin = { id: 4, role: 'admin' as const };
    expect(viewChangeRefusal({ authorId: 3, shared: false }, csm)).toBeNull();
    expect(viewChangeRefusal({ authorId: 1, shared: true }, csm)).toBe(VIEW_WORDS.notYours);
    expect(viewChangeRefusal({ authorId: 1, shared: true }, admin)).toBeNull();
    expect(viewChangeRefusal({ authorId: 1, shared: false }, admin)).toBe(
      VIEW_WORDS.notYoursPersonal,
    );
  });

  it('groups the menu: mine, then the team’s shared by others, by name', () => {
    const views = [
      { name: 'b', author: me, shared: true },
      { name: 'A', author: me, shared: false },
      { name: 'Team', author: lea, shared: true },
      { name: 'Hers', author: lea, shared: false },
      { name: 'Orphan', author: null, shared: true },
    ];
    const { mine, shared } = viewsByGroup(views, me.id);
    expect(mine.map((v) => v.name)).toEqual(['A', 'b']);
    expect(shared.map((v) => v.name)).toEqual(['Orphan', 'Team']);
  });

  it('holds at most VIEWS_MAX of a person’s own per screen', () => {
    expect(viewsMaxRefusal(VIEWS_MAX - 1)).toBeNull();
    expect(viewsMaxRefusal(VIEWS_MAX)).toBe(VIEW_WORDS.tooMany);
  });

  it('says what happened in words', () => {
    expect(VIEW_WORDS.saved('Mine')).toBe('View “Mine” saved.');
    expect(VIEW_WORDS.deleted('Mine')).toBe('View “Mine” deleted.');
    expect(VIEW_WORDS.defaultSet('Mine')).toBe('“Mine” opens by default on this screen.');
    expect(VIEW_WORDS.duplicate('Mine')).toBe(
      'You already have a view named “Mine” on this screen.',
    );
  });
});
