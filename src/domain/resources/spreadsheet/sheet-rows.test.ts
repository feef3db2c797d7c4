import { describe, expect, it } from 'vitest';
import { type SheetCell, sheetTable } from '../../spreadsheet/sheet-table';
import { readCell } from './sheet-cells';
import { mapColumns } from './sheet-columns';
import { requiredImportFields } from './sheet-import';
import { SAMPLE_CATALOGS, sampleResource } from './sheet-fixture';
import type { RowProblem } from './sheet-report';
import { readRows } from './sheet-rows';
import { sheetVocabulary } from './sheet-vocabulary';

const vocabulary = sheetVocabulary(sampleResource, Object.values(SAMPLE_CATALOGS));
const fieldOf = (name: string) => sampleResource.fields.find((field) => field.name === name)!;
const read = (cell: SheetCell, field: string) => readCell(cell, fieldOf(field), vocabulary);

const rowsOf = (records: SheetCell[][]) => {
  const table = sheetTable(records);
  return readRows(
    sampleResource,
    table,
    mapColumns(table.header, vocabulary, requiredImportFields(sampleResource)),
    vocabulary,
  );
};

const HEADER = ['Nome', 'E-mail', 'Quantidade', 'Valor', 'Dia', 'Urgente', 'Cor'];

describe('readCell', () => {
  it('reads what a sheet writes as what the form sends', () => {
    expect(read({ number: '7' }, 'quantidade')).toEqual({ value: 7 });
    expect(read('12', 'quantidade')).toEqual({ value: 12 });
    expect(read('doze', 'quantidade')).toEqual({ value: 'doze' });
    expect(read({ number: '1234.5' }, 'valor')).toEqual({ value: '1234.5' });
    expect(read('R$ 1.234,56', 'valor')).toEqual({ value: '1234.56' });
    expect(read('1,234.56', 'valor')).toEqual({ value: '1234.56' });
    expect(read('31/05/2025', 'dia')).toEqual({ value: '2025-05-31' });
    expect(read(new Date(Date.UTC(2025, 4, 31)), 'dia')).toEqual({ value: '2025-05-31' });
    expect(read('2025-05-31', 'dia')).toEqual({ value: '2025-05-31' });
  });

  it('reads yes and no in every language, and says so when a cell is neither', () => {
    for (const yes of ['Sim', 'yes', 'نعم', 'X', true, { number: '1' }] as SheetCell[]) {
      expect(read(yes, 'urgente')).toEqual({ value: true });
    }
    for (const no of ['Não', 'nao', 'No', 'لا', false, '0'] as SheetCell[])
      expect(read(no, 'urgente')).toEqual({ value: false });
    expect(read('talvez', 'urgente')).toEqual({
      problem: { field: 'urgente', messageId: 'engine.sheet.error.notBoolean', values: { value: 'talvez' } },
    });
  });

  it('reads a select by its value or its label in any language', () => {
    expect(read('verde', 'cor')).toEqual({ value: 'verde' });
    expect(read('Navy blue', 'cor')).toEqual({ value: 'azul' });
    expect(read('azul marinho', 'cor')).toEqual({ value: 'azul' });
    expect(read('أخضر', 'cor')).toEqual({ value: 'verde' });
    expect(read('roxo', 'cor')).toEqual({ value: 'roxo' });
  });

  it('reads a blank cell as an empty text, or as nothing for the other kinds', () => {
    expect(read(null, 'nome')).toEqual({ value: '' });
    expect(read('  ', 'quantidade')).toEqual({ value: undefined });
  });

  it('refuses a text no text may hold', () => {
    expect(read('a\u0000b', 'nome')).toEqual({
      problem: { field: 'nome', messageId: 'engine.sheet.error.invalidText' },
    });
  });
});

describe('readRows', () => {
  it('gives each good row its input and each bad one its reasons, with the file’s line numbers', () => {
    const rows = rowsOf([
      HEADER,
      ['Ana', 'ana@example.com', { number: '3' }, '10,50', '01/02/2025', 'Sim', 'Azul-marinho'],
      [null, null, null, null, null, null, null],
      ['', 'bia@', 'três', '1.2.3', '31/02/2025', 'talvez', 'roxo'],
      ['Caio', '', { number: '1' }, null, null, null, 'verde'],
    ]);
    expect(rows.map((row) => row.line)).toEqual([2, 4, 5]);
    expect(rows[0]).toEqual({
      line: 2,
      problems: [],
      values: {
        nome: 'Ana',
        email: 'ana@example.com',
        quantidade: 3,
        valor: '10.50',
        dia: '2025-02-01',
        urgente: true,
        cor: 'azul',
        senha: '',
      },
    });
    // A schema's own text comes as the catalog's text message; the report words it per language.
    const reason = (problem: RowProblem) =>
      problem.messageId === 'error.validation.text'
        ? problem.values?.text
        : (problem.message ?? problem.messageId);
    expect(rows[1]?.problems.map((problem) => [problem.field, reason(problem)])).toEqual([
      ['urgente', 'engine.sheet.error.notBoolean'],
      ['nome', 'Informe o nome'],
      ['email', 'E-mail inválido'],
      ['quantidade', 'Informe a quantidade'],
      ['valor', 'error.validation.decimal.number'],
      ['dia', 'error.validation.invalidDay'],
      ['cor', 'Escolha a cor'],
    ]);
    // The import requires the e-mail the form may leave empty.
    expect(rows[2]?.problems).toEqual([{ field: 'email', messageId: 'engine.sheet.error.required' }]);
  });

  it('refuses a row whose key repeats an earlier row’s, whatever its case', () => {
    const rows = rowsOf([
      ['Nome', 'E-mail', 'Quantidade', 'Cor'],
      ['Ana', 'a@example.com', '1', 'azul'],
      ['ANA', 'b@example.com', '2', 'verde'],
    ]);
    expect(rows[0]?.values).toBeDefined();
    expect(rows[1]).toEqual({
      line: 3,
      problems: [{ field: 'nome', messageId: 'engine.sheet.error.repeatedKey', values: { line: 2 } }],
    });
  });
});
