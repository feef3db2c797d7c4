// The CNPJ, a Brazilian company's registry number: 12 digits or capital letters (the
// alphanumeric CNPJ issued from July 2026) and two check digits in modulo 11. Stored without
// punctuation; the company form and the delivery clients' documents check it alike.

/** A character's value in the CNPJ's modulo 11: its code minus 48 (digits 0-9, letters 17-42). */
const valueOf = (char: string) => char.charCodeAt(0) - 48;

const cnpjCheckDigit = (body: string): number => {
  let weight = 2;
  let sum = 0;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += valueOf(body[i]!) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
};

/** A CNPJ made of its first 12 characters and the two check digits they call for. */
export const withCnpjCheckDigits = (base: string): string => {
  const first = cnpjCheckDigit(base);
  return `${base}${first}${cnpjCheckDigit(`${base}${first}`)}`;
};

/**
 * Whether `cnpj` is a CNPJ: 12 digits or capital letters (the alphanumeric CNPJ issued from July
 * 2026) and two check digits, not fourteen equal digits.
 */
export const isCnpj = (cnpj: string): boolean => {
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  return (
    cnpjCheckDigit(cnpj.slice(0, 12)) === Number(cnpj[12]) &&
    cnpjCheckDigit(cnpj.slice(0, 13)) === Number(cnpj[13])
  );
};

/** The stored form: punctuation and spaces dropped, letters in capitals. */
export const cleanDocument = (typed: string): string => typed.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
