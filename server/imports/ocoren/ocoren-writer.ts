// Writes the occurrences of an OCOREN file, a batch at a time inside the caller's transaction:
// finds each record's delivery by its NF-e (issuer CNPJ, series, number) within the company,
// records the occurrence once (a resent file is harmless), moves the delivery's status on by the
// company's code mapping, and answers one log row per record.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { EntregaStatus } from '../../../src/domain/entrega/entrega-status';
import { type ImportLogPart, importLogMessage } from '../../../src/domain/imports/import-log-message';
import type { OcorenLogKind } from '../../../src/domain/ocorrencia/ocoren-log';
import { nextEntregaStatus } from '../../../src/domain/ocorrencia/next-entrega-status';
import { type CodeTables, codeTables } from '../../../src/domain/ocorrencia/resolve-code';
import type { Database } from '../../db/schema';
import type { OcorenOccurrence, OcorenProblem, OcorenProblemKind } from './parse-ocoren';

export interface OcorenLogRow {
  line: number;
  tipo: OcorenLogKind;
  mensagem: ImportLogPart;
}

const PROBLEM_KINDS: Record<OcorenProblemKind, OcorenLogKind> = {
  linhaCurta: 'linhaCurta',
  desalinhada: 'linhaDesalinhada',
  dataInvalida: 'dataInvalida',
  registroDesconhecido: 'registroDesconhecido',
};

export const problemLogRow = (problem: OcorenProblem): OcorenLogRow => ({
  line: problem.line,
  tipo: PROBLEM_KINDS[problem.kind],
  mensagem: problem.mensagem,
});

/** The company's active mapping and the PROCEDA table, read once per import run. */
export async function loadCodeTables(db: Kysely<Database>, empresaId: number): Promise<CodeTables> {
  const [deParas, standard] = await Promise.all([
    db
      .selectFrom('tabelaOcorrenciaDePara')
      .select(['transportadorCnpj', 'codigoTransportador', 'codigoEmbarcador', 'descricao', 'status'])
      .where('empresaId', '=', empresaId)
      .where('ativo', '=', true)
      .execute(),
    db.selectFrom('tabelaOcorrenciaProceda').select(['codigo', 'descricao', 'status']).execute(),
  ]);
  return codeTables(deParas, standard);
}

interface Delivery {
  id: number;
  status: EntregaStatus;
  dataPrevista: string | null;
  dataEntrega: string | null;
}

/** The NF-e a record names, as the log sentences show it. */
const noteValues = (o: OcorenOccurrence) => ({
  linha: o.line,
  numero: o.numero,
  serie: o.serie,
  emitente: o.emitenteCnpj,
});
const dayOf = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10);

/** The deliveries of the company whose NF-e the records name, keyed by CNPJ|series|number. */
async function findDeliveries(
  trx: Transaction<Database>,
  empresaId: number,
  records: readonly OcorenOccurrence[],
): Promise<Map<string, Delivery>> {
  const found = new Map<string, Delivery>();
  if (records.length === 0) return found;
  const pairs = [...new Set(records.map((r) => `${r.emitenteCnpj}|${r.numero}`))].map((pair) =>
    pair.split('|'),
  );
  // Two array parameters whatever the batch's size, rather than thousands of (CNPJ, number) tuples
  // as separate parameters (the former embedded PGlite silently matched nothing with those).
  const cnpjs = pairs.map(([cnpj = '']) => cnpj);
  const numeros = pairs.map(([, numero = '']) => numero);
  const rows = await trx
    .selectFrom('notaFiscal as n')
    .innerJoin('entrega as e', (join) =>
      join.onRef('e.notaFiscalId', '=', 'n.id').on('e.empresaId', '=', empresaId),
    )
    .select([
      'n.emitenteCnpjCpf',
      'n.serie',
      'n.numero',
      'e.id',
      'e.status',
      'e.dataPrevista',
      'e.dataEntrega',
    ])
    .where('n.empresaId', '=', empresaId)
    .where(
      sql<boolean>`(n.emitente_cnpj_cpf, n.numero) in (select * from unnest(${cnpjs}::text[], ${numeros}::text[]))`,
    )
    .execute();
  for (const row of rows) {
    found.set(`${row.emitenteCnpjCpf}|${row.serie ?? ''}|${row.numero}`, {
      id: row.id,
      status: row.status,
      dataPrevista: dayOf(row.dataPrevista),
      dataEntrega: row.dataEntrega === null ? null : row.dataEntrega.toISOString(),
    });
  }
  return found;
}

export interface OcorenBatch {
  empresaId: number;
  importId: number | null;
  tables: CodeTables;
  occurrences: readonly OcorenOccurrence[];
}

export async function writeOcorenBatch(
  trx: Transaction<Database>,
  batch: OcorenBatch,
): Promise<OcorenLogRow[]> {
  const { empresaId, importId, tables, occurrences } = batch;
  const log: OcorenLogRow[] = [];
  const deliveries = await findDeliveries(trx, empresaId, occurrences);
  const toInsert: {
    occurrence: OcorenOccurrence;
    delivery: Delivery;
    resolved: NonNullable<ReturnType<CodeTables['resolve']>>;
  }[] = [];
  for (const occurrence of occurrences) {
    const delivery = deliveries.get(`${occurrence.emitenteCnpj}|${occurrence.serie}|${occurrence.numero}`);
    if (!delivery) {
      log.push({
        line: occurrence.line,
        tipo: 'semEntrega',
        mensagem: importLogMessage('importLog.ocoren.noDelivery', noteValues(occurrence)),
      });
      continue;
    }
    const resolved = tables.resolve(occurrence.codigo, occurrence.transportadorCnpj);
    if (!resolved) {
      log.push({
        line: occurrence.line,
        tipo: 'codigoDesconhecido',
        mensagem: importLogMessage('importLog.ocoren.unknownCode', {
          ...noteValues(occurrence),
          codigo: String(occurrence.codigo),
        }),
      });
      continue;
    }
    toInsert.push({ occurrence, delivery, resolved });
  }
  if (toInsert.length === 0) return log;

  const inserted = await trx
    .insertInto('entregaOcorrencia')
    .values(
      toInsert.map(({ occurrence, delivery, resolved }) => ({
        empresaId,
        entregaId: delivery.id,
        importId,
        transportadorCnpj: occurrence.transportadorCnpj,
        codigo: occurrence.codigo,
        codigoEmbarcador: resolved.codigoEmbarcador,
        descricao: resolved.descricao,
        status: resolved.status,
        dataOcorrencia: occurrence.dataOcorrencia,
        codigoObservacao: occurrence.codigoObservacao,
        texto: occurrence.texto,
      })),
    )
    .onConflict((oc) => oc.columns(['entregaId', 'codigo', 'dataOcorrencia']).doNothing())
    .returning(['entregaId', 'codigo', 'dataOcorrencia'])
    .execute();
  const newKeys = new Set(
    inserted.map((row) => `${row.entregaId}|${row.codigo}|${row.dataOcorrencia.getTime()}`),
  );

  // In time order per delivery, so a file listing a delivery's day backwards still ends right.
  const fresh = toInsert
    .filter(({ occurrence, delivery }) => {
      const key = `${delivery.id}|${occurrence.codigo}|${new Date(occurrence.dataOcorrencia).getTime()}`;
      // Only the first of two identical records in one batch counts as new.
      return newKeys.delete(key);
    })
    .sort((a, b) => a.occurrence.dataOcorrencia.localeCompare(b.occurrence.dataOcorrencia));
  const changed = new Map<number, Delivery>();
  const freshLines = new Set<number>();
  for (const { occurrence, delivery, resolved } of fresh) {
    freshLines.add(occurrence.line);
    const next = nextEntregaStatus(
      delivery.status,
      { meaning: resolved.status, day: occurrence.dia },
      delivery.dataPrevista,
    );
    if (next === null) continue;
    delivery.status = next;
    if (next === 'entregue' || next === 'entregueComAtraso') delivery.dataEntrega = occurrence.dataOcorrencia;
    changed.set(delivery.id, delivery);
  }
  for (const { occurrence, resolved } of toInsert) {
    const values = {
      ...noteValues(occurrence),
      codigo: String(occurrence.codigo).padStart(2, '0'),
      ocorrencia: resolved.descricao,
    };
    log.push(
      freshLines.has(occurrence.line)
        ? {
            line: occurrence.line,
            tipo: 'ocorrenciaRegistrada',
            mensagem: importLogMessage('importLog.ocoren.recorded', values),
          }
        : {
            line: occurrence.line,
            tipo: 'ocorrenciaDuplicada',
            mensagem: importLogMessage('importLog.ocoren.duplicate', values),
          },
    );
  }
  if (changed.size > 0) {
    const values = [...changed.values()].map(
      (d) => sql`(${d.id}::integer, ${d.status}::text, ${d.dataEntrega}::timestamptz)`,
    );
    await sql`
      update entrega set status = v.status, data_entrega = v.data_entrega, updated_at = now()
      from (values ${sql.join(values)}) as v(id, status, data_entrega)
      where entrega.id = v.id and entrega.empresa_id = ${empresaId}`.execute(trx);
  }
  return log.sort((a, b) => a.line - b.line);
}
