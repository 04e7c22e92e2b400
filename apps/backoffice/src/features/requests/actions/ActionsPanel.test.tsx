import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeContactRequest } from '@backoffice/api/mocks';
import { actionUnavailableReason } from '@backoffice/domain';
import { renderAs } from '@/shared/roleTesting';
import { ActionsPanel } from './ActionsPanel';

afterEach(cleanup);

const WRITE_REFUSAL = 'Viewers cannot change records.';
const LABELS = ['Propose a meeting', 'Schedule a visit', 'Cancel as guest', 'Decline as host'];

// A request on which the rules allow proposing a meeting: only the role can forbid it.
const request = makeContactRequest(1);

const trigger = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}`) });

describe("A request's actions by role", () => {
  it('are each in place for a Viewer, closed, focusable, with the reason', () => {
    renderAs('viewer', <ActionsPanel request={request} />);
    for (const label of LABELS) {
      const button = trigger(label);
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(button.hasAttribute('disabled')).toBe(false);
      expect(button.textContent).toContain('Not for your role');
      const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
      expect(reason?.textContent).toBe(WRITE_REFUSAL);
    }
  });

  it('open for a CSM where the rules allow them', () => {
    expect(actionUnavailableReason(request, 'proposeMeeting')).toBeNull();
    renderAs('csm', <ActionsPanel request={request} />);
    const propose = trigger('Propose a meeting');
    expect(propose.hasAttribute('aria-disabled')).toBe(false);
    expect(propose.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(WRITE_REFUSAL)).toBeNull();
  });
});
