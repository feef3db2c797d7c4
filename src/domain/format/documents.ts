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

/**
 * A CNPJ as it is being typed: letters and digits only (the alphanumeric CNPJ too), at most 14,
 * punctuated as far as they go (12.ABC.345/01DE-35), so the field reads like the printed number.
 */
export const maskCnpjTyping = (typed: string): string => {
  const clean = typed
    .replace(/[^0-9A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 14);
  const parts = [
    clean.slice(0, 2),
    clean.slice(2, 5),
    clean.slice(5, 8),
    clean.slice(8, 12),
    clean.slice(12),
  ];
  let masked = parts[0]!;
  if (parts[1]) masked += `.${parts[1]}`;
  if (parts[2]) masked += `.${parts[2]}`;
  if (parts[3]) masked += `/${parts[3]}`;
  if (parts[4]) masked += `-${parts[4]}`;
  return masked;
};
