import { describe, expect, it } from 'vitest';
import { isCnpj, withCnpjCheckDigits } from '../documents/cnpj';
import { CLIENT_DOCUMENT_MESSAGES, clientDocumentSchema, isCnpjOrCpf } from './client-document';

describe('client documents', () => {
  it.each(['12345678000195', '11222333000181', '12ABC34501DE35'])('accepts the CNPJ %s', (cnpj) =>
    expect(isCnpj(cnpj)).toBe(true),
  );

  it.each(['12345678000196', '11111111111111', '1234567800019', '12ABC34501DE36', '12abc34501de35'])(
    'refuses %s as a CNPJ',
    (cnpj) => expect(isCnpj(cnpj)).toBe(false),
  );

  it('completes a CNPJ with its check digits', () => {
    expect(withCnpjCheckDigits('123456780001')).toBe('12345678000195');
    expect(withCnpjCheckDigits('12ABC34501DE')).toBe('12ABC34501DE35');
  });

  it('takes a CPF too', () => {
    expect(isCnpjOrCpf('52998224725')).toBe(true);
    expect(isCnpjOrCpf('52998224724')).toBe(false);
  });

  it('stores the typed document without punctuation, letters in capitals', () => {
    expect(clientDocumentSchema.parse('12.345.678/0001-95')).toBe('12345678000195');
    expect(clientDocumentSchema.parse('529.982.247-25')).toBe('52998224725');
    expect(clientDocumentSchema.parse('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });

  it('names what is wrong with a catalog message', () => {
    expect(clientDocumentSchema.safeParse('').error?.issues[0]?.message).toBe(
      CLIENT_DOCUMENT_MESSAGES.required,
    );
    expect(clientDocumentSchema.safeParse('12.345.678/0001-96').error?.issues[0]?.message).toBe(
      CLIENT_DOCUMENT_MESSAGES.invalid,
    );
  });
});
