// CPF, the Brazilian individual taxpayer number: eleven digits, the last two check digits
// (modulo 11). Drivers are found by it, so a mistyped CPF is told at once instead of answering
// 'no driver found' for a number that cannot exist.
import { z } from 'zod';

const checkDigit = (digits: string): number => {
  const weightStart = digits.length + 1;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (weightStart - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
};

/** A CPF made of its first nine digits and the two check digits they call for. */
export const withCpfCheckDigits = (base: string): string => {
  const first = checkDigit(base);
  return `${base}${first}${checkDigit(`${base}${first}`)}`;
};

/** Whether `cpf` (digits only) is a CPF: eleven digits, not all equal, with both check digits right. */
export const isCpf = (cpf: string): boolean => {
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  return checkDigit(cpf.slice(0, 9)) === Number(cpf[9]) && checkDigit(cpf.slice(0, 10)) === Number(cpf[10]);
};

/** The catalog message of a CPF with wrong check digits. */
export const CPF_MESSAGE = 'error.validation.cpf';

/** A CPF typed with or without punctuation, stored as its eleven digits. */
export const cpfSchema = z
  .string()
  .transform((typed) => typed.replace(/\D/g, ''))
  .refine(isCpf, CPF_MESSAGE);
