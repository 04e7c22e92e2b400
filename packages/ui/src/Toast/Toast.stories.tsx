import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, screen, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastProvider, useToast } from './Toast';
import { createToaster, toast } from './toaster';
import type { Toaster } from './toaster';

function Triggers() {
  const notify = useToast();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onPress={() => notify.success('Meeting created')}>Show success</Button>
      <Button onPress={() => notify.critical('Error server!')}>Show error</Button>
      <Button onPress={() => notify.warning('The office is not published yet')}>
        Show warning
      </Button>
      <Button onPress={() => notify.info('Email will be sent shortly')}>Show info</Button>
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  args: { duration: 5000, children: <Triggers /> },
  argTypes: { children: { control: false }, toaster: { control: false } },
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
    await expect(alert).toHaveTextContent('Error: Error server!');
    // Both live in the labelled notifications landmark, newest first.
    const region = body().getByRole('region', { name: /notification/i });
    const items = within(region).getAllByRole('alertdialog');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Error server!');
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

export const ClosesAfterDuration: Story = {
  // A short duration keeps the run short; the 5-second default is checked in Toast.test.tsx.
  args: { duration: 600 },
  play: async () => {
    await press('Show success');
    await expect(await body().findByText('Meeting created')).toBeInTheDocument();
    await waitFor(() => expect(body().queryByText('Meeting created')).toBeNull(), {
      timeout: 3000,
    });
  },
};

export const PausesOnHover: Story = {
  args: { duration: 700 },
  play: async () => {
    await press('Show info');
    const item = await body().findByRole('alertdialog');
    await userEvent.hover(item);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(body().getByText('Email will be sent shortly')).toBeVisible();
    await userEvent.unhover(item);
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull(), {
      timeout: 3000,
    });
  },
};

export const KeyboardPauseAndClose: Story = {
  args: { duration: 1500 },
  play: async () => {
    const trigger = screen.getByRole('button', { name: 'Show error' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const item = await body().findByRole('alertdialog');
    // F6 jumps to the notifications landmark; focus there pauses the timer.
    const region = body().getByRole('region', { name: /notification/i });
    await userEvent.keyboard('{F6}');
    await waitFor(() => expect(region).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 2000));
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
    await expect(body().queryByText('Meeting created')).toBeNull();
    await expect(body().getByText('The office is not published yet')).toBeVisible();
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
    <Button onPress={() => toast.info('Raised without a hook', { duration: 0 })}>
      Call the shared toaster
    </Button>
  );
}

export const FromOutsideReact: Story = {
  args: { duration: 0, children: <Outside /> },
  play: async () => {
    await press('Call the shared toaster');
    await expect(await body().findByRole('status')).toHaveTextContent('Raised without a hook');
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
    </main>
  );
}

/** An app's frame: a top bar, then the slot the toasts are drawn in, then the page. */
function Frame({ toaster }: { toaster: Toaster }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  return (
    <>
      <header style={{ height: 52, borderBottom: '1px solid #ccc' }}>A top bar</header>
      <div ref={setSlot} />
      <ToastProvider toaster={toaster} duration={0} container={slot}>
        <ExportLike />
      </ToastProvider>
    </>
  );
}

/**
 * A toast that offers a file: it stays until taken or closed. Drawn in the app's slot below
 * its top bar, in the flow: the page moves down under it rather than being covered.
 */
export const WithActionInASlot: Story = {
  args: { duration: 0, toaster: createToaster() },
  render: ({ toaster }) => <Frame toaster={toaster!} />,
  play: async () => {
    const before = screen.getByRole('button', { name: 'Export' }).getBoundingClientRect().top;
    await press('Export');
    const toastItem = await body().findByRole('alertdialog');
    // The live message is the sentence; the button is the toast's control, not part of it.
    await expect(within(toastItem).getByRole('status')).toHaveTextContent(
      'Success: The export of 576 requests is ready.',
    );
    await expect(within(toastItem).getByRole('status')).not.toHaveTextContent('Download');
    await expect(toastItem.getBoundingClientRect().top).toBeGreaterThanOrEqual(52);
    // The page moved down under the toast: the Export button is not covered.
    const exportButton = screen.getByRole('button', { name: 'Export' }).getBoundingClientRect();
    await expect(exportButton.top).toBeGreaterThan(before);
    await expect(exportButton.top).toBeGreaterThanOrEqual(toastItem.getBoundingClientRect().bottom);
    await userEvent.click(within(toastItem).getByRole('button', { name: 'Download requests.csv' }));
    await expect(screen.getByText('Files taken: 1')).toBeVisible();
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
    // Raised again for the picture.
    await press('Export');
    await body().findByRole('alertdialog');
  },
};

export const Dark: Story = {
  ...AllTones,
  globals: { theme: 'dark' },
};
