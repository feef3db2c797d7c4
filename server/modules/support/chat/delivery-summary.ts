// The delivery a conversation is about, shown beside its messages: read only through a
// conversation the viewer may reach, and only within the conversation's company.
import type { Kysely } from 'kysely';
import type { DeliverySummary } from '../../../../src/domain/support/chat-schemas';
import type { Database } from '../../../db/schema';

const day = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : String(value);

export async function deliverySummary(
  db: Kysely<Database>,
  empresaId: number,
  entregaId: number,
): Promise<DeliverySummary | null> {
  const row = await db
    .selectFrom('entrega')
    .innerJoin('notaFiscal', 'notaFiscal.id', 'entrega.notaFiscalId')
    .select([
      'entrega.id',
      'notaFiscal.numero',
      'notaFiscal.destinatarioNome',
      'notaFiscal.destinatarioMunicipio',
      'notaFiscal.destinatarioUf',
      'entrega.status',
      'entrega.dataPrevista',
      'entrega.dataEntrega',
    ])
    .where('entrega.id', '=', entregaId)
    .where('entrega.empresaId', '=', empresaId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    numero: row.numero,
    destinatario: row.destinatarioNome,
    municipio: row.destinatarioMunicipio,
    uf: row.destinatarioUf,
    status: row.status,
    dataPrevista: day(row.dataPrevista)?.slice(0, 10) ?? null,
    dataEntrega: day(row.dataEntrega),
  };
}
