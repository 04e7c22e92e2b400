import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ImagePreview, imagePreviewSizes } from './ImagePreview';
import { inMain } from '../internal/storyDecorators';

/** A drawn picture (no network, same pixels on every run): a room with a window. */
function picture(width: number, height: number, wall: string, floor: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 160 100">
<rect width="160" height="100" fill="${wall}"/>
<rect y="70" width="160" height="30" fill="${floor}"/>
<rect x="20" y="15" width="50" height="40" fill="#cfe8ff" stroke="#ffffff" stroke-width="3"/>
<rect x="95" y="45" width="45" height="25" fill="#7a5230"/>
<rect x="100" y="35" width="12" height="10" fill="#3d3d3d"/>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const meta = {
  title: 'Overlays/ImagePreview',
  component: ImagePreview,
  tags: ['autodocs'],
  args: {
    src: picture(1600, 1000, '#e9dcc8', '#a47c55'),
    alt: 'Office 42: a bright room with a window and a wooden desk',
  },
  argTypes: { size: { control: 'inline-radio', options: imagePreviewSizes } },
  decorators: [inMain],
} satisfies Meta<typeof ImagePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const thumb = within(canvasElement).getByRole('button', {
      name: 'View full size: Office 42: a bright room with a window and a wooden desk',
    });
    await userEvent.click(thumb);
    const dialog = await screen.findByRole('dialog', {
      name: 'Office 42: a bright room with a window and a wooden desk',
    });
    // The full-size picture carries the alt text.
    await expect(
      within(dialog).getByRole('img', {
        name: 'Office 42: a bright room with a window and a wooden desk',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Escape closes; focus is back on the thumbnail.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(thumb).toHaveFocus());
    // Keyboard opens it again, for the picture.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Thumbnails: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end' }}>
      {imagePreviewSizes.map((size) => (
        <ImagePreview key={size} {...args} size={size} alt={`Cover picture, ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(3);
  },
};

export const TallPicture: Story = {
  args: {
    src: picture(600, 1200, '#d9e4d0', '#6d6d6d'),
    alt: 'A tall picture of a meeting room, fitted to the height of the screen',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    const img = within(dialog).getByRole('img');
    // Fitted inside the window.
    await waitFor(() =>
      expect(img.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight),
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await screen.findByRole('dialog');
  },
};
