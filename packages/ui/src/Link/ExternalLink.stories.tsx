import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { flagControls } from '../internal/storyControls';
import { ExternalLink, linkVariants } from './Link';
import { expectInertLink } from './linkPlays';
import type { ExternalLinkProps } from './Link';
import { inMain } from '../internal/storyDecorators';

/**
 * Records which address a followed link would open. The click's default action is prevented
 * so that the test browser opens no tab and the Storybook frame stays put.
 */
const opened = fn().mockName('opened');

/** The request's contract draft: a second link, standalone, beside the story's own. */
function ContractDraft(args: ExternalLinkProps) {
  return (
    <ExternalLink {...args} variant="standalone" href="https://admin.example.com/contract-flow/981">
      View contract draft
    </ExternalLink>
  );
}

/** The story's own link, as the default args name it. */
const crmDeal = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('link', { name: 'CRM deal (opens in a new tab)' });

const meta = {
  title: 'Actions/ExternalLink',
  component: ExternalLink,
  tags: ['autodocs'],
  args: { href: 'https://crm.example.com/deals/4521', children: 'CRM deal' },
  argTypes: {
    ...flagControls('isDisabled'),
    variant: { control: 'inline-radio', options: linkVariants },
  },
  beforeEach: () => {
    opened.mockClear();
    const stopNavigation = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor) return;
      event.preventDefault();
      opened(anchor.getAttribute('href'), anchor.getAttribute('target'));
    };
    document.addEventListener('click', stopNavigation, true);
    return () => document.removeEventListener('click', stopNavigation, true);
  },
  // In the app a link sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [inMain],
} satisfies Meta<typeof ExternalLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    // The visually hidden text tells screen-reader users before they follow it.
    const link = crmDeal(canvasElement);
    await expect(link).toHaveAttribute('href', 'https://crm.example.com/deals/4521');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(link).getByText('(opens in a new tab)')).toBeInTheDocument();
    await userEvent.click(link);
    await expect(opened).toHaveBeenCalledWith('https://crm.example.com/deals/4521', '_blank');
  },
};

/** Tab focuses the link and Enter follows it; Space does not (links are not buttons). */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  render: (args) => (
    <p>
      The deal is in the CRM: <ExternalLink {...args} />.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = crmDeal(canvasElement);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(opened).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(opened).toHaveBeenCalledWith('https://crm.example.com/deals/4521', '_blank');
  },
};

/** The three links of a request's detail, in the standalone style. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <p>
        Inline: the deal is in the <ExternalLink {...args} variant="inline" /> since Monday.
      </p>
      <ExternalLink {...args} variant="standalone" />
      <ContractDraft {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getAllByRole('link', { name: 'CRM deal (opens in a new tab)' }),
    ).toHaveLength(2);
    await expect(
      canvas.getByRole('link', { name: 'View contract draft (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://admin.example.com/contract-flow/981');
  },
};

/** The name of the new-tab hint can be translated. */
export const OtherLanguage: Story = {
  args: { children: 'Fiche du deal', newTabLabel: '(s’ouvre dans un nouvel onglet)' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', {
        name: 'Fiche du deal (s’ouvre dans un nouvel onglet)',
      }),
    ).toHaveAttribute('target', '_blank');
  },
};

/** Disabled: no href, not focusable, nothing opens. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const link = crmDeal(canvasElement);
    await expectInertLink(link, opened);
  },
};

/** A long link wraps; the new-tab icon stays on the line of the last word. */
export const LongContent: Story = {
  args: {
    children: 'Conversation between Camille Martin and the host of the office at 12 rue de Rivoli',
  },
  render: (args) => (
    <p style={{ maxWidth: 260 }}>
      <ExternalLink {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Conversation between Camille Martin and the host of the office at 12 rue de Rivoli (opens in a new tab)',
    });
    await expect(link.getClientRects().length).toBeGreaterThan(1);
    const icon = link.querySelector('svg');
    const lastRect = [...link.getClientRects()].at(-1);
    await expect(icon).not.toBeNull();
    await expect(lastRect).toBeDefined();
    // The icon sits on the last line, after "Rivoli", not alone on a line of its own.
    const iconRect = icon!.getBoundingClientRect();
    await expect(iconRect.top).toBeGreaterThanOrEqual(lastRect!.top - 1);
    await expect(lastRect!.width).toBeGreaterThan(iconRect.width * 2);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <p>
        Inline: the deal is in the <ExternalLink {...args} /> since Monday.
      </p>
      <ContractDraft {...args} />
      <ExternalLink {...args} variant="standalone" isDisabled>
        Conversation
      </ExternalLink>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(crmDeal(canvasElement)).toHaveFocus();
  },
};
