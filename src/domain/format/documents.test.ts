import { describe, expect, it } from 'vitest';
import { formatAccessKey, formatCep, formatCnpjCpf, maskCnpjTyping } from './documents';

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

describe('maskCnpjTyping', () => {
  it('punctuates a CNPJ as far as it is typed, and keeps no more than 14 characters', () => {
    expect(maskCnpjTyping('')).toBe('');
    expect(maskCnpjTyping('1')).toBe('1');
    expect(maskCnpjTyping('112')).toBe('11.2');
    expect(maskCnpjTyping('11222333')).toBe('11.222.333');
    expect(maskCnpjTyping('112223330001')).toBe('11.222.333/0001');
    expect(maskCnpjTyping('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCnpjTyping('11.222.333/0001-8199')).toBe('11.222.333/0001-81');
  });

  it('takes the alphanumeric CNPJ in capitals and drops anything else', () => {
    expect(maskCnpjTyping('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpjTyping(' 12 ABC-345 ')).toBe('12.ABC.345');
  });
});
