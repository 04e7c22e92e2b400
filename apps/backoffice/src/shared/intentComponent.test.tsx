import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPEN_FAILED_MESSAGE } from '@backoffice/domain';
import { intentComponent } from './intentComponent';
import { NotifyProvider } from './notify';
import { onIntent } from './onIntent';

function Dialog({ title }: { title: string }) {
  return <div role="dialog" aria-label={title} />;
}

/** A button that opens the dialog, as a row menu's action does, and closes it on a failure. */
function Screen({
  Drawn,
}: {
  Drawn: ReturnType<typeof intentComponent<unknown, { title: string }>>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <label>
        Note <input defaultValue="" />
      </label>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? <Drawn title="Manage account" onLoadFailed={() => setOpen(false)} /> : null}
    </>
  );
}

describe('a component loaded on intent', () => {
  afterEach(cleanup);

  it('says so when its code cannot come, keeps the screen and what was typed, and tries again when asked again', async () => {
    // The server away at the first press, back at the second.
    const importer = vi
      .fn<() => Promise<{ Dialog: typeof Dialog }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Dialog });
    const Drawn = intentComponent(onIntent(importer), (m) => m.Dialog);
    render(
      <NotifyProvider duration={0}>
        <Screen Drawn={Drawn} />
      </NotifyProvider>,
    );
    const note = screen.getByRole('textbox', { name: 'Note' });
    fireEvent.change(note, { target: { value: 'Called the host' } });

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText(OPEN_FAILED_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The screen is still there (no error boundary took it), with the typed text.
    expect(screen.getByRole('textbox', { name: 'Note' })).toBe(note);
    expect((note as HTMLInputElement).value).toBe('Called the host');

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Manage account' })).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('is drawn in the same commit as the press once its code is there', async () => {
    const intent = onIntent(async () => ({ Dialog }));
    await act(() => intent.load());
    const Drawn = intentComponent(intent, (m) => m.Dialog);
    render(
      <NotifyProvider duration={0}>
        <Screen Drawn={Drawn} />
      </NotifyProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    // No waiting: React Aria's focus scope sees the dialog open from the press itself.
    expect(screen.getByRole('dialog', { name: 'Manage account' })).toBeTruthy();
  });
});
