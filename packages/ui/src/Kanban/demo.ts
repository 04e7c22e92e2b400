// Deterministic demo data for stories and benchmarks (not exported from the package).
import type { KanbanColumn } from './types';

export interface DemoCard {
  id: string;
  title: string;
  owner: string;
  date: string;
  amount: number;
}

export const demoColumnTitles = [
  'Backlog',
  'Ready',
  'In progress',
  'Review',
  'Testing',
  'Approved',
  'Done',
  'Archived',
] as const;

const people = [
  'Alice Martin',
  'Bruno Petit',
  'Chloé Durand',
  'David Leroy',
  'Emma Moreau',
  'Farid Benali',
  'Gaëlle Simon',
  'Hugo Laurent',
  'Inès Michel',
  'Jules Garcia',
];

/** `count` cards spread over `columns` columns, the same every time. */
export function demoColumns(count: number, columns: number = demoColumnTitles.length) {
  const result: KanbanColumn<DemoCard>[] = Array.from({ length: columns }, (_, i) => ({
    id: `col-${i + 1}`,
    title: demoColumnTitles[i] ?? `Column ${i + 1}`,
    items: [] as DemoCard[],
  }));
  for (let n = 1; n <= count; n++) {
    // A fixed, uneven spread (a multiplicative hash, squared): early columns hold more cards,
    // like a real pipeline.
    const r = (Math.imul(n, 2654435761) >>> 0) / 4294967296;
    const column = result[Math.floor(columns * r * r)]!;
    const day = ((n * 13) % 28) + 1;
    const month = ((n * 5) % 12) + 1;
    (column.items as DemoCard[]).push({
      id: `item-${n}`,
      title: `Item ${n}`,
      owner: people[n % people.length]!,
      date: `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      amount: ((n * 37) % 90) * 100 + 500,
    });
  }
  return result;
}

/** Applies a move the way a caller that keeps every move would: to the top of the column. */
export function applyMove<T extends { id: string }>(
  columns: readonly KanbanColumn<T>[],
  move: { itemId: string; fromColumnId: string; toColumnId: string },
): KanbanColumn<T>[] {
  const from = columns.find((c) => c.id === move.fromColumnId);
  const item = from?.items.find((i) => i.id === move.itemId);
  if (!item) return [...columns];
  return columns.map((c) => {
    if (c.id === move.fromColumnId) return { ...c, items: c.items.filter((i) => i !== item) };
    if (c.id === move.toColumnId) return { ...c, items: [item, ...c.items] };
    return c;
  });
}
