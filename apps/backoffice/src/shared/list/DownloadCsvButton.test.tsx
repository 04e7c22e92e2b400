import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '@backoffice/api';
import { renderAs } from '../roleTesting';
import { DownloadCsvButton } from './DownloadCsvButton';

afterEach(cleanup);

describe("A list's Download CSV (an export)", () => {
  it('is disabled for a Viewer, focusable, with the reason as its description and in words', () => {
    renderAs('viewer', <DownloadCsvButton route={routes.users} query={{}} />);
    const button = screen.getByRole('button', { name: 'Download CSV' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button).toHaveProperty('tabIndex', 0);
    const reason = screen.getByRole('tooltip', { hidden: true });
    expect(reason.textContent).toBe('Viewers cannot export lists.');
    expect(button.getAttribute('aria-describedby')).toContain(reason.id);
  });

  it('is enabled for a CSM, with no reason', () => {
    renderAs('csm', <DownloadCsvButton route={routes.users} query={{}} />);
    const button = screen.getByRole('button', { name: 'Download CSV' });
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
  });
});
