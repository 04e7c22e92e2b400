import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { flagControls } from '../internal/storyControls';
import { Pagination, pageSizeOptions } from './Pagination';
import type { PaginationProps } from './Pagination';

/** Holds page and page size like a list screen does; a new size goes back to page 1. */
function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize ?? 50);
  return (
    <Pagination
      {...props}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
        props.onPageSizeChange?.(size);
      }}
    />
  );
}

const meta = {
  title: 'Data/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: {
    page: 5,
    totalItems: 1234,
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
  argTypes: {
    ...flagControls('isDisabled'),
    page: { control: { type: 'number', min: 1 } },
    totalItems: { control: { type: 'range', min: 0, max: 100000, step: 1 } },
    pageSize: { control: 'select', options: pageSizeOptions },
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageButtons = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((b) => b.textContent);

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pageButtons(nav)).toEqual(['3', '4', '5', '6', '7']);
    await expect(nav).toHaveTextContent('201–250 of 1,234');
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 7' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(7);
    await expect(within(nav).getByRole('button', { name: 'Page 7' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pageButtons(nav)).toEqual(['5', '6', '7', '8', '9']);
  },
};

export const KeyboardPaging: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation');
    within(nav).getByRole('button', { name: 'Page 5' }).focus();
    // Tab moves along the page buttons; Enter and Space press them.
    await userEvent.tab();
    await expect(within(nav).getByRole('button', { name: 'Page 6' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    within(nav).getByRole('button', { name: 'Last page' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(25);
    await expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(pageButtons(nav)).toEqual(['23', '24', '25']);
    // Last is now disabled: the focus, which it had, is on the current page rather than on the
    // page's body.
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Page 25' })).toHaveFocus());
    within(nav).getByRole('button', { name: 'First page' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(pageButtons(nav)).toEqual(['1', '2', '3']);
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveFocus());
  },
};

export const PageSizeChange: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: /Rows per page/ });
    await expect(trigger).toHaveTextContent('50');
    // Opened and chosen by keyboard.
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['20', '50', '100', '500', '1,000']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(500);
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('500');
    await expect(canvas.getByRole('navigation')).toHaveTextContent('1–500 of 1,234');
    await expect(pageButtons(canvas.getByRole('navigation'))).toEqual(['1', '2', '3']);
  },
};

export const PageSizeOpen: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Rows per page/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: '50' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('button', { name: 'First page' })).toBeDisabled();
    await expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(within(nav).getByRole('button', { name: 'Next page' })).toBeEnabled();
  },
};

export const ManyPages: Story = {
  args: { page: 500, totalItems: 1_000_000, pageSize: 1000 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(pageButtons(nav)).toEqual(['498', '499', '500', '501', '502']);
    await expect(nav).toHaveTextContent('499,001–500,000 of 1,000,000');
  },
};

export const SinglePage: Story = {
  tags: ['!autodocs'],
  args: { page: 1, totalItems: 12 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(pageButtons(nav)).toEqual(['1']);
    await expect(within(nav).getByRole('button', { name: 'Last page' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { page: 1, totalItems: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation')).toHaveTextContent('No items');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation');
    const page6 = within(nav).getByRole('button', { name: 'Page 6' });
    await expect(page6).toBeDisabled();
    await userEvent.click(page6, { pointerEventsCheck: 0 });
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const WithoutPageSize: Story = {
  args: { onPageSizeChange: undefined },
  render: (args) => <Pagination {...args} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: /Rows per page/ }),
    ).not.toBeInTheDocument();
  },
};

export const OtherLabels: Story = {
  args: {
    labels: {
      navigation: 'Pages',
      pageSize: 'Lignes par page',
      range: (from, to, total) => `${from}–${to} sur ${total}`,
      page: (page) => `Page ${page}`,
    },
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pages' });
    await expect(nav).toHaveTextContent('201–250 sur 1,234');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
