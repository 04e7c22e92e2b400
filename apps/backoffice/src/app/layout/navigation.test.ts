import { describe, expect, it } from 'vitest';
import { currentLinkHref } from '@backoffice/ui';
import { NAV_LINKS, navLinksFor, navPathOf } from './navigation';

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

describe('the links each role sees', () => {
  const labels = (role: Parameters<typeof navLinksFor>[0]) =>
    navLinksFor(role).map((link) => link.label);

  it('shows Staff, the Security log and Settings to Admins, after the spec’s ten links', () => {
    expect(labels('admin').slice(-3)).toEqual(['Staff', 'Security log', 'Settings']);
    expect(labels('admin')).toHaveLength(13);
  });

  it('leaves them out for CSMs and Viewers, who keep the spec’s ten', () => {
    for (const role of ['csm', 'viewer'] as const) {
      expect(labels(role)).not.toContain('Staff');
      expect(labels(role)).not.toContain('Security log');
      expect(labels(role)).not.toContain('Settings');
      expect(labels(role)).toHaveLength(10);
    }
  });

  it('keeps one array per role, so the layout’s links keep their identity', () => {
    expect(navLinksFor('csm')).toBe(navLinksFor('csm'));
  });

  it('marks each Admin screen under its own link', () => {
    expect(marked('/staff')).toBe('Staff');
    expect(marked('/security-log')).toBe('Security log');
    expect(marked('/settings')).toBe('Settings');
  });
});
