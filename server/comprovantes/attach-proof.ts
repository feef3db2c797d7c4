// Ties a stored proof to its delivery and marks the delivery delivered, in one transaction. A
// delivery that an occurrence or an earlier proof already settled keeps its status and date.
import { type Kysely, sql } from 'kysely';
import { SETTLED_ENTREGA_STATUSES, type ComprovanteOrigin } from '../../src/domain/entrega/comprovante';
import type { Database } from '../db/schema';

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

export async function attachProof(db: Kysely<Database>, proof: NewProof) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('entregaComprovante')
      .values(proof)
      .returning(proofColumns)
      .executeTakeFirstOrThrow();
    // Late when the business day (UTC-3) of the delivery is after the expected one.
    const today = sql<string>`((now() at time zone 'UTC') - interval '3 hours')::date`;
    await trx
      .updateTable('entrega')
      .set({
        status: sql`case when data_prevista is not null and data_prevista < ${today}
          then 'entregueComAtraso' else 'entregue' end`,
        dataEntrega: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where('id', '=', proof.entregaId)
      .where('empresaId', '=', proof.empresaId)
      .where('status', 'not in', SETTLED_ENTREGA_STATUSES)
      .execute();
    return row;
  });
}
