import { describe, expect, it } from 'vitest';
import { carrierCodeSchema, normalizeCarrierCode, procedaNumberOf } from './carrier-code';

describe('carrier codes', () => {
  it('keeps letters and spells digits without leading zeros', () => {
    expect(normalizeCarrierCode(' a7 ')).toBe('A7');
    expect(normalizeCarrierCode('001')).toBe('1');
    expect(normalizeCarrierCode('000')).toBe('0');
    expect(normalizeCarrierCode('0A')).toBe('0A');
  });

  it('reads text and numbers, and refuses blanks and symbols with catalog ids', () => {
    expect(carrierCodeSchema.parse('A7')).toBe('A7');
    expect(carrierCodeSchema.parse(12)).toBe('12');
    expect(carrierCodeSchema.safeParse('').error?.issues[0]?.message).toBe(
      'resource.tabelaOcorrencia.error.codigo',
    );
    expect(carrierCodeSchema.safeParse('A-7').error?.issues[0]?.message).toBe(
      'resource.tabelaOcorrencia.error.codigoFormato',
    );
    expect(carrierCodeSchema.safeParse('ABCDEFGHIJK').error?.issues[0]?.message).toBe(
      'resource.tabelaOcorrencia.error.codigoTamanho',
    );
  });

  it('finds the PROCEDA number only for codes of digits', () => {
    expect(procedaNumberOf('01')).toBe(1);
    expect(procedaNumberOf('A7')).toBeNull();
  });
});
