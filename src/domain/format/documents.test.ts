import { describe, expect, it } from 'vitest';
import { formatAccessKey, formatCep, formatCnpjCpf } from './documents';

describe('documents', () => {
  it('prints a CNPJ and a CPF with their punctuation, anything else as given', () => {
    expect(formatCnpjCpf('12345678000195')).toBe('12.345.678/0001-95');
    expect(formatCnpjCpf('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpjCpf('12abc34501de35')).toBe('12abc34501de35');
    expect(formatCnpjCpf('12345678909')).toBe('123.456.789-09');
    expect(formatCnpjCpf('EX-1234')).toBe('EX-1234');
    expect(formatCnpjCpf('123')).toBe('123');
  });

  it('prints a CEP and an access key', () => {
    expect(formatCep('01001000')).toBe('01001-000');
    expect(formatCep('0100')).toBe('0100');
    const key = '35240511222333000181550010000001011000000017';
    expect(formatAccessKey(key)).toBe('3524 0511 2223 3300 0181 5500 1000 0001 0110 0000 0017');
  });
});
