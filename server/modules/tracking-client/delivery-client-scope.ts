// What a delivery client may see: the deliveries of its own company whose note is addressed to one
// of the documents it is linked to. Every read for a delivery client (the portal's lists, a
// conversation about a delivery) goes through here, so client X never sees client Y's deliveries,
// even of the same carrier.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface DeliveryClient {
  empresaId: number;
  usuarioId: number;
}

/** The ids of the deliveries the client may see, as a subquery to filter by. */
export const deliveryIdsOfClient = (db: Kysely<Database>, client: DeliveryClient) =>
  db
    .selectFrom('entrega')
    .innerJoin('notaFiscal', 'notaFiscal.id', 'entrega.notaFiscalId')
    .select('entrega.id')
    .where('entrega.empresaId', '=', client.empresaId)
    .where('notaFiscal.empresaId', '=', client.empresaId)
    .where(
      'notaFiscal.destinatarioCnpjCpf',
      'in',
      db
        .selectFrom('clienteEntregaDocumento')
        .select('documento')
        .where('usuarioId', '=', client.usuarioId)
        .where('empresaId', '=', client.empresaId),
    );

/** Whether the client may see this one delivery. */
export async function deliveryClientSees(
  db: Kysely<Database>,
  client: DeliveryClient,
  entregaId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('entrega')
    .select('entrega.id')
    .where('entrega.id', '=', entregaId)
    .where('entrega.id', 'in', deliveryIdsOfClient(db, client))
    .executeTakeFirst();
  return row !== undefined;
}
