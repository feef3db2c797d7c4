// Brazilian document numbers as they are printed: CNPJ, CPF, CEP and the NF-e access key.

const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * A CNPJ (14 digits, or the alphanumeric CNPJ: 12 letters or digits and 2 check digits) as
 * 00.000.000/0000-00, 11 digits (CPF) as 000.000.000-00; anything else as given.
 */
export const formatCnpjCpf = (value: string): string => {
  const digits = digitsOf(value);
  if (/^[0-9A-Z]{12}\d{2}$/.test(value))
    return value.replace(/^(.{2})(.{3})(.{3})(.{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  if (digits.length === 11 && digits.length === value.length)
    return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  return value;
};

/** 8 digits as 00000-000; anything else as given. */
export const formatCep = (value: string): string =>
  /^\d{8}$/.test(value) ? `${value.slice(0, 5)}-${value.slice(5)}` : value;

/** The 44-digit access key in groups of four, as the DANFE prints it. */
export const formatAccessKey = (value: string): string =>
  /^\d{44}$/.test(value) ? (value.match(/\d{4}/g) ?? []).join(' ') : value;
