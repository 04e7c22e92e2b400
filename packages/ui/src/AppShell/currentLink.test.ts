import { describe, expect, it } from 'vitest';
import { currentLinkHref } from './currentLink';

const hrefs = ['/analytic', '/users', '/offices', '/offices/search', '/requests', '/'];

describe('currentLinkHref', () => {
  it('marks the link equal to the path', () => {
    expect(currentLinkHref(hrefs, '/users')).toBe('/users');
  });

  it('marks the parent link of a nested path', () => {
    expect(currentLinkHref(hrefs, '/requests/42')).toBe('/requests');
  });

  it('prefers the longest matching link', () => {
    expect(currentLinkHref(hrefs, '/offices/search')).toBe('/offices/search');
    expect(currentLinkHref(hrefs, '/offices/search/details/7')).toBe('/offices/search');
    expect(currentLinkHref(hrefs, '/offices/12')).toBe('/offices');
  });

  it('matches whole segments only', () => {
    expect(currentLinkHref(['/offices'], '/offices-old')).toBeNull();
  });

  it('ignores a trailing slash, the query and the hash', () => {
    expect(currentLinkHref(hrefs, '/users/?page=2#top')).toBe('/users');
    expect(currentLinkHref(['/users/'], '/users')).toBe('/users/');
  });

  it('marks the root link only on the root path', () => {
    expect(currentLinkHref(hrefs, '/')).toBe('/');
    expect(currentLinkHref(['/'], '/unknown')).toBeNull();
  });

  it('marks nothing when no link matches', () => {
    expect(currentLinkHref(hrefs, '/login')).toBeNull();
    expect(currentLinkHref([], '/users')).toBeNull();
  });
});
