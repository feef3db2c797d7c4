// The CT-e side of one batch, inside the batch's transaction: new and updated CT-e, the NF-e keys
// each carries (linked to the company's notas fiscais already imported, and so to their
// deliveries), cancellations, and the log row of every file.
import type { Transaction } from 'kysely';
import type { ImportOccurrenceKind } from '../../../../../src/domain/tracking/imports/document-import';
import {
  type ImportLogMessage,
  importLogMessage,
} from '../../../../../src/domain/tracking/imports/import-log-message';
import type { Database } from '../../../../db/schema';
import type { ImportRun, LogRow } from '../pipeline/import-kind';
import { type CteCandidate, type CteOutcome, cteNumber } from './classify-cte';
import type { ParsedCte } from './parse-cte';

const onlyDigits = (text: string | null) => (text === null ? null : text.replace(/\D/g, '') || null);

function cteColumns(cte: ParsedCte, keyValid: boolean) {
  return {
    chaveValida: keyValid,
    versao: cte.version,
    numero: cte.number,
    serie: cte.series,
    dataEmissao: cte.issueDate,
    ambiente: cte.tpAmb,
    modal: cte.modal,
    tipoCte: cte.tpCTe,
    tipoServico: cte.tpServ,
    emitenteCnpj: onlyDigits(cte.issuer.cnpjCpf),
    emitenteNome: cte.issuer.name,
    remetenteCnpjCpf: onlyDigits(cte.sender.cnpjCpf),
    remetenteNome: cte.sender.name,
    destinatarioCnpjCpf: onlyDigits(cte.recipient.cnpjCpf),
    destinatarioNome: cte.recipient.name,
    tomador: cte.taker.code,
    tomadorCnpjCpf: onlyDigits(cte.taker.cnpjCpf),
    tomadorNome: cte.taker.name,
    origemMunicipio: cte.origin.city,
    origemIbge: cte.origin.ibge,
    origemUf: cte.origin.uf,
    destinoMunicipio: cte.destination.city,
    destinoIbge: cte.destination.ibge,
    destinoUf: cte.destination.uf,
    valorPrestacao: cte.freightTotal,
    valorReceber: cte.freightReceivable,
    componentes: JSON.stringify(cte.components),
    valorCarga: cte.cargoValue,
    produtoPredominante: cte.product,
    pesoKg: cte.weightKg,
    pesoTipoMedida: cte.weightMeasure,
    protocolo: cte.protocol?.nProt ?? null,
    situacaoSefaz: cte.protocol?.cStat ?? null,
  };
}

/** Links a CT-e to the NF-e keys it carries; answers how many of them the company has imported. */
async function linkNfeKeys(
  trx: Transaction<Database>,
  empresaId: number,
  cteId: number,
  keys: readonly string[],
): Promise<number> {
  if (keys.length === 0) return 0;
  const notas = new Map(
    (
      await trx
        .selectFrom('notaFiscal')
        .select(['id', 'chaveAcesso'])
        .where('empresaId', '=', empresaId)
        .where('chaveAcesso', 'in', keys)
        .execute()
    ).map((row) => [row.chaveAcesso, row.id]),
  );
  await trx
    .insertInto('cteNfe')
    .values(
      keys.map((chaveNfe) => ({ cteId, empresaId, chaveNfe, notaFiscalId: notas.get(chaveNfe) ?? null })),
    )
    .execute();
  return notas.size;
}

/** A CT-e taken in (new or updated): the NF-e it carries, those already imported, its warnings. */
function importedMessage(candidate: CteCandidate, linked: number, updated: boolean): ImportLogMessage {
  const { cte } = candidate;
  const values = { documento: cteNumber(cte), referenciadas: cte.nfeKeys.length, jaImportadas: linked };
  if (cte.warnings.length === 0)
    return importLogMessage(updated ? 'importLog.cte.updated' : 'importLog.cte.imported', values);
  return importLogMessage(updated ? 'importLog.cte.updatedWarnings' : 'importLog.cte.importedWarnings', {
    ...values,
    avisos: cte.warnings,
  });
}

export async function writeCteBatch(
  trx: Transaction<Database>,
  run: ImportRun,
  outcomes: readonly CteOutcome[],
): Promise<LogRow[]> {
  const { importId, empresaId } = run;
  const rows: LogRow[] = [];
  const log = (
    outcome: CteOutcome,
    tipo: ImportOccurrenceKind,
    mensagem: ImportLogMessage,
    chave: string | null,
  ) => rows.push({ sequencia: outcome.index, nomeArquivo: outcome.name, tipo, mensagem, chaveAcesso: chave });

  const keys = [...new Set(outcomes.flatMap((o) => (o.kind === 'rejected' ? [] : [o.cte.accessKey])))];
  const existing = new Map(
    keys.length === 0
      ? []
      : (
          await trx
            .selectFrom('cte')
            .select(['id', 'chaveAcesso', 'conteudoHash', 'importId'])
            .where('empresaId', '=', empresaId)
            .where('chaveAcesso', 'in', keys)
            .execute()
        ).map((row) => [row.chaveAcesso, row]),
  );
  const seen = new Set<string>();

  for (const outcome of outcomes) {
    if (outcome.kind === 'rejected') {
      log(outcome, outcome.tipo, outcome.mensagem, outcome.chaveAcesso);
      continue;
    }
    const key = outcome.cte.accessKey;
    const documento = cteNumber(outcome.cte);
    const found = existing.get(key);
    if (outcome.kind === 'cancelled') {
      let mensagem = importLogMessage('importLog.cte.cancelled', { documento });
      if (found) {
        await trx.deleteFrom('cte').where('id', '=', found.id).execute();
        existing.delete(key);
        mensagem = importLogMessage('importLog.cte.cancelledRemoved', { documento });
      }
      log(outcome, 'cancelada', mensagem, key);
      continue;
    }
    if (seen.has(key) || found?.importId === importId) {
      log(
        outcome,
        'duplicada',
        importLogMessage('importLog.cte.repeatedInFile', { documento, chave: key }),
        key,
      );
      continue;
    }
    seen.add(key);
    if (found?.conteudoHash === outcome.hash) {
      log(
        outcome,
        'duplicada',
        importLogMessage('importLog.cte.alreadyImported', { documento, chave: key }),
        key,
      );
      continue;
    }
    const columns = cteColumns(outcome.cte, outcome.keyValid);
    if (found) {
      await trx
        .updateTable('cte')
        .set({ ...columns, conteudoHash: outcome.hash, importId, updatedAt: new Date() })
        .where('id', '=', found.id)
        .execute();
      await trx.deleteFrom('cteNfe').where('cteId', '=', found.id).execute();
      const linked = await linkNfeKeys(trx, empresaId, found.id, outcome.cte.nfeKeys);
      log(outcome, 'atualizada', importedMessage(outcome, linked, true), key);
      continue;
    }
    const inserted = await trx
      .insertInto('cte')
      .values({ empresaId, chaveAcesso: key, conteudoHash: outcome.hash, importId, ...columns })
      // Another import of the same company may have taken the key a moment ago.
      .onConflict((oc) => oc.columns(['empresaId', 'chaveAcesso']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      log(
        outcome,
        'duplicada',
        importLogMessage('importLog.cte.takenByOtherImport', { documento, chave: key }),
        key,
      );
      continue;
    }
    const linked = await linkNfeKeys(trx, empresaId, inserted.id, outcome.cte.nfeKeys);
    log(outcome, 'importada', importedMessage(outcome, linked, false), key);
  }
  return rows;
}
