// entrega_cte: one row per (delivery, CT-e) pair, so the engine lists a delivery's CT-e as a
// list nested in the delivery (src/domain/tracking/resources/entrega-cte.ts). A CT-e reaches a
// delivery through the NF-e keys it lists: cte_nfe gives the NF-e (resolved by the CT-e import or
// by the NF-e import that came after it) and the NF-e has one delivery. All three within one
// company. The route and city of the CT-e are composed here as 'City/UF', as the detail shows
// them; a filter on entrega_id reaches cte_nfe through its nota_fiscal_id index.
import { type Kysely, sql } from 'kysely';

const place = (city: string, uf: string) =>
  `case when ${city} is null and ${uf} is null then null
        else concat_ws('/', nullif(${city}, ''), nullif(${uf}, '')) end`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create view entrega_cte as
       select c.id, e.id as entrega_id, c.empresa_id, c.chave_acesso, c.chave_valida, c.numero,
              c.serie, c.data_emissao, c.emitente_nome, c.emitente_cnpj, c.tomador_nome,
              ${place('c.origem_municipio', 'c.origem_uf')} as origem,
              ${place('c.destino_municipio', 'c.destino_uf')} as destino,
              c.valor_prestacao, c.valor_carga, c.peso_kg
         from cte_nfe l
         join cte c on c.id = l.cte_id and c.empresa_id = l.empresa_id
         join entrega e on e.nota_fiscal_id = l.nota_fiscal_id and e.empresa_id = l.empresa_id`,
    )
    .execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists entrega_cte`.execute(db);
}
