import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { flagControls, noControls } from '../internal/storyControls';
import { Disclosure, disclosureHeadingLevels } from './Disclosure';
import { inMainStyled } from '../internal/storyDecorators';

const meta = {
  title: 'Data/Disclosure',
  component: Disclosure,
  tags: ['autodocs'],
  args: {
    title: 'Billing details',
    children: <p>Invoices go to the company address.</p>,
    onExpandedChange: fn(),
  },
  argTypes: {
    ...flagControls('isDisabled', 'isExpanded'),
    ...noControls('defaultExpanded'),
    headingLevel: { control: 'inline-radio', options: disclosureHeadingLevels },
    disabledReason: { control: 'text' },
    disabledLabel: { control: 'text' },
  },
  decorators: [inMainStyled({ maxWidth: 560 })],
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Billing details' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Invoices go to the company address.')).not.toBeVisible();
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByText('Invoices go to the company address.')).toBeVisible();
  },
};

export const Keyboard: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Billing details' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const content = within(canvasElement).getByText('Invoices go to the company address.');
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(content).toBeVisible();
    // Closed at once, before the opening's frame is drawn: the panel hides all the same.
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(content).not.toBeVisible());
  },
};

export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'Billing details' }),
    ).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Billing details' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(args.onExpandedChange).not.toHaveBeenCalled();
  },
};

const REASON = 'Not possible: the request is already cancelled or declined.';

/**
 * Cannot be opened now, and says why: focusable (`aria-disabled`), "Not possible now" in
 * words, the reason as the trigger's description, shown on focus as on hover.
 */
export const DisabledWithReason: Story = {
  args: { disabledReason: REASON },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /^Billing details/ });
    await expect(trigger).toHaveAccessibleName('Billing details Not possible now');
    await expect(trigger).toHaveAttribute('aria-disabled', 'true');
    await expect(trigger).toBeEnabled();
    await expect(trigger).toHaveAccessibleDescription(REASON);
    await expect(canvas.getByRole('tooltip', { hidden: true })).not.toBeVisible();
    // Reached by keyboard, where the reason shows.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(REASON);
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    // Neither a key nor a click opens it: it controls nothing.
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(trigger);
    await expect(trigger).not.toHaveAttribute('aria-expanded');
    await expect(canvas.queryByText('Invoices go to the company address.')).toBeNull();
    await expect(args.onExpandedChange).not.toHaveBeenCalled();
  },
};

export const DisabledWithReasonDark: Story = {
  tags: ['!autodocs'],
  globals: { theme: 'dark' },
  args: { disabledReason: REASON },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /^Billing details/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(within(canvasElement).getByRole('tooltip')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    defaultExpanded: true,
    title: 'A heading long enough to wrap onto a second line in a narrow column of the page',
    children: (
      <>
        {Array.from({ length: 6 }, (_, i) => (
          <p key={i}>Paragraph {i + 1} of the disclosed content, which can be long.</p>
        ))}
      </>
    ),
  },
};

export const Many: Story = {
  render: (args) => (
    <>
      {['Contact', 'Billing details', 'Documents', 'History'].map((title, i) => (
        <Disclosure key={title} {...args} title={title} defaultExpanded={i === 1}>
          <p>Content of {title.toLowerCase()}.</p>
        </Disclosure>
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual([
      'false',
      'true',
      'false',
      'false',
    ]);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultExpanded: true },
};
