import { describe, expect, it } from 'vitest';
import { csvCellText } from './csv-cell';
import { csvFile, csvRecords, isBlankRecord } from './csv-table';

describe('csvRecords', () => {
  it('reads semicolons, quotes, doubled quotes and line breaks inside quotes', () => {
    expect(csvRecords('a;b;c\r\n1;"x; y";"say ""hi"""\r\n2;"two\nlines";\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x; y', 'say "hi"'],
      ['2', 'two\nlines', ''],
    ]);
  });

  it('reads commas or tabs when the first line has no semicolon, past a byte order mark', () => {
    expect(csvRecords('\ufeffa,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(csvRecords('a\tb\n1\t2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps blank records, so each record is numbered as its row in a spreadsheet', () => {
    const records = csvRecords('a;b\n\n1;2\n;\n3;4');
    expect(records).toEqual([['a', 'b'], [''], ['1', '2'], ['', ''], ['3', '4']]);
    expect(records.map(isBlankRecord)).toEqual([false, true, false, true, false]);
  });
});

describe('csvFile', () => {
  it('writes a BOM, semicolons and CRLF, guarding formulas and quoting separators', () => {
    const file = csvFile([
      ['Nome', 'Valor'],
      ['=HYPERLINK("x")', -12.5],
      ['a; b', null],
      ['exact', { number: '-1234.50' }],
      ['not a number', { number: '=1+1' }],
    ]);
    expect(file).toBe(
      '\ufeffNome;Valor\r\n"\'=HYPERLINK(""x"")";-12.5\r\n"a; b";\r\nexact;-1234.50\r\nnot a number;\'=1+1\r\n',
    );
  });

  it('reads back what it wrote, the guard removed', () => {
    const rows = [['@SUM(A1)', 'plain', '+55 11', '-3']];
    const [, back] = csvRecords(csvFile([['h1', 'h2', 'h3', 'h4'], ...rows]));
    expect(back?.map(csvCellText)).toEqual(rows[0]);
  });
});
