import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, screen, within } from 'storybook/test';
import { Button } from '../Button';
import { flagControls } from '../internal/storyControls';
import { APP_SHELL_BAR_HEIGHT } from '../theme/layout';
import { ToastProvider, useToast } from './Toast';
import { createToaster, toast } from './toaster';
import type { Toaster } from './toaster';

function Triggers() {
  const notify = useToast();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onPress={() => notify.success('Meeting created for Tuesday 18 March at 10:00.')}>
        Show success
      </Button>
      <Button onPress={() => notify.critical('The server did not answer. Try again in a moment.')}>
        Show error
      </Button>
      <Button
        onPress={() =>
          notify.warning('Office 1204 is not published yet. Publish it to show it on the site.')
        }
      >
        Show warning
      </Button>
      <Button onPress={() => notify.info('The email will be sent in a few minutes.')}>
        Show info
      </Button>
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  args: { duration: 5000, children: <Triggers /> },
  argTypes: {
    ...flagControls('belowAppBar'),
    children: { control: false },
    toaster: { control: false },
  },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Raises toasts one after the other, as a user would. */
async function press(name: string) {
  await userEvent.click(screen.getByRole('button', { name }));
}

export const Playground: Story = {
  // Screenshots need toasts that stay: 0 keeps them until closed.
  args: { duration: 0 },
  play: async () => {
    await press('Show success');
    const status = await body().findByRole('status');
    await expect(status).toHaveTextContent('Success: Meeting created');
    await press('Show error');
    const alert = await body().findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Error: The server did not answer. Try again in a moment.',
    );
    // Both live in the labelled notifications landmark, newest first.
    const region = body().getByRole('region', { name: /notification/i });
    const items = within(region).getAllByRole('alertdialog');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('The server did not answer. Try again in a moment.');
  },
};

export const AllTones: Story = {
  args: { duration: 0 },
  play: async () => {
    await press('Show info');
    await press('Show warning');
    await press('Show error');
    await press('Show success');
    const items = await body().findAllByRole('alertdialog');
    await expect(items).toHaveLength(4);
    await expect(body().getAllByRole('status')).toHaveLength(2);
    await expect(body().getAllByRole('alert')).toHaveLength(2);
    // Stacked, never on top of one another.
    const boxes = items.map((item) => item.getBoundingClientRect());
    for (let i = 1; i < boxes.length; i += 1) {
      await expect(boxes[i]!.top).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom);
    }
  },
};

/**
 * When a toast with this text came and went, as a MutationObserver set up before the press saw
 * it: a machine that stalls cannot hide a short-lived toast from it, and times are only ever
 * made longer by a stall, never shorter.
 */
function watchToast(text: string) {
  const seen: { shown?: number; gone?: number } = {};
  const check = () => {
    const present = [...document.querySelectorAll('[role="alertdialog"]')].some((item) =>
      item.textContent?.includes(text),
    );
    if (present && seen.shown === undefined) seen.shown = performance.now();
    if (!present && seen.shown !== undefined && seen.gone === undefined)
      seen.gone = performance.now();
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

export const ClosesAfterDuration: Story = {
  tags: ['!autodocs'],
  // A short duration keeps the run short; the 5-second default is checked in Toast.test.tsx.
  args: { duration: 600 },
  play: async () => {
    const watch = watchToast('Meeting created for Tuesday 18 March at 10:00.');
    await press('Show success');
    await waitFor(() => expect(watch.seen.gone).toBeDefined());
    watch.stop();
    // Shown for its whole duration, then gone by itself.
    await expect(watch.seen.gone! - watch.seen.shown!).toBeGreaterThanOrEqual(590);
    await expect(body().queryByText('Meeting created for Tuesday 18 March at 10:00.')).toBeNull();
  },
};

export const PausesOnHover: Story = {
  tags: ['!autodocs'],
  // Long enough that no stall of the machine between the toast showing and the pointer
  // reaching it lets it close first.
  args: { duration: 2000 },
  play: async () => {
    await press('Show info');
    const item = await body().findByRole('alertdialog');
    await userEvent.hover(item);
    // A deliberate negative window (hovered, the toast must not close): nothing shows that a
    // close did not happen, so its 2 s duration and more are let pass. A stall only lengthens it.
    await new Promise((resolve) => setTimeout(resolve, 2600));
    await expect(body().getByText('The email will be sent in a few minutes.')).toBeVisible();
    await userEvent.unhover(item);
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

export const KeyboardPauseAndClose: Story = {
  tags: ['!autodocs'],
  // Long enough that no stall between the toast showing and F6 lets it close first.
  args: { duration: 2500 },
  play: async () => {
    const trigger = screen.getByRole('button', { name: 'Show error' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const item = await body().findByRole('alertdialog');
    // F6 jumps to the notifications landmark; focus there pauses the timer.
    const region = body().getByRole('region', { name: /notification/i });
    await userEvent.keyboard('{F6}');
    await waitFor(() => expect(region).toHaveFocus());
    // A deliberate negative window (focused, the toast must not close): its 2.5 s duration and
    // more are let pass, as on hover.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await expect(item).toBeVisible();
    await userEvent.tab();
    await expect(item).toHaveFocus();
    await userEvent.tab();
    await expect(within(item).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    // Focus goes back where it was before entering the region.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButton: Story = {
  args: { duration: 0 },
  play: async () => {
    await press('Show success');
    await press('Show warning');
    const items = await body().findAllByRole('alertdialog');
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().getAllByRole('alertdialog')).toHaveLength(1));
    await expect(body().queryByText('Meeting created for Tuesday 18 March at 10:00.')).toBeNull();
    await expect(
      body().getByText('Office 1204 is not published yet. Publish it to show it on the site.'),
    ).toBeVisible();
  },
};

function LongMessage() {
  const notify = useToast();
  return (
    <Button
      onPress={() =>
        notify.critical(
          'Failed to update price flexibility: the minimum price must be lower than the maximum price, and the flexibility must be one of the listed values',
        )
      }
    >
      Show long error
    </Button>
  );
}

export const LongContent: Story = {
  args: { duration: 0, children: <LongMessage /> },
  play: async () => {
    await press('Show long error');
    await expect(await body().findByRole('alert')).toHaveTextContent(/listed values$/);
  },
};

function Many() {
  const notify = useToast();
  return (
    <Button
      onPress={() => {
        for (let i = 1; i <= 14; i += 1) {
          if (i % 3 === 0) notify.critical(`Request ${i} failed`);
          else notify.success(`Request ${i} done`);
        }
      }}
    >
      Show fourteen toasts
    </Button>
  );
}

export const ManyItems: Story = {
  args: { duration: 0, children: <Many /> },
  play: async () => {
    await press('Show fourteen toasts');
    // None is dropped or queued out of sight: the stack scrolls when it outgrows the window.
    await expect(await body().findAllByRole('alertdialog')).toHaveLength(14);
    const region = body().getByRole('region', { name: /notification/i });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
  },
};

function Outside() {
  return (
    <Button onPress={() => toast.info('The import finished: 42 offices updated.', { duration: 0 })}>
      Call the shared toaster
    </Button>
  );
}

export const FromOutsideReact: Story = {
  tags: ['!autodocs'],
  args: { duration: 0, children: <Outside /> },
  play: async () => {
    await press('Call the shared toaster');
    await expect(await body().findByRole('status')).toHaveTextContent(
      'The import finished: 42 offices updated.',
    );
  },
};

function ExportLike() {
  const notify = useToast();
  const [taken, setTaken] = useState(0);
  return (
    <main style={{ display: 'grid', gap: 8 }}>
      <Button
        onPress={() =>
          notify.success('The export of 576 requests is ready.', {
            duration: 0,
            action: { label: 'Download requests.csv', onAction: () => setTaken((n) => n + 1) },
          })
        }
      >
        Export
      </Button>
      <p>Files taken: {taken}</p>
      <ol>
        {['Row 1', 'Row 2', 'Row 3'].map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ol>
    </main>
  );
}

/** An app's frame: a top bar fixed at the window's top (as the AppShell's), then a page. */
function Frame({ toaster }: { toaster: Toaster }) {
  return (
    <div style={{ paddingTop: APP_SHELL_BAR_HEIGHT }}>
      <header
        data-app-shell-bar=""
        style={{
          position: 'fixed',
          top: 0,
          insetInline: 0,
          height: APP_SHELL_BAR_HEIGHT,
          boxSizing: 'border-box',
          padding: 16,
          borderBottom: '1px solid #ccc',
          background: 'inherit',
        }}
      >
        A top bar
      </header>
      <ToastProvider toaster={toaster} duration={0} belowAppBar>
        <ExportLike />
      </ToastProvider>
    </div>
  );
}

/**
 * What moved on the page while `run` went on: the layout shifts the browser reports, and the
 * nodes that moved, leaving out the toasts themselves (one slides up in the stack when the one
 * above it closes; the page under them is what must stay still).
 */
async function pageShiftsDuring(run: () => Promise<void>) {
  const shifts: { value: number; nodes: string[] }[] = [];
  const inStack = (node: Node | null) => {
    const element = node instanceof Element ? node : (node?.parentElement ?? null);
    return element?.closest('[role="region"][aria-label*="otification"]') != null;
  };
  const keep = (entries: PerformanceEntry[]) => {
    for (const entry of entries as unknown as LayoutShift[]) {
      const moved = entry.sources.filter((source) => !inStack(source.node));
      if (moved.length === 0) continue;
      shifts.push({
        value: entry.value,
        nodes: moved.map((source) => source.node?.textContent?.slice(0, 40) ?? '?'),
      });
    }
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: 'layout-shift' });
  await run();
  // Shifts are reported after the frame that paints them.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  keep(observer.takeRecords());
  observer.disconnect();
  return shifts;
}

interface LayoutShift {
  value: number;
  sources: { node: Node | null }[];
}

/**
 * A toast that offers a file: it stays until taken or closed. It floats below the top bar,
 * over the page: the page never moves as toasts come and go (no layout shift outside the
 * stack; it used to be 62 px a toast), and the bar is never covered.
 */
export const WithActionBelowTheBar: Story = {
  args: { duration: 0, toaster: createToaster() },
  render: ({ toaster }) => <Frame toaster={toaster!} />,
  play: async () => {
    const row = () => screen.getByText('Row 1').getBoundingClientRect().top;
    const before = row();
    let toastItem: HTMLElement | undefined;
    const shifts = await pageShiftsDuring(async () => {
      await press('Export');
      await press('Export');
      await waitFor(() => expect(body().getAllByRole('alertdialog')).toHaveLength(2));
      toastItem = body().getAllByRole('alertdialog')[0]!;
      // The live message is the sentence; the button is the toast's control, not part of it.
      await expect(within(toastItem).getByRole('status')).toHaveTextContent(
        'Success: The export of 576 requests is ready.',
      );
      await expect(within(toastItem).getByRole('status')).not.toHaveTextContent('Download');
      await expect(row()).toBe(before);
      await userEvent.click(
        within(toastItem).getByRole('button', { name: 'Download requests.csv' }),
      );
      await expect(screen.getByText('Files taken: 1')).toBeVisible();
      await waitFor(() => expect(body().getAllByRole('alertdialog')).toHaveLength(1));
      await userEvent.click(body().getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
    });
    await expect(JSON.stringify(shifts)).toBe('[]');
    await expect(row()).toBe(before);
    // Raised again for the picture: below the bar, not over it.
    await press('Export');
    const shown = await body().findByRole('alertdialog');
    const bar = screen.getByRole('banner').getBoundingClientRect();
    await expect(shown.getBoundingClientRect().top).toBeGreaterThanOrEqual(bar.bottom);
  },
};

export const Dark: Story = {
  ...AllTones,
  globals: { theme: 'dark' },
};
