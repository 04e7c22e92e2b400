import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, StatusTag, badgeTones, badgeVariants } from './Badge';
import { inMain } from '../internal/storyDecorators';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  tags: ['autodocs'],
  // In the app this sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [inMain],
  args: { children: 'Published' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    variant: { control: 'inline-radio', options: badgeVariants },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' } as const;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Published')).toBeVisible();
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {badgeVariants.map((variant) => (
        <div key={variant} style={row}>
          {badgeTones.map((tone) => (
            <Badge key={tone} {...args} tone={tone} variant={variant}>
              {tone}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const Count: Story = {
  args: { children: 3, tone: 'critical', variant: 'solid', accessibleLabel: '3 unread messages' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Screen readers get the full words; the bare number is hidden from them.
    await expect(canvas.getByText('3 unread messages')).toBeInTheDocument();
    await expect(canvas.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const LongContent: Story = {
  render: (args) => (
    <div style={{ width: 160, border: '1px dashed currentColor', padding: 8 }}>
      <Badge {...args}>Ready for handover to the host after signature</Badge>
    </div>
  ),
};

export const StatusTags: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <StatusTag tone="success">Confirmed</StatusTag>
      <StatusTag tone="critical">Blocked</StatusTag>
      <StatusTag tone="warning">Under review</StatusTag>
      <StatusTag tone="info">Onboarding</StatusTag>
      <StatusTag>Created</StatusTag>
      <div style={{ width: 160 }}>
        <StatusTag tone="info">Ready for handover to the host after signature</StatusTag>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The status is in words, not in colour alone.
    await expect(canvas.getByText('Blocked')).toBeVisible();
    await expect(canvas.getByText('Under review')).toBeVisible();
  },
};

export const Dark: Story = {
  ...Tones,
  globals: { theme: 'dark' },
};

export const DarkStatusTags: Story = {
  ...StatusTags,
  globals: { theme: 'dark' },
};
