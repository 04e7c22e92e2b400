import { describe, expect, it } from 'vitest';
import { CSV_BOM, CSV_EOL, csvCell, csvFileName, csvHasRows, csvLine } from './csv';

describe('CSV cells (RFC 4180, with the formula-injection guard)', () => {
  it('writes plain text, numbers and booleans as they are, nothing for null', () => {
    expect(csvCell('Acme')).toBe('Acme');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Dupont, Fils')).toBe('"Dupont, Fils"');
    expect(csvCell('the "best" desk')).toBe('"the ""best"" desk"');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
  });

  it.each(['=1+2', '+33 6 12', '-2+3', '@SUM(A1)', '\tx', '\rx'])(
    'guards %j, which a spreadsheet would run as a formula',
    (text) => {
      const cell = csvCell(text);
      expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('guards and quotes together', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it('writes a line with CRLF', () => {
    expect(csvLine(['a', 1, null, 'b,c'])).toBe(`a,1,,"b,c"${CSV_EOL}`);
    expect(CSV_EOL).toBe('\r\n');
    expect(CSV_BOM).toBe('\uFEFF');
  });

  it('names a list download by its list and day', () => {
    expect(csvFileName('contracts', '2026-11-23')).toBe('contracts-2026-11-23.csv');
  });

  it('tells a file with rows from a header alone', () => {
    expect(csvHasRows(`${CSV_BOM}id,place${CSV_EOL}`)).toBe(false);
    expect(csvHasRows('id,place\n')).toBe(false);
    expect(csvHasRows('id,place')).toBe(false);
    expect(csvHasRows('')).toBe(false);
    expect(csvHasRows(`id,place${CSV_EOL}1,Paris${CSV_EOL}`)).toBe(true);
    expect(csvHasRows('"id"\n"1"')).toBe(true);
  });
});
