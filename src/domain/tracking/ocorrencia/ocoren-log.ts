// What happened to one line of an OCOREN file, as the import log shows it.
export const OCOREN_LOG_KINDS = [
  /** Recorded on its delivery. */
  'ocorrenciaRegistrada',
  /** The same delivery, code and instant were already recorded (a resent file). */
  'ocorrenciaDuplicada',
  /** No delivery of the company has that NF-e (issuer CNPJ, series, number). */
  'semEntrega',
  /** Neither the company's mapping nor the PROCEDA table knows the code. */
  'codigoDesconhecido',
  'linhaCurta',
  'linhaDesalinhada',
  'dataInvalida',
  'registroDesconhecido',
] as const;
export type OcorenLogKind = (typeof OCOREN_LOG_KINDS)[number];
