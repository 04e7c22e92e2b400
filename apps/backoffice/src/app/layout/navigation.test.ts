import { describe, expect, it } from 'vitest';
import { currentLinkHref } from '@backoffice/ui';
import { NAV_LINKS, navPathOf } from './navigation';

const marked = (pathname: string) =>
  NAV_LINKS.find(
    (link) =>
      link.href ===
      currentLinkHref(
        NAV_LINKS.map((l) => l.href),
        navPathOf(pathname),
      ),
  )?.label;

describe('the link the navigation marks', () => {
  it('marks Offices on an office’s page, though its path lies under Map search’s', () => {
    expect(marked('/offices/search/details/42')).toBe('Offices');
    expect(marked('/offices/search/details/42/')).toBe('Offices');
  });

  it('marks Map search on the map, and each screen under its own link', () => {
    expect(marked('/offices/search')).toBe('Map search');
    expect(marked('/offices')).toBe('Offices');
    expect(marked('/requests/12')).toBe('Requests');
    expect(marked('/users/7')).toBe('Users');
    expect(marked('/analytic')).toBe('Analytics');
  });
});
