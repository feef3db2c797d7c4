// The CT-e side of one batch, inside the batch's transaction: new and updated CT-e, the NF-e keys
// each carries (linked to the company's notas fiscais already imported, and so to their
// deliveries), cancellations, and the log row of every file.
import type { Transaction } from 'kysely';
import type { ImportOccurrenceKind } from '../../../src/domain/imports/document-import';
import type { Database } from '../../db/schema';
import type { ImportRun, LogRow } from '../pipeline/import-kind';
import { type CteCandidate, type CteOutcome, cteLabel } from './classify-cte';
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

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

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

function importedText(candidate: CteCandidate, linked: number, verb: string): string {
  const { cte } = candidate;
  const carried =
    cte.nfeKeys.length === 0
      ? 'nenhuma NF-e referenciada'
      : `${plural(cte.nfeKeys.length, 'NF-e referenciada', 'NF-e referenciadas')}, ${plural(linked, 'já importada (entrega vinculada)', 'já importadas (entregas vinculadas)')}`;
  const warning = cte.warnings.length > 0 ? ` Atenção: ${cte.warnings.join('; ')}.` : '';
  return `${cteLabel(cte)} ${verb}: ${carried}.${warning}`;
}

export async function writeCteBatch(
  trx: Transaction<Database>,
  run: ImportRun,
  outcomes: readonly CteOutcome[],
): Promise<LogRow[]> {
  const { importId, empresaId } = run;
  const rows: LogRow[] = [];
  const log = (outcome: CteOutcome, tipo: ImportOccurrenceKind, descricao: string, chave: string | null) =>
    rows.push({ sequencia: outcome.index, nomeArquivo: outcome.name, tipo, descricao, chaveAcesso: chave });

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
      log(outcome, outcome.tipo, outcome.descricao, outcome.chaveAcesso);
      continue;
    }
    const key = outcome.cte.accessKey;
    const label = cteLabel(outcome.cte);
    const found = existing.get(key);
    if (outcome.kind === 'cancelled') {
      let descricao = `${label} cancelado na SEFAZ: não importado.`;
      if (found) {
        await trx.deleteFrom('cte').where('id', '=', found.id).execute();
        existing.delete(key);
        descricao = `${label} cancelado na SEFAZ: o CT-e já importado foi removido das entregas.`;
      }
      log(outcome, 'cancelada', descricao, key);
      continue;
    }
    if (seen.has(key) || found?.importId === importId) {
      log(outcome, 'duplicada', `${label}: chave ${key} repetida neste arquivo; ignorado.`, key);
      continue;
    }
    seen.add(key);
    if (found?.conteudoHash === outcome.hash) {
      log(outcome, 'duplicada', `${label} já importado anteriormente (chave ${key}).`, key);
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
      log(
        outcome,
        'atualizada',
        importedText(outcome, linked, 'já importado com outro conteúdo, atualizado'),
        key,
      );
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
        `${label} já importado por outra importação em andamento (chave ${key}).`,
        key,
      );
      continue;
    }
    const linked = await linkNfeKeys(trx, empresaId, inserted.id, outcome.cte.nfeKeys);
    log(outcome, 'importada', importedText(outcome, linked, 'importado'), key);
  }
  return rows;
}
