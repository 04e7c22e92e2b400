import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InfiniteList } from './InfiniteList';

interface Result {
  id: string;
  title: string;
  detail: string;
}

const make = (from: number, count: number): Result[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `r${from + i + 1}`,
    title: `Result ${from + i + 1}`,
    detail: `${((from + i) * 7) % 40} desks · ${100 + (((from + i) * 37) % 900)} m²`,
  }));

interface DemoProps {
  /** How many results exist in all. */
  total: number;
  /** The page (1-based) whose first request fails. */
  failPage?: number;
  /** Delay of each page, in ms. */
  delay?: number;
  /** Start with a page being loaded forever. */
  stuckLoading?: boolean;
  /** Results per page. */
  pageSize?: number;
  onLoadMore: () => void;
}

/** Loads 20 results per page after a short delay, like a screen with a search request. */
function Demo({
  total,
  failPage,
  delay = 120,
  stuckLoading = false,
  pageSize = 20,
  onLoadMore,
}: DemoProps) {
  const [items, setItems] = useState<Result[]>(() =>
    stuckLoading ? [] : make(0, Math.min(pageSize, total)),
  );
  const [isLoading, setLoading] = useState(stuckLoading);
  const [error, setError] = useState<string | null>(null);
  const failed = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const load = useCallback(() => {
    onLoadMore();
    setLoading(true);
    setError(null);
    timer.current = setTimeout(() => {
      setLoading(false);
      const page = Math.floor(items.length / pageSize) + 1;
      if (page === failPage && !failed.current) {
        failed.current = true;
        setError('The next results could not be loaded.');
        return;
      }
      setItems((current) => [
        ...current,
        ...make(current.length, Math.min(pageSize, total - current.length)),
      ]);
    }, delay);
  }, [onLoadMore, items.length, failPage, delay, total, pageSize]);
  return (
    <main style={{ height: 420, maxWidth: 480 }}>
      <InfiniteList
        aria-label="Results"
        items={items}
        getItemId={(r) => r.id}
        renderItem={(r) => (
          <div style={{ padding: '10px 14px', display: 'grid', gap: 2 }}>
            <strong>{r.title}</strong>
            <span style={{ fontSize: 13 }}>{r.detail}</span>
          </div>
        )}
        hasMore={items.length < total}
        isLoading={isLoading}
        onLoadMore={load}
        loadError={error}
        totalCount={total}
      />
    </main>
  );
}

const meta = {
  title: 'Widgets/InfiniteList',
  component: Demo,
  // The story's own wrapper holds the state; the props table is the component's.
  subcomponents: { InfiniteList },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A list that loads its next page when its end comes into view, or when “Load more” is pressed (the keyboard route). Loading, errors and the end of the results are shown at the end of the list and announced; items already shown stay in place, so the scroll holds.',
      },
    },
  },
  args: { total: 47, onLoadMore: fn(), pageSize: 20, delay: 120, stuckLoading: false },
  argTypes: {
    total: { control: { type: 'range', min: 0, max: 500, step: 1 } },
    pageSize: { control: { type: 'range', min: 5, max: 100, step: 5 } },
    delay: { control: { type: 'range', min: 0, max: 3000, step: 50 } },
    failPage: { control: { type: 'number', min: 2 } },
    stuckLoading: { control: 'boolean' },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const scroller = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: 'Results' });

/** Scrolling to the end loads the next 20, announced; the scroll position holds; then the end. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = () => canvas.getByRole('list', { name: 'Results' });
    await expect(within(list()).getAllByRole('listitem')).toHaveLength(20);
    await expect(canvas.getByRole('status')).toHaveTextContent('20 of 47 results shown.');

    const box = scroller(canvasElement);
    box.scrollTop = box.scrollHeight;
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading more results…');
    await expect(list()).toHaveAttribute('aria-busy', 'true');
    const scrolledTo = box.scrollTop;
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(40));
    // Appending kept the reader where they were.
    await expect(box.scrollTop).toBe(scrolledTo);
    await expect(within(list()).getAllByRole('listitem')[39]).toHaveAttribute('aria-setsize', '47');

    box.scrollTop = box.scrollHeight;
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(47));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('End of results: 47 results.'),
    );
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
  },
};

/** The keyboard route: the "Load more" button at the end. */
export const LoadMoreButton: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Load more' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    // While its page loads the button stays, pending, with the focus (it used to go, and the
    // focus with it fell to the page's body).
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading more results…');
    await expect(button).toHaveFocus();
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(40));
    await expect(button).toHaveFocus();
    // Back to the top for a stable picture.
    scroller(canvasElement).scrollTop = 0;
  },
};

/**
 * Focus never lost: "Load more" focused (Tab from the last result) scrolls the end into
 * view, which asks for the next page at once; the focus stays on the pending button, and once
 * the last page is in and the button goes, on the list, whose status says it is the end.
 */
export const KeyboardToTheEnd: Story = {
  args: { delay: 300 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Load more' });
    button.focus();
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
    await expect(button).toHaveFocus();
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(40));
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(47));
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
    await expect(scroller(canvasElement)).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('End of results: 47 results.');
  },
};

/** A page that fails shows its message and a Retry button, which loads it. */
export const LoadError: Story = {
  args: { failPage: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(await canvas.findByText('The next results could not be loaded.')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(40));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
    scroller(canvasElement).scrollTop = 0;
  },
};

/** Pages shorter than the box: its end stays in view, so pages load until the box is full. */
export const ShortPages: Story = {
  args: { total: 33, pageSize: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = scroller(canvasElement);
    await waitFor(() => expect(box.scrollHeight).toBeGreaterThan(box.clientHeight));
    const loaded = canvas.getAllByRole('listitem').length;
    await expect(loaded).toBeGreaterThan(3);
    await expect(args.onLoadMore).toHaveBeenCalledTimes(loaded / 3 - 1);
  },
};

export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No results');
  },
};

export const Loading: Story = {
  args: { stuckLoading: true, delay: 1_000_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading results…');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
