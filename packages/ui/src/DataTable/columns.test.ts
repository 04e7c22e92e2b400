import { describe, expect, it } from 'vitest';
import { uncutWidth } from './columnKinds';
import { columnWidths } from './columns';
import type { DataTableColumn } from './types';

interface Row {
  id: number;
  name: string;
  email: string;
  phone: string;
  amount: number;
}

const rows: Row[] = [
  { id: 1, name: 'Léa Bernard', email: 'lea@example.com', phone: '+33 6 12 34 56 78', amount: 1 },
  {
    id: 2,
    name: 'Karim Haddad',
    email: 'karim.haddad@a-rather-long-company-name.example.com',
    phone: '+352 621 123 456',
    amount: 2,
  },
];

describe('columnWidths', () => {
  it('lets the text columns of an all-pixel table grow to fill its frame, never below their width', () => {
    const columns: DataTableColumn<Row>[] = [
      { id: 'id', header: 'ID', width: 72, align: 'end' },
      { id: 'name', header: 'Name', width: 160 },
      { id: 'amount', header: 'Amount', width: 120, align: 'end' },
    ];
    const widths = columnWidths(columns, rows);
    expect(widths.get('name')).toMatchObject({ defaultWidth: '160fr', minWidth: 160 });
    // Figures keep their width.
    expect(widths.get('id')?.defaultWidth).toBe(72);
    expect(widths.get('amount')?.defaultWidth).toBe(120);
  });

  it('lets capped text columns grow when no column takes the room left', () => {
    const columns: DataTableColumn<Row>[] = [
      { id: 'id', header: 'ID', kind: 'id' },
      { id: 'name', header: 'Name', kind: 'text' },
      { id: 'amount', header: 'Amount', kind: 'number', align: 'end' },
    ];
    const widths = columnWidths(columns, rows);
    // A text column is a share of at most 320 px by kind; here it has no widest width.
    expect(widths.get('name')).toMatchObject({ defaultWidth: '1fr', maxWidth: undefined });
    expect(widths.get('id')?.defaultWidth).toBe(88);
  });

  it('keeps widths in pixels beside capped shares, which grow instead', () => {
    const columns: DataTableColumn<Row>[] = [
      { id: 'name', header: 'Name', kind: 'text' },
      { id: 'email', header: 'Email', width: 200 },
    ];
    const widths = columnWidths(columns, rows);
    expect(widths.get('name')).toMatchObject({ defaultWidth: '1fr', maxWidth: undefined });
    expect(widths.get('email')?.defaultWidth).toBe(200);
  });

  it('leaves a table that already has a share as it is', () => {
    const columns: DataTableColumn<Row>[] = [
      { id: 'id', header: 'ID', width: 72 },
      { id: 'name', header: 'Name', width: '1fr' },
      { id: 'company', header: 'Company', kind: 'text' },
    ];
    const widths = columnWidths(columns, rows);
    expect(widths.get('id')?.defaultWidth).toBe(72);
    expect(widths.get('name')?.defaultWidth).toBe('1fr');
    // The other text column keeps its widest width by kind.
    expect(widths.get('company')?.maxWidth).toBe(320);
  });

  it('makes an email or a phone column as wide as its longest value', () => {
    const columns: DataTableColumn<Row>[] = [
      { id: 'name', header: 'Name', width: '1fr' },
      { id: 'email', header: 'Email', kind: 'email' },
      { id: 'phone', header: 'Phone', kind: 'phone' },
    ];
    const widths = columnWidths(columns, rows);
    const longestEmail = rows[1]!.email.length;
    expect(widths.get('email')?.minWidth).toBe(uncutWidth(longestEmail));
    expect(widths.get('phone')?.minWidth).toBe(uncutWidth('+33 6 12 34 56 78'.length));
    expect(widths.get('phone')?.defaultWidth).toBe(widths.get('phone')?.minWidth);
  });
});
