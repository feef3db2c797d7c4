// Ties a stored proof to its delivery and marks the delivery delivered through its status
// machine, in one transaction. A delivery that an occurrence or an earlier proof already settled
// keeps its status and date (its machine does not accept delivering it again).
import type { Kysely } from 'kysely';
import type { ComprovanteOrigin } from '../../../../src/domain/tracking/entrega/comprovante';
import { entregaActionEvent } from '../../../../src/machines/entrega-status-machine';
import type { Database } from '../../../db/schema';
import { applyMachineEvent } from '../../../machines/apply-machine-event';
import { entregaRecord } from '../machines/entrega-record';
import type { OutboxEntry } from '../../../machines/machine-outbox';

/** The company's delivery with this NF-e access key, as the proof screen shows it. */
export const findEntregaByKey = (db: Kysely<Database>, empresaId: number, chaveAcesso: string) =>
  db
    .selectFrom('entrega as e')
    // The NF-e must be the company's too, as in the delivery list's view.
    .innerJoin('notaFiscal as n', (join) =>
      join.onRef('n.id', '=', 'e.notaFiscalId').onRef('n.empresaId', '=', 'e.empresaId'),
    )
    .select(['e.id', 'n.numero', 'n.serie', 'n.destinatarioNome', 'n.chaveAcesso', 'e.status'])
    .where('e.empresaId', '=', empresaId)
    .where('n.empresaId', '=', empresaId)
    .where('n.chaveAcesso', '=', chaveAcesso)
    .executeTakeFirst();

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
}

export const proofColumns = [
  'id',
  'entregaId',
  'tipo',
  'tamanho',
  'nomeOriginal',
  'chaveAcesso',
  'origem',
  'createdAt',
] as const;

/** The stored proof, and the delivery's status change to push once committed (none if it stayed). */
export async function attachProof(db: Kysely<Database>, proof: NewProof) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('entregaComprovante')
      .values(proof)
      .returning(proofColumns)
      .executeTakeFirstOrThrow();
    // Delivered now, late when today's business day (UTC-3) is after the expected one.
    const result = await applyMachineEvent(trx, entregaRecord, {
      empresaId: proof.empresaId,
      id: proof.entregaId,
      event: entregaActionEvent('entrega.entregue'),
      actor: { usuarioId: proof.usuarioId },
    });
    const changes: OutboxEntry[] = result.outcome === 'applied' ? [result.outbox] : [];
    return { row, changes };
  });
}
