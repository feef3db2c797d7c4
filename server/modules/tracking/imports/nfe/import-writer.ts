// The NF-e side of one batch, inside the batch's transaction (../pipeline/write-batch.ts): new
// notas fiscais and their deliveries, updated notas, cancellations, and the log row of every entry.
// The pipeline writes the log rows, the counters and the position in the same transaction.
import type { Transaction } from 'kysely';
import {
  deliveryDeadline,
  type RouteDeadlineRule,
} from '../../../../../src/domain/tracking/entrega/delivery-deadline';
import type { ImportOccurrenceKind } from '../../../../../src/domain/tracking/imports/document-import';
import {
  type ImportLogMessage,
  importLogMessage,
} from '../../../../../src/domain/tracking/imports/import-log-message';
import type { Database } from '../../../../db/schema';
import { applyMachineEventsInBulk } from '../../../../machines/apply-machine-events-in-bulk';
import { entregaRecord } from '../../machines/entrega-record';
import { importUser } from '../import-user';
import type { LogRow } from '../pipeline/import-kind';
import { type Candidate, type EntryOutcome, noteNumber } from './classify-entry';
import type { ParsedNfe } from './parse-nfe';

export interface BatchContext {
  importId: number;
  empresaId: number;
  /** The company's active deadline-per-route rows, read once per job run. */
  deadlineRules: readonly RouteDeadlineRule[];
}

const onlyDigits = (text: string | null) => (text === null ? null : text.replace(/\D/g, '') || null);

/** The nota fiscal columns of a parsed NF-e. */
function notaColumns(nfe: ParsedNfe) {
  const dest = nfe.recipient.address;
  return {
    numero: nfe.number,
    serie: nfe.series,
    dataEmissao: nfe.issueDate,
    ambiente: nfe.tpAmb,
    emitenteCnpjCpf: onlyDigits(nfe.issuer.cnpjCpf),
    emitenteNome: nfe.issuer.name,
    emitenteFantasia: nfe.issuer.fantasia,
    emitenteMunicipio: nfe.issuer.address.xMun,
    emitenteIbge: nfe.issuer.address.cMun,
    emitenteUf: nfe.issuer.address.UF,
    destinatarioCnpjCpf: onlyDigits(nfe.recipient.cnpjCpf),
    destinatarioIdEstrangeiro: nfe.recipient.idEstrangeiro,
    destinatarioNome: nfe.recipient.name,
    destinatarioLogradouro: dest.xLgr,
    destinatarioNumero: dest.nro,
    destinatarioBairro: dest.xBairro,
    destinatarioCep: dest.CEP,
    destinatarioMunicipio: dest.xMun,
    destinatarioIbge: dest.cMun,
    destinatarioUf: dest.UF,
    transportadorCnpjCpf: onlyDigits(nfe.carrier?.cnpjCpf ?? null),
    transportadorNome: nfe.carrier?.name ?? null,
    modalidadeFrete: nfe.modFrete,
    valorTotal: nfe.totalValue,
    volumes: nfe.volumes,
    pesoBruto: nfe.grossWeight,
    pesoLiquido: nfe.netWeight,
    quantidadeItens: nfe.itemsCount,
    protocolo: nfe.protocol?.nProt ?? null,
    situacaoSefaz: nfe.protocol?.cStat ?? null,
  };
}

const deadlineOf = (nfe: ParsedNfe, rules: readonly RouteDeadlineRule[]) =>
  deliveryDeadline(rules, {
    origemUf: nfe.issuer.address.UF,
    origemIbge: nfe.issuer.address.cMun,
    destinoUf: nfe.recipient.address.UF,
    destinoIbge: nfe.recipient.address.cMun,
    transportadorCnpj: onlyDigits(nfe.carrier?.cnpjCpf ?? null),
    dataEmissao: nfe.issueDate,
  });

/** CT-e imported before their NF-e carry its key unlinked: the new nota (and delivery) joins them. */
async function linkWaitingCtes(trx: Transaction<Database>, empresaId: number, keys: readonly string[]) {
  if (keys.length === 0) return;
  await trx
    .updateTable('cteNfe')
    .from('notaFiscal as nf')
    .set((eb) => ({ notaFiscalId: eb.ref('nf.id') }))
    .whereRef('nf.chaveAcesso', '=', 'cteNfe.chaveNfe')
    .whereRef('nf.empresaId', '=', 'cteNfe.empresaId')
    .where('cteNfe.empresaId', '=', empresaId)
    .where('cteNfe.notaFiscalId', 'is', null)
    .where('nf.chaveAcesso', 'in', keys)
    .execute();
}

/** The deliveries of cancelled invoices become cancelled, through their status machine. */
async function cancelDeliveries(
  trx: Transaction<Database>,
  context: BatchContext,
  notaIds: readonly number[],
) {
  if (notaIds.length === 0) return;
  const deliveries = await trx
    .selectFrom('entrega')
    .select('id')
    .where('empresaId', '=', context.empresaId)
    .where('notaFiscalId', 'in', [...notaIds])
    .execute();
  await applyMachineEventsInBulk(
    trx,
    entregaRecord,
    context.empresaId,
    deliveries.map(({ id }) => ({ id, event: { type: 'entrega.cancelada' } })),
    { usuarioId: await importUser(trx, context.importId) },
  );
}

export async function writeNfeBatch(
  trx: Transaction<Database>,
  context: BatchContext,
  outcomes: readonly EntryOutcome[],
): Promise<LogRow[]> {
  const { importId, empresaId } = context;
  const occurrences = new Map<number, LogRow>();
  const log = (
    outcome: EntryOutcome,
    tipo: ImportOccurrenceKind,
    mensagem: ImportLogMessage,
    chave: string | null,
  ) =>
    occurrences.set(outcome.index, {
      sequencia: outcome.index,
      nomeArquivo: outcome.name,
      tipo,
      mensagem,
      chaveAcesso: chave,
    });

  const candidates = outcomes.filter((o): o is Candidate => o.kind === 'nfe');
  const cancelledKeys = outcomes.flatMap((o) => (o.kind === 'cancelled' ? [o.nfe.accessKey] : []));
  const keys = [...new Set([...candidates.map((c) => c.nfe.accessKey), ...cancelledKeys])];
  const existing = new Map(
    keys.length === 0
      ? []
      : (
          await trx
            .selectFrom('notaFiscal')
            .select(['id', 'chaveAcesso', 'conteudoHash', 'importId'])
            .where('empresaId', '=', empresaId)
            .where('chaveAcesso', 'in', keys)
            .execute()
        ).map((row) => [row.chaveAcesso, row]),
  );

  const toInsert: Candidate[] = [];
  const toUpdate: { candidate: Candidate; notaId: number }[] = [];
  const seenInBatch = new Set<string>();
  for (const candidate of candidates) {
    const key = candidate.nfe.accessKey;
    const note = { documento: noteNumber(candidate.nfe), chave: key };
    const found = existing.get(key);
    if (seenInBatch.has(key) || found?.importId === importId) {
      log(candidate, 'duplicada', importLogMessage('importLog.nfe.repeatedInZip', note), key);
    } else if (found === undefined) {
      toInsert.push(candidate);
    } else if (found.conteudoHash === candidate.hash) {
      log(candidate, 'duplicada', importLogMessage('importLog.nfe.alreadyImported', note), key);
    } else {
      toUpdate.push({ candidate, notaId: found.id });
    }
    seenInBatch.add(key);
  }

  if (toInsert.length > 0) {
    const inserted = await trx
      .insertInto('notaFiscal')
      .values(
        toInsert.map((c) => ({
          empresaId,
          chaveAcesso: c.nfe.accessKey,
          conteudoHash: c.hash,
          importId,
          ...notaColumns(c.nfe),
        })),
      )
      // Another import of the same company may have taken the key a moment ago.
      .onConflict((oc) => oc.columns(['empresaId', 'chaveAcesso']).doNothing())
      .returning(['id', 'chaveAcesso'])
      .execute();
    const idByKey = new Map(inserted.map((row) => [row.chaveAcesso, row.id]));
    const deliveries = [];
    for (const candidate of toInsert) {
      const key = candidate.nfe.accessKey;
      const documento = noteNumber(candidate.nfe);
      const notaFiscalId = idByKey.get(key);
      if (notaFiscalId === undefined) {
        log(
          candidate,
          'duplicada',
          importLogMessage('importLog.nfe.takenByOtherImport', { documento, chave: key }),
          key,
        );
        continue;
      }
      const deadline = deadlineOf(candidate.nfe, context.deadlineRules);
      deliveries.push({
        empresaId,
        notaFiscalId,
        prazoDias: deadline?.prazoDias ?? null,
        dataPrevista: deadline?.dataPrevista ?? null,
      });
      log(
        candidate,
        'importada',
        deadline
          ? importLogMessage('importLog.nfe.importedDue', { documento, dataPrevista: deadline.dataPrevista })
          : importLogMessage('importLog.nfe.imported', { documento }),
        key,
      );
    }
    if (deliveries.length > 0) await trx.insertInto('entrega').values(deliveries).execute();
    await linkWaitingCtes(trx, empresaId, [...idByKey.keys()]);
  }

  for (const { candidate, notaId } of toUpdate) {
    const key = candidate.nfe.accessKey;
    await trx
      .updateTable('notaFiscal')
      .set({ ...notaColumns(candidate.nfe), conteudoHash: candidate.hash, updatedAt: new Date() })
      .where('id', '=', notaId)
      .execute();
    const deadline = deadlineOf(candidate.nfe, context.deadlineRules);
    // A delivery already on its way keeps its status; only an open one gets the new deadline.
    await trx
      .updateTable('entrega')
      .set({
        prazoDias: deadline?.prazoDias ?? null,
        dataPrevista: deadline?.dataPrevista ?? null,
        updatedAt: new Date(),
      })
      .where('notaFiscalId', '=', notaId)
      .where('status', 'in', ['pendente', 'emTransito'])
      .execute();
    log(
      candidate,
      'atualizada',
      importLogMessage('importLog.nfe.updated', { documento: noteNumber(candidate.nfe) }),
      key,
    );
  }

  const cancelledNotas: number[] = [];
  for (const outcome of outcomes) {
    if (outcome.kind === 'rejected') log(outcome, outcome.tipo, outcome.mensagem, outcome.chaveAcesso);
    if (outcome.kind !== 'cancelled') continue;
    const key = outcome.nfe.accessKey;
    const found = existing.get(key);
    const documento = noteNumber(outcome.nfe);
    let mensagem = importLogMessage('importLog.nfe.cancelled', { documento });
    if (found) {
      cancelledNotas.push(found.id);
      mensagem = importLogMessage('importLog.nfe.cancelledDelivery', { documento });
    }
    log(outcome, 'cancelada', mensagem, key);
  }
  await cancelDeliveries(trx, context, cancelledNotas);

  return [...occurrences.values()];
}
