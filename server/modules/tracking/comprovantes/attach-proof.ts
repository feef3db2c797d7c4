// Ties a stored proof to its delivery and marks the delivery delivered through its status
// machine, in one transaction, on the day its receipt says and by whom it names. A delivery that
// an occurrence or an earlier proof already settled keeps its status and date (its machine does
// not accept delivering it again); the proof keeps what its own receipt says.
import { type Kysely, sql } from 'kysely';
import type { ComprovanteOrigin } from '../../../../src/domain/tracking/entrega/comprovante';
import type { Receipt } from '../../../../src/domain/tracking/entrega/receipt';
import { entregaActionEvent } from '../../../../src/machines/entrega-status-machine';
import type { Database } from '../../../db/schema';
import { applyMachineEvent } from '../../../machines/apply-machine-event';
import { entregaRecord } from '../machines/entrega-record';
import type { OutboxEntry } from '../../../machines/machine-outbox';

/** The company's deliveries with their NF-e, as the proof screen shows them. */
export const companyEntregas = (db: Kysely<Database>, empresaId: number) =>
  db
    .selectFrom('entrega as e')
    // The NF-e must be the company's too, as in the delivery list's view.
    .innerJoin('notaFiscal as n', (join) =>
      join.onRef('n.id', '=', 'e.notaFiscalId').onRef('n.empresaId', '=', 'e.empresaId'),
    )
    .select([
      'e.id',
      'n.numero',
      'n.serie',
      'n.destinatarioNome',
      'n.chaveAcesso',
      'e.status',
      'n.emitenteCnpjCpf',
      'n.emitenteNome',
    ])
    .select((eb) =>
      eb
        .selectFrom('entregaComprovante as c')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('c.entregaId', '=', 'e.id')
        .whereRef('c.empresaId', '=', 'e.empresaId')
        .as('comprovantes'),
    )
    .where('e.empresaId', '=', empresaId)
    .where('n.empresaId', '=', empresaId);

/** The company's delivery with this NF-e access key, as the proof screen shows it. */
export const findEntregaByKey = async (db: Kysely<Database>, empresaId: number, chaveAcesso: string) => {
  const row = await companyEntregas(db, empresaId)
    .where('n.chaveAcesso', '=', chaveAcesso)
    .executeTakeFirst();
  return row && { ...row, comprovantes: row.comprovantes ?? 0 };
};

export interface NewProof {
  empresaId: number;
  usuarioId: number;
  entregaId: number;
  arquivo: string;
  tipo: 'image/webp' | 'application/pdf';
  tamanho: number;
  nomeOriginal: string;
  chaveAcesso: string;
  origem: ComprovanteOrigin;
  recebimento: Receipt;
}

export const proofColumns = [
  'id',
  'entregaId',
  'tipo',
  'tamanho',
  'nomeOriginal',
  'chaveAcesso',
  'origem',
  'dataRecebimento',
  'recebedorNome',
  'recebedorDocumento',
  'createdAt',
] as const;

/** The stored proof, and the delivery's status change to push once committed (none if it stayed). */
export async function attachProof(db: Kysely<Database>, proof: NewProof) {
  const { recebimento, ...stored } = proof;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('entregaComprovante')
      .values({
        ...stored,
        dataRecebimento: recebimento.dataRecebimento,
        recebedorNome: recebimento.recebedorNome ?? null,
        recebedorDocumento: recebimento.recebedorDocumento ?? null,
      })
      .returning(proofColumns)
      .executeTakeFirstOrThrow();
    // Delivered on the receipt's day, late when that business day is after the expected one.
    const result = await applyMachineEvent(trx, entregaRecord, {
      empresaId: proof.empresaId,
      id: proof.entregaId,
      event: entregaActionEvent('entrega.entregue', new Date(), recebimento),
      actor: { usuarioId: proof.usuarioId },
    });
    const changes: OutboxEntry[] = result.outcome === 'applied' ? [result.outbox] : [];
    return { row, changes };
  });
}
