// Fixed, seeded sample records for stories and the benchmark: the same rows every run, no
// dates taken from the clock, so screenshots and timings compare like with like.
import { formatDay, formatEur } from '../internal/demoFormats';
import type { DataTableColumn, RowTone } from './DataTable';

export interface SampleRecord {
  id: number;
  name: string;
  company: string;
  email: string;
  phone: string;
  city: string;
  status: 'Active' | 'Blocked' | 'Pending';
  category: 'Pro' | 'Non-Pro';
  kind: 'Invoice' | 'Payment' | 'Payout';
  /** An ISO day, shown dd/MM/yyyy. */
  created: string;
  /** In EUR, shown '7 900,00 €'. */
  amount: number;
  orders: number;
  items: number;
  source: string;
  /** A v4-shaped UUID, derived from the id (no draw, so the other fields stay as they were). */
  uuid: string;
  /** A listing's title: some long, as offices' and SEO pages' are. */
  title: string;
}

const titles = [
  'Bright open space near the station',
  'Private office with a terrace and a view over the Saint-Martin canal, 12 desks',
  'Two meeting rooms',
  'Quiet floor in a Haussmann building, fully furnished, fibre, kitchen and showers',
];

function uuidOf(id: number): string {
  const hex = (n: number, width: number) => (n >>> 0).toString(16).padStart(width, '0');
  const a = Math.imul(id, 2654435761);
  const b = Math.imul(id ^ 0x5bd1e995, 40503);
  return `${hex(a, 8)}-${hex(b & 0xffff, 4)}-4${hex(id & 0xfff, 3)}-a${hex((a >>> 4) & 0xfff, 3)}-${hex(b, 8)}${hex(id, 4).slice(-4)}`;
}

const first = ['Alice', 'Bruno', 'Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo', 'Inès'];
const last = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Petit', 'Durand', 'Leroy'];
const companies = ['Atelier Nord', 'Bureau Vert', 'Cobalt & Co', 'Delta Conseil', 'Eiffel Lab'];
const cities = ['Paris', 'Lyon', 'Lille', 'Nantes', 'Bordeaux', 'Luxembourg'];
const sources = ['Web', 'Phone', 'Partner', 'Event'];
const statuses = ['Active', 'Active', 'Active', 'Pending', 'Blocked'] as const;
const kinds = ['Invoice', 'Payment', 'Payout'] as const;

/** A small deterministic generator (mulberry32), so every run draws the same rows. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<V>(next: () => number, list: readonly V[]): V {
  return list[Math.floor(next() * list.length)] as V;
}

/** `count` records with ids starting at `firstId`. */
export function makeSampleRecords(count: number, firstId = 1): SampleRecord[] {
  const next = random(firstId);
  const rows: SampleRecord[] = [];
  for (let i = 0; i < count; i++) {
    const id = firstId + i;
    const f = pick(next, first);
    const l = pick(next, last);
    const day = 1 + Math.floor(next() * 28);
    const month = 1 + Math.floor(next() * 12);
    rows.push({
      id,
      name: `${f} ${l}`,
      company: pick(next, companies),
      email: `${f}.${l}@example.com`.toLowerCase(),
      phone: `+33 6 ${String(10 + (id % 90))} ${String(10 + ((id * 7) % 90))} ${String(10 + ((id * 13) % 90))} ${String(10 + ((id * 17) % 90))}`,
      city: pick(next, cities),
      status: pick(next, statuses),
      category: next() < 0.5 ? 'Pro' : 'Non-Pro',
      kind: pick(next, kinds),
      created: `2024-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      amount: Math.floor(next() * 500000) / 100,
      orders: Math.floor(next() * 40),
      items: Math.floor(next() * 12),
      source: pick(next, sources),
      uuid: uuidOf(id),
      title: titles[id % titles.length]!,
    });
  }
  return rows;
}

/** The 14 columns of the sample records, in display order. */
export const sampleColumns: DataTableColumn<SampleRecord>[] = [
  { id: 'id', header: 'ID', width: 72, align: 'end', sortable: true },
  { id: 'name', header: 'Name', width: 160, sortable: true, isRowHeader: true },
  { id: 'company', header: 'Company', width: 140 },
  { id: 'email', header: 'Email', kind: 'email' },
  { id: 'phone', header: 'Phone', kind: 'phone' },
  { id: 'city', header: 'City', width: 110 },
  { id: 'status', header: 'Status', width: 100 },
  { id: 'category', header: 'Category', width: 100 },
  { id: 'kind', header: 'Type', width: 100 },
  {
    id: 'created',
    header: 'Created',
    width: 110,
    sortable: true,
    cell: (row) => formatDay(row.created),
  },
  {
    id: 'amount',
    header: 'Amount',
    width: 120,
    align: 'end',
    cell: (row) => formatEur(row.amount),
  },
  { id: 'orders', header: 'Orders', width: 100, align: 'end' },
  { id: 'items', header: 'Items', width: 90, align: 'end' },
  { id: 'source', header: 'Source', width: 100 },
];

/** Tints sample rows the way list screens do: blocked in red. */
export function sampleTone(row: SampleRecord): RowTone {
  return row.status === 'Blocked' ? 'critical' : 'neutral';
}
