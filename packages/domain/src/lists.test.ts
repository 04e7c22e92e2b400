import { describe, expect, it } from 'vitest';
import { absoluteLink, listCells, listHeaders, partyText, type ListColumn } from './lists';

interface Row {
  id: number;
  name: string;
}

const columns: ListColumn<Row>[] = [
  { key: 'id', header: 'Id', kind: 'number', text: (r) => String(r.id) },
  { key: 'name', header: 'Name', text: (r, { origin }) => `${r.name}@${origin}` },
];

describe('list columns, one definition for the table and the CSV', () => {
  it('gives the headers and a row’s cells in column order', () => {
    expect(listHeaders(columns)).toEqual(['Id', 'Name']);
    expect(listCells(columns, { id: 3, name: 'Acme' }, { now: new Date(0), origin: 'o' })).toEqual([
      '3',
      'Acme@o',
    ]);
  });

  it('writes links in full from the origin', () => {
    expect(absoluteLink('/api/v2/contracts/1/pdf', 'https://bo.example.com/')).toBe(
      'https://bo.example.com/api/v2/contracts/1/pdf',
    );
    expect(absoluteLink('files/1.pdf', 'https://bo.example.com')).toBe(
      'https://bo.example.com/files/1.pdf',
    );
    expect(absoluteLink('https://cdn.example.com/1.pdf', 'https://bo.example.com')).toBe(
      'https://cdn.example.com/1.pdf',
    );
    expect(absoluteLink('/a', '')).toBe('/a');
  });

  it('names a party by its company and id, or by its id alone', () => {
    expect(partyText({ id: 12, companyName: 'Acme' })).toBe('Acme (#12)');
    expect(partyText({ id: 12, companyName: null })).toBe('#12');
  });
});
