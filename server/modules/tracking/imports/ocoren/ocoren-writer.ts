// Writes the occurrences of an OCOREN file, a batch at a time inside the caller's transaction:
// finds each record's delivery by its NF-e (issuer CNPJ, series, number) within the company,
// records the occurrence once (a resent file is harmless), moves the delivery's status on through
// its machine by the company's code mapping, and answers one log row per record.
import { type Kysely, sql, type Transaction } from 'kysely';
import {
  type ImportLogPart,
  importLogMessage,
} from '../../../../../src/domain/tracking/imports/import-log-message';
import type { OcorenLogKind } from '../../../../../src/domain/tracking/ocorrencia/ocoren-log';
import { type CodeTables, codeTables } from '../../../../../src/domain/tracking/ocorrencia/resolve-code';
import { occurrenceEvent } from '../../../../../src/machines/entrega-occurrence-event';
import type { Database } from '../../../../db/schema';
import {
  applyMachineEventsInBulk,
  type RecordEvent,
} from '../../../../machines/apply-machine-events-in-bulk';
import { entregaRecord } from '../../machines/entrega-record';
import { importUser } from '../import-user';
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
}

/** The NF-e a record names, as the log sentences show it. */
const noteValues = (o: OcorenOccurrence) => ({
  linha: o.line,
  numero: o.numero,
  serie: o.serie,
  emitente: o.emitenteCnpj,
});

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
    .select(['n.emitenteCnpjCpf', 'n.serie', 'n.numero', 'e.id'])
    .where('n.empresaId', '=', empresaId)
    .where(
      sql<boolean>`(n.emitente_cnpj_cpf, n.numero) in (select * from unnest(${cnpjs}::text[], ${numeros}::text[]))`,
    )
    .execute();
  for (const row of rows) {
    found.set(`${row.emitenteCnpjCpf}|${row.serie ?? ''}|${row.numero}`, { id: row.id });
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
      // Names the carrier and its code, which the log screen links to the mapping's form.
      log.push({
        line: occurrence.line,
        tipo: 'codigoDesconhecido',
        mensagem: occurrence.transportadorCnpj
          ? importLogMessage('importLog.ocoren.unmappedCode', {
              ...noteValues(occurrence),
              codigo: occurrence.codigo,
              transportador: occurrence.transportadorCnpj,
            })
          : importLogMessage('importLog.ocoren.unknownCode', {
              ...noteValues(occurrence),
              codigo: occurrence.codigo,
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
  const freshLines = new Set<number>();
  const events: RecordEvent<typeof entregaRecord.machine>[] = [];
  for (const { occurrence, delivery, resolved } of fresh) {
    freshLines.add(occurrence.line);
    const event = occurrenceEvent({
      meaning: resolved.status,
      day: occurrence.dia,
      at: new Date(occurrence.dataOcorrencia).toISOString(),
    });
    if (event) events.push({ id: delivery.id, event });
  }
  for (const { occurrence, resolved } of toInsert) {
    const values = {
      ...noteValues(occurrence),
      codigo: occurrence.codigo.padStart(2, '0'),
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
  if (events.length > 0)
    await applyMachineEventsInBulk(trx, entregaRecord, empresaId, events, {
      usuarioId: await importUser(trx, importId),
    });
  return log.sort((a, b) => a.line - b.line);
}
