// What a carrier's occurrence code means to one shipper company: its own mapping first (the
// carrier's row over an any-carrier row), else the standard PROCEDA table. Carriers often send
// codes of their own, and the same number means other things to other carriers, so the mapping
// is data per company and per carrier.
import type { EntregaStatus } from '../entrega/entrega-status';
import { normalizeCarrierCode, procedaNumberOf } from './carrier-code';

export interface DeParaCode {
  /** '' for any carrier. */
  transportadorCnpj: string;
  /** Text ('A7', '1'), spelled as normalizeCarrierCode spells it. */
  codigoTransportador: string;
  codigoEmbarcador: string;
  descricao: string;
  status: EntregaStatus;
}

export interface StandardCode {
  codigo: number;
  descricao: string;
  status: EntregaStatus;
}

export interface ResolvedCode {
  descricao: string;
  status: EntregaStatus;
  /** The shipper's code, when the company's mapping gave the meaning. */
  codigoEmbarcador: string | null;
}

export interface CodeTables {
  resolve(codigo: string, transportadorCnpj: string | null): ResolvedCode | null;
}

export function codeTables(deParas: readonly DeParaCode[], standard: readonly StandardCode[]): CodeTables {
  const mapped = new Map<string, DeParaCode>();
  for (const row of deParas)
    mapped.set(`${row.transportadorCnpj}|${normalizeCarrierCode(row.codigoTransportador)}`, row);
  const procedas = new Map(standard.map((row) => [row.codigo, row]));
  return {
    resolve(raw, transportadorCnpj) {
      const codigo = normalizeCarrierCode(raw);
      const own =
        (transportadorCnpj ? mapped.get(`${transportadorCnpj}|${codigo}`) : undefined) ??
        mapped.get(`|${codigo}`);
      if (own)
        return { descricao: own.descricao, status: own.status, codigoEmbarcador: own.codigoEmbarcador };
      const number = procedaNumberOf(codigo);
      const proceda = number === null ? undefined : procedas.get(number);
      return proceda
        ? { descricao: proceda.descricao, status: proceda.status, codigoEmbarcador: null }
        : null;
    },
  };
}
