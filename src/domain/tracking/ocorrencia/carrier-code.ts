// A carrier's occurrence code as text: PROCEDA's codes are numbers, but carriers send codes of
// their own with letters ('A7', 'EN'). One spelling per code, so the mapping, the file and the
// recorded occurrence meet: letters upper case, and a code of digits without its leading zeros
// ('001' in OCOREN 5.0, '01' in 3.1 and the integer 1 stored before are the same code).
import { z } from 'zod';

/** Letters and digits only, as the OCOREN code field holds. */
export const CARRIER_CODE_PATTERN = /^[0-9A-Za-z]+$/;
export const CARRIER_CODE_MAX = 10;

export const normalizeCarrierCode = (raw: string): string => {
  const code = raw.trim().toUpperCase();
  return /^\d+$/.test(code) ? code.replace(/^0+(?=.)/, '') : code;
};

/** The PROCEDA table's number for a code of digits; null for a code with letters. */
export const procedaNumberOf = (code: string): number | null =>
  /^\d+$/.test(code) ? Number.parseInt(code, 10) : null;

/** The code as a form, a sheet or an older client sends it (text, or a number). */
export const carrierCodeSchema = z
  .union([z.string(), z.number().int().nonnegative()], {
    message: 'resource.tabelaOcorrencia.error.codigo',
  })
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .min(1, 'resource.tabelaOcorrencia.error.codigo')
      .max(CARRIER_CODE_MAX, 'resource.tabelaOcorrencia.error.codigoTamanho')
      .regex(CARRIER_CODE_PATTERN, 'resource.tabelaOcorrencia.error.codigoFormato'),
  )
  .transform(normalizeCarrierCode);
