// Delivery deadlines per route: how specific a row's destination is, as a column the lists can
// filter on (/prazoEntregaPaises shows the country rows), and the indexes of the carrier's
// screen and of the recomputation of open deliveries after a change.
import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Generated, so no writer can let it disagree with the destination columns.
  await sql`
    alter table rota_prazo_entrega add column destino_nivel text not null generated always as (
      case
        when destino_ibge is not null then 'cidade'
        when destino_uf is not null then 'uf'
        when destino_pais is not null then 'pais'
        else 'qualquer'
      end
    ) stored
  `.execute(db);
  await db.schema
    .createIndex('rota_prazo_entrega_transportador_idx')
    .on('rota_prazo_entrega')
    .columns(['empresa_id', 'transportador_cnpj'])
    .execute();
  // The recomputation walks a company's open deliveries by id in batches; without this it would
  // sort every open delivery of the company again for each batch.
  await sql`
    create index entrega_aberta_idx on entrega (empresa_id, id)
    where status in ('pendente', 'emTransito')
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('entrega_aberta_idx').ifExists().execute();
  await db.schema.dropIndex('rota_prazo_entrega_transportador_idx').ifExists().execute();
  await db.schema.alterTable('rota_prazo_entrega').dropColumn('destino_nivel').execute();
}
