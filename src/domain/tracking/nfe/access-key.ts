// The 44-digit access key (chave de acesso) of an NF-e or CT-e (fixtures README section 4):
// cUF(2) AAMM(4) CNPJ/CPF(14) model(2) series(3) number(9) tpEmis(1) cNF(8) DV(1).
// Keys are kept as strings: they are identifiers, and the issuer part may soon be alphanumeric.

export const ACCESS_KEY_LENGTH = 44;

export interface AccessKeyParts {
  key: string;
  cUF: string;
  /** Year and month of issue, AAMM. */
  yearMonth: string;
  /** Issuer CNPJ, or a CPF left-padded with zeros. */
  issuerId: string;
  model: string;
  series: string;
  number: string;
  tpEmis: string;
  /** The random code cNF (NF-e) or cCT (CT-e). */
  code: string;
  checkDigit: string;
}

const DIGITS_ONLY = /^\d+$/;

/** The check digit for the first 43 digits: mod 11 with weights 2..9 from the right. */
export function accessKeyCheckDigit(first43: string): number {
  let sum = 0;
  let weight = 2;
  for (let index = first43.length - 1; index >= 0; index -= 1) {
    sum += (first43.charCodeAt(index) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

export function isAccessKeyFormat(key: string): boolean {
  return key.length === ACCESS_KEY_LENGTH && DIGITS_ONLY.test(key);
}

/** True when the key has 44 digits and its last digit matches the computed check digit. */
export function isValidAccessKey(key: string): boolean {
  if (!isAccessKeyFormat(key)) return false;
  return accessKeyCheckDigit(key.slice(0, 43)) === key.charCodeAt(43) - 48;
}

/** Splits a 44-digit key into its parts; null when it is not 44 digits (the DV is not checked here). */
export function parseAccessKey(key: string): AccessKeyParts | null {
  if (!isAccessKeyFormat(key)) return null;
  return {
    key,
    cUF: key.slice(0, 2),
    yearMonth: key.slice(2, 6),
    issuerId: key.slice(6, 20),
    model: key.slice(20, 22),
    series: key.slice(22, 25),
    number: key.slice(25, 34),
    tpEmis: key.slice(34, 35),
    code: key.slice(35, 43),
    checkDigit: key.slice(43, 44),
  };
}
