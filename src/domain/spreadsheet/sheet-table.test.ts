import { describe, expect, it } from 'vitest';
import { cellText, plainNumber, sheetTable } from './sheet-table';

describe('sheetTable', () => {
  it('numbers rows as the file does, skipping blank ones but not their numbers', () => {
    const table = sheetTable([
      [' Nome ', 'Valor'],
      ['Ana', { number: '10' }],
      [null, ''],
      ['  ', null],
      ['Bia', { number: '1.5E3' }],
    ]);
    expect(table.header).toEqual(['Nome', 'Valor']);
    expect(table.rows.map((row) => row.line)).toEqual([2, 5]);
  });
});

describe('cellText', () => {
  it('writes exact numbers without exponents, days as ISO and instants with their time', () => {
    expect(plainNumber('1.5E3')).toBe('1500');
    expect(plainNumber('0.1')).toBe('0.1');
    expect(cellText({ number: '4433300012201' })).toBe('4433300012201');
    expect(cellText(new Date(Date.UTC(2025, 4, 31)))).toBe('2025-05-31');
    expect(cellText(new Date(Date.UTC(2025, 4, 31, 14, 5)))).toBe('2025-05-31 14:05');
    expect(cellText(true)).toBe('true');
    expect(cellText(null)).toBe('');
  });
});
