import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DeferredSelect } from './DeferredSelect';
import { Select, selectSizes } from './Select';
import { SelectStandIn } from './SelectStandIn';
import type { SelectOption, SelectSection } from './Select';
import { StateMatrixTable, restHoverFocus, stateMatrixPlay } from '../internal/ForcedState';
import { fieldArgTypes, fieldArgs } from '../internal/storyControls';
import { inBox, inMainStyled } from '../internal/storyDecorators';

const statuses: SelectOption[] = [
  { id: 'all', label: 'All' },
  { id: 'upcoming', label: 'Upcoming' },
  { id: 'active', label: 'Active' },
  { id: 'expired', label: 'Expired' },
];

const ranks: SelectOption<number>[] = [1, 2, 3, 4, 5].map((rank) => ({
  id: rank,
  label: String(rank),
}));

const reasonSections: SelectSection[] = [
  {
    id: 'general',
    title: 'General reasons',
    options: [
      { id: '0', label: 'Other' },
      { id: '10', label: 'Project postponed' },
    ],
  },
  {
    id: 'office',
    title: 'Office reasons',
    options: [
      { id: '1000', label: 'Office no longer available' },
      { id: '1010', label: 'Office too expensive' },
      { id: '1020', label: 'Office too small', isDisabled: true },
      { id: '1030', label: 'Office too large' },
    ],
  },
];

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Lists to pick from, for the Controls panel. */
const optionSets: Record<string, readonly SelectOption[]> = {
  Statuses: statuses,
  'No option': [],
};

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Status',
    options: statuses,
    onChange: fn(),
    onOpenChange: fn(),
    ...fieldArgs,
    placeholder: 'Select an option',
    emptyMessage: 'No options',
  },
  argTypes: {
    ...fieldArgTypes,
    options: { control: 'inline-radio', options: Object.keys(optionSets), mapping: optionSets },
    sections: { control: false },
    size: { control: 'inline-radio', options: selectSizes },
  },
  // In the app a field sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [inMainStyled({ maxWidth: 320 })],
} satisfies Meta<typeof Select<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await expect(trigger).toHaveTextContent('Select an option');
    await userEvent.click(trigger);
    const listbox = await body(canvasElement).findByRole('listbox', { name: 'Status' });
    await userEvent.click(within(listbox).getByRole('option', { name: 'Active' }));
    await expect(args.onChange).toHaveBeenCalledWith('active');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Active');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * Every state of the trigger, one under the other: at rest, hovered, focused by keyboard,
 * chosen, disabled, unavailable with a reason, invalid, and the compact size. Hover and focus
 * are forced for review and the picture; the other stories show them for real.
 */
export const StateMatrix: Story = {
  render: () => (
    <StateMatrixTable
      caption="Select states"
      target="button"
      rows={[
        ...restHoverFocus(<Select label="Status" options={statuses} />, ['focus-visible']),
        {
          title: 'Chosen',
          field: <Select label="Status" options={statuses} defaultValue="active" />,
        },
        {
          title: 'Disabled',
          field: <Select label="Status" options={statuses} defaultValue="active" isDisabled />,
        },
        {
          title: 'Unavailable',
          field: (
            <Select
              label="Status"
              options={statuses}
              defaultValue="active"
              disabledReason="Viewers cannot change records."
            />
          ),
        },
        {
          title: 'Invalid',
          field: (
            <Select
              label="Status"
              options={statuses}
              isRequired
              errorMessage="Choose a status to save the filter."
            />
          ),
        },
        {
          title: 'Small',
          field: <Select label="Status" options={statuses} defaultValue="active" size="sm" />,
        },
      ]}
    />
  ),
  play: stateMatrixPlay('Select states', 'button', 8, /Status/),
};

const rankRows = [
  { office: 'Office 1204, Lyon Part-Dieu', rank: 2 },
  { office: 'Office 1310, Paris Opéra', rank: null },
  { office: 'Office 1422, Bordeaux Chartrons', rank: 5 },
];

/**
 * `size="sm"` in table rows: 28 px high, centred in its row and clear of the dividers, with a
 * hidden label that names the row (the table's column header is its visible label).
 */
export const CompactInRows: StoryObj<typeof Select<number>> = {
  render: () => (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'start', fontWeight: 600 }}>Office ranks</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'start' }}>
            Office
          </th>
          <th scope="col" style={{ textAlign: 'start', width: 96 }}>
            Rank
          </th>
        </tr>
      </thead>
      <tbody>
        {rankRows.map(({ office, rank }) => (
          // A data table's cells are one line as tall as the row (line-height), as here.
          <tr key={office} style={{ lineHeight: '40px', borderTop: '1px solid currentColor' }}>
            <td>{office}</td>
            <td>
              <Select<number>
                label={`Rank of ${office}`}
                hideLabel
                size="sm"
                placeholder="None"
                options={ranks}
                defaultValue={rank}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: /Rank of Office 1204, Lyon Part-Dieu/,
    });
    const row = trigger.closest('tr')!.getBoundingClientRect();
    const box = trigger.getBoundingClientRect();
    await expect(box.height).toBe(28);
    // Centred in its row (within the rounding of the font's x-height), clear of both dividers.
    await expect(Math.abs(box.top - row.top - (row.bottom - box.bottom))).toBeLessThanOrEqual(4);
    await expect(box.top - row.top).toBeGreaterThanOrEqual(4);
    await expect(row.bottom - box.bottom).toBeGreaterThanOrEqual(4);
  },
};

/** Enter or the arrows open it, arrows move, Enter picks, Escape closes, typing jumps. */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  args: { defaultValue: 'all' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body(canvasElement).findByRole('listbox');
    // The selected option takes focus when the list opens.
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'All' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('active');
    await expect(trigger).toHaveTextContent('Active');
    // Focus goes back to the trigger once the popover has closed.
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await body(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Active');

    // Typeahead on the closed trigger selects the matching option.
    await userEvent.keyboard('e');
    await expect(trigger).toHaveTextContent('Expired');
  },
};

/** The open list, for the screenshot and the accessibility check of the popover. */
export const Open: Story = {
  args: { defaultValue: 'active', description: 'Computed from the start and end dates.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Status/ }));
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Active' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const DisabledOptions: Story = {
  tags: ['!autodocs'],
  args: {
    options: [
      { id: 'publish', label: 'Publish' },
      { id: 'off-market', label: 'Publish off market', isDisabled: true },
      { id: 'unpublish', label: 'Unpublish', description: 'Hides the office from guests.' },
    ],
    label: 'Publication',
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Publication/ }));
    const listbox = await body(canvasElement).findByRole('listbox');
    const disabled = within(listbox).getByRole('option', { name: 'Publish off market' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(
      within(listbox).getByRole('option', { name: 'Unpublish Hides the office from guests.' }),
    ).toBeVisible();
  },
};

export const Invalid: Story = {
  tags: ['!autodocs'],
  args: { isRequired: true, errorMessage: 'Choose a status' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Status/ });
    await expect(trigger).toHaveAccessibleDescription('Choose a status');
  },
};

export const Disabled: Story = {
  tags: ['!autodocs'],
  args: { isDisabled: true, defaultValue: 'active' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Status/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/**
 * Cannot be changed now, and says why: shows its value, focusable, the reason its description
 * (shown under it on focus); neither a press, the arrows nor typing change the choice.
 */
export const DisabledWithReason: Story = {
  args: { defaultValue: 'active', disabledReason: 'Viewers cannot change records.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await expect(trigger).toHaveAttribute('aria-disabled', 'true');
    await expect(trigger).toHaveAccessibleDescription('Viewers cannot change records.');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('e');
    await userEvent.click(trigger);
    await expect(body(canvasElement).queryByRole('listbox')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveTextContent('Active');
  },
};

/** No options: the list opens and says so. */
export const Empty: Story = {
  tags: ['!autodocs'],
  args: { options: [], emptyMessage: 'No status to choose' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Status/ }));
    await expect(await body(canvasElement).findByText('No status to choose')).toBeVisible();
  },
};

/** Many options scroll inside the popover. */
export const ManyItems: Story = {
  tags: ['!autodocs'],
  args: {
    label: 'Industry',
    options: Array.from({ length: 60 }, (_, i) => ({
      id: `industry-${i + 1}`,
      label: `Industry ${String(i + 1).padStart(2, '0')}`,
    })),
    defaultValue: 'industry-30',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Industry/ }));
    const listbox = await body(canvasElement).findByRole('listbox');
    const selected = within(listbox).getByRole('option', { name: 'Industry 30' });
    await waitFor(() => expect(selected).toHaveFocus());
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
  },
};

export const LongContent: Story = {
  args: {
    label: 'Reason for cancelling the request on behalf of the guest',
    options: [
      {
        id: 'long',
        label: 'The guest found another office through a broker and will not visit this one',
      },
      { id: 'short', label: 'Other' },
    ],
    defaultValue: 'long',
  },
};

/** A rank select in a table row: the row names it, so its label is visually hidden. */
export const HiddenLabelNumbers: StoryObj<typeof Select<number>> = {
  tags: ['!autodocs'],
  args: {
    label: 'Rank of office 42',
    hideLabel: true,
    options: ranks,
    defaultValue: 3,
    onChange: fn(),
  },
  decorators: [inBox({ width: 96 })],
  render: (args) => <Select<number> {...args} />,
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Rank of office 42/ });
    await userEvent.click(trigger);
    await userEvent.click(await body(canvasElement).findByRole('option', { name: '5' }));
    await expect(args.onChange).toHaveBeenCalledWith(5);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'upcoming' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Status/ }));
    await body(canvasElement).findByRole('listbox');
  },
};

/**
 * Options grouped into named sections: each is a group named by its header, the arrows move
 * from one group into the next, typing jumps across the groups.
 */
export const Sections: StoryObj<typeof Select<string>> = {
  args: {
    label: 'Reason',
    sections: reasonSections,
    onChange: fn(),
  },
  render: (args) => <Select<string> {...args} />,
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Reason/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body(canvasElement).findByRole('listbox', { name: 'Reason' });
    const groups = within(listbox).getAllByRole('group');
    await expect(groups.map((group) => group.getAttribute('aria-labelledby') !== null)).toEqual([
      true,
      true,
    ]);
    const general = within(listbox).getByRole('group', { name: 'General reasons' });
    const office = within(listbox).getByRole('group', { name: 'Office reasons' });
    await expect(
      within(general)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Other', 'Project postponed']);
    // The header is the group's name, not an option.
    await expect(within(office).getAllByRole('option')).toHaveLength(4);
    await waitFor(() =>
      expect(within(general).getByRole('option', { name: 'Other' })).toHaveFocus(),
    );
    // Down from the last option of the first group lands on the first of the second.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(
      within(office).getByRole('option', { name: 'Office no longer available' }),
    ).toHaveFocus();
    // The disabled option is skipped.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(office).getByRole('option', { name: 'Office too large' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('1010');
    await expect(trigger).toHaveTextContent('Office too expensive');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    // Typeahead on the closed trigger searches every group.
    await userEvent.keyboard('p');
    await expect(args.onChange).toHaveBeenLastCalledWith('10');
    await expect(trigger).toHaveTextContent('Project postponed');

    // Open again for the screenshot, with the selected option in the first group.
    await userEvent.keyboard('{Enter}');
    const reopened = await body(canvasElement).findByRole('listbox');
    await waitFor(() =>
      expect(within(reopened).getByRole('option', { name: 'Project postponed' })).toHaveFocus(),
    );
  },
};

export const SectionsDark: StoryObj<typeof Select<string>> = {
  tags: ['!autodocs'],
  globals: { theme: 'dark' },
  args: {
    label: 'Reason',
    sections: reasonSections,
    defaultValue: '1030',
    onChange: fn(),
  },
  render: (args) => <Select<string> {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Reason/ }));
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(within(listbox).getByRole('group', { name: 'Office reasons' })).toBeVisible();
    await expect(within(listbox).getByRole('option', { name: 'Office too large' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/**
 * DeferredSelect (for a route's filter bar): the stand-in, drawn with the Select's classes,
 * until the select's code has loaded; the real select then takes exactly its place. Here the
 * stand-in stays beside the real one, so that any difference between the two shows.
 */
export const Deferred: Story = {
  tags: ['!autodocs'],
  args: { defaultValue: 'active', description: 'Loads just after the first paint' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div data-testid="stand-in">
        <SelectStandIn {...args} />
      </div>
      <DeferredSelect {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', { name: /Status/ });
    await expect(trigger).toHaveTextContent('Active');
    const standIn = canvas.getByTestId('stand-in');
    await expect(standIn.firstElementChild).toHaveAttribute('aria-busy', 'true');
    // Same label, frame, text and help text: the same boxes, to the pixel.
    const field = trigger.parentElement!;
    const box = (el: Element) => {
      const { width, height } = el.getBoundingClientRect();
      return { width, height };
    };
    await expect(box(standIn.firstElementChild!)).toEqual(box(field));
    await expect(box(standIn.firstElementChild!.querySelector('div')!)).toEqual(box(trigger));
    await userEvent.click(trigger);
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Expired' }));
    await expect(trigger).toHaveTextContent('Expired');
  },
};
