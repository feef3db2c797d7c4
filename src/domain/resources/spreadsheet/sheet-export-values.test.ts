import { describe, expect, it } from 'vitest';
import { defineReadOnlyResource } from '../define-resource';
import { z } from 'zod';
import { columnTitle, sheetValue } from './sheet-export-values';
import { SAMPLE_CATALOGS, sampleResource } from './sheet-fixture';

const pt = SAMPLE_CATALOGS.pt;

const listing = defineReadOnlyResource({
  name: 'listagem',
  service: 'tracking',
  table: 'listagem',
  schema: z.object({ id: z.number() }),
  columns: ['emissao', 'momento', 'peso', 'volumes', 'cnpj', 'situacao'],
  columnFormats: { emissao: 'date', momento: 'dateTime', peso: 'weight', volumes: 'integer', cnpj: 'cnpj' },
  filters: [
    {
      name: 'situacao',
      kind: 'select',
      column: 'situacao',
      op: 'eq',
      options: ['aberta'],
      optionLabels: 'listagem.situacao',
    },
  ],
  searchable: [],
  sortable: ['id'],
  defaultSort: 'id',
  permission: 'tracking',
  tenancy: 'company',
  routes: { list: '/listagem' },
});

describe('sheetValue', () => {
  it('writes days and instants as ISO text of the business clock (UTC-3)', () => {
    expect(sheetValue(sampleResource, 'dia', '2025-05-31', pt)).toEqual({ kind: 'day', day: '2025-05-31' });
    // 01:30 UTC on June 1st is still May 31st in Brazil.
    expect(sheetValue(listing, 'emissao', '2025-06-01T01:30:00.000Z', pt)).toEqual({
      kind: 'day',
      day: '2025-05-31',
    });
    expect(sheetValue(listing, 'momento', '2025-06-01T01:30:00.000Z', pt)).toEqual({
      kind: 'dateTime',
      text: '2025-05-31 22:30',
    });
  });

  it('keeps money and weights exact, and integers as numbers', () => {
    expect(sheetValue(sampleResource, 'valor', '1234.50', pt)).toEqual({ kind: 'decimal', text: '1234.50' });
    expect(sheetValue(listing, 'peso', '0.125', pt)).toEqual({ kind: 'decimal', text: '0.125' });
    expect(sheetValue(listing, 'volumes', '12', pt)).toEqual({ kind: 'integer', value: 12 });
    expect(sheetValue(sampleResource, 'id', 7, pt)).toEqual({ kind: 'integer', value: 7 });
  });

  it('writes a select’s label, a yes/no word and a punctuated CNPJ in the language', () => {
    expect(sheetValue(sampleResource, 'cor', 'azul', SAMPLE_CATALOGS.en)).toEqual({
      kind: 'text',
      text: 'Navy blue',
    });
    expect(sheetValue(sampleResource, 'urgente', true, SAMPLE_CATALOGS.ar)).toEqual({
      kind: 'boolean',
      value: true,
      text: 'نعم',
    });
    expect(sheetValue(listing, 'cnpj', '04433300012201', pt)).toEqual({
      kind: 'text',
      text: '04.433.300/0122-01',
    });
    expect(sheetValue(sampleResource, 'nome', '', pt)).toEqual({ kind: 'empty' });
    expect(sheetValue(sampleResource, 'valor', null, pt)).toEqual({ kind: 'empty' });
  });

  it('titles a column in the language, or by its field when the catalog lacks it', () => {
    expect(columnTitle(sampleResource, 'nome', SAMPLE_CATALOGS.en)).toBe('Name');
    expect(columnTitle(sampleResource, 'senha', SAMPLE_CATALOGS.en)).toBe('senha');
  });
});
