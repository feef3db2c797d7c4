// What a change to the deadline-per-route table reaches, and the route of a stored delivery, for
// the job that recomputes the deadlines of open deliveries. Pure, so it is tested apart.
import { TIMEZONE_OFFSET_HOURS } from '../../constants';
import type { DeliveryRoute } from './delivery-deadline';

export interface RuleDestination {
  destinoPais: string | null;
  destinoUf: string | null;
}

/**
 * The destination UFs whose deliveries a set of rows (before and after a change) may cover, or
 * null for every UF: a row for a whole country or for any destination reaches all of Brazil.
 * 'EX' (abroad) alone is narrow enough to name.
 */
export function coveredDestinationUfs(rows: readonly RuleDestination[]): string[] | null {
  const ufs = new Set<string>();
  for (const row of rows) {
    if (row.destinoUf !== null) ufs.add(row.destinoUf);
    else if (row.destinoPais === 'EX') ufs.add('EX');
    else return null;
  }
  return [...ufs].sort();
}

const HOUR_MS = 3_600_000;

/**
 * The issue instant as the deadline rule reads it: the calendar day on the business clock
 * (UTC-3), where almost every NF-e is issued. The stored timestamp has lost the document's own
 * offset, so this is the day the import saw for all but notes issued near midnight in the
 * UTC-4/-5 states.
 */
export function issueDayOf(dataEmissao: Date | string | null): string | null {
  if (dataEmissao === null) return null;
  const time = new Date(dataEmissao).getTime();
  if (Number.isNaN(time)) return null;
  return new Date(time + TIMEZONE_OFFSET_HOURS * HOUR_MS).toISOString().slice(0, 10);
}

export interface StoredNota {
  emitenteUf: string | null;
  emitenteIbge: string | null;
  destinatarioUf: string | null;
  destinatarioIbge: string | null;
  transportadorCnpjCpf: string | null;
  dataEmissao: Date | string | null;
}

/** A stored NF-e as the route the deadline rule matches. */
export const routeOfNota = (nota: StoredNota): DeliveryRoute => ({
  origemUf: nota.emitenteUf,
  origemIbge: nota.emitenteIbge,
  destinoUf: nota.destinatarioUf,
  destinoIbge: nota.destinatarioIbge,
  transportadorCnpj:
    nota.transportadorCnpjCpf === null ? null : nota.transportadorCnpjCpf.replace(/\D/g, '') || null,
  dataEmissao: issueDayOf(nota.dataEmissao),
});
