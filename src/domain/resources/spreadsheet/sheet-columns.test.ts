import { describe, expect, it } from 'vitest';
import { mapColumns, readableColumns } from './sheet-columns';
import { requiredImportFields } from './sheet-import';
import { SAMPLE_CATALOGS, sampleResource } from './sheet-fixture';
import { sheetVocabulary } from './sheet-vocabulary';

const vocabulary = sheetVocabulary(sampleResource, Object.values(SAMPLE_CATALOGS));
const required = requiredImportFields(sampleResource);

describe('mapColumns', () => {
  it('names a field by its name or its title in any language, without case, accents or punctuation', () => {
    const map = mapColumns(
      ['NOME', 'email', 'Quantity', 'القيمة', 'urgente', 'cor', 'Observação'],
      vocabulary,
      required,
    );
    expect(map.columns).toEqual(['nome', 'email', 'quantidade', 'valor', 'urgente', 'cor', undefined]);
    expect(map.ignored).toEqual(['Observação']);
    expect(map.missing).toEqual([]);
    expect(readableColumns(map)).toBe(true);
  });

  it('requires the form’s required fields and the import’s own, and refuses a field named twice', () => {
    const map = mapColumns(['Name', 'Nome', ''], vocabulary, required);
    expect(map.columns).toEqual(['nome', undefined, undefined]);
    expect(map.repeated).toEqual(['nome']);
    expect(map.missing).toEqual(['email', 'quantidade', 'cor']);
    expect(map.ignored).toEqual([]);
    expect(readableColumns(map)).toBe(false);
  });

  it('takes a title without its remark in parentheses', () => {
    const withRemark = sheetVocabulary(sampleResource, [
      { 'resource.amostra.field.nome': 'Nome (como no documento)' },
    ]);
    expect(mapColumns(['nome como no documento', 'Nome'], withRemark, []).columns).toEqual([
      'nome',
      undefined,
    ]);
  });

  it('never takes a password or an image from a file', () => {
    expect(mapColumns(['senha'], vocabulary, []).columns).toEqual([undefined]);
  });
});
