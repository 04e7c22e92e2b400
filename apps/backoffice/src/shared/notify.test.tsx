import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NotifyProvider, useNotify, useToastsBelowAppBar } from './notify';
import type * as ToastRegionModule from './toastRegion';

// Counts the loads of the toasts' code: a provider makes its toaster once the code is there.
const { loads } = vi.hoisted(() => ({ loads: vi.fn() }));
vi.mock('./toastRegion', async (importActual) => {
  const actual = await importActual<typeof ToastRegionModule>();
  return {
    ...actual,
    createToaster: (...args: Parameters<typeof actual.createToaster>) => {
      loads();
      return actual.createToaster(...args);
    },
  };
});

function SaveButton() {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify.show({ tone: 'success', message: 'Saved.' })}>
      Save
    </button>
  );
}

function Layout() {
  useToastsBelowAppBar();
  return null;
}

describe('the toasts', () => {
  beforeEach(() => loads.mockClear());

  it('load their code at the first toast, which then shows', async () => {
    render(
      <NotifyProvider duration={0}>
        <SaveButton />
      </NotifyProvider>,
    );
    // A page with no toast (the sign-in screen before typing) does not download them.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(loads).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('load as the signed-in layout opens, ahead of any toast', async () => {
    render(
      <NotifyProvider duration={0}>
        <Layout />
      </NotifyProvider>,
    );
    await vi.waitFor(() => expect(loads).toHaveBeenCalled());
  });
});
