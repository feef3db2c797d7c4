// The destination city's words, folded as the list's city filter folds them, stored with each
// NF-e (`destinatario_municipio_palavras`, a generated column) and shown by entrega_lista. A page
// of the list filtered by a city walks the issue dates and tests each row's city: folding it there
// (translate, lower, to_tsvector) cost about 2 µs a row, most of the page's time, while testing
// the stored words costs a fraction of that. The city's GIN index moves to the stored column under
// the same name, for the counts of the filtered list.
//
// Adding a stored column rewrites nota_fiscal (about 1.5 s for 100,000 NF-e, the table locked
// meanwhile). The view is 0089's with the column added last, so `create or replace` keeps it.
import { type Kysely, sql } from 'kysely';

/** server/resources/words-match.ts folds the filter's words the same way (inlined here). */
const FOLD_FROM = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ';
const FOLD_TO = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';
const words = (column: string) =>
  `to_tsvector('simple'::regconfig, lower(translate(coalesce(${column}, ''), '${FOLD_FROM}', '${FOLD_TO}')))`;

/** 0089's view, with the stored city words as its last column or (to go back) without them. */
const view = (cityWords: boolean) => `
create or replace view entrega_lista as
select v.id, v.empresa_id, v.nota_fiscal_id, v.status, v.prazo_dias, v.data_prevista, v.data_entrega,
  v.chave_acesso, v.numero, v.serie, v.data_emissao, v.emitente_cnpj_cpf, v.emitente_nome,
  v.emitente_fantasia, v.emitente_municipio, v.emitente_uf, v.destinatario_cnpj_cpf,
  v.destinatario_id_estrangeiro, v.destinatario_nome, v.destinatario_logradouro, v.destinatario_numero,
  v.destinatario_bairro, v.destinatario_cep, v.destinatario_municipio, v.destinatario_uf,
  v.transportador_cnpj_cpf, v.transportador_nome, v.modalidade_frete, v.valor_total, v.volumes,
  v.peso_bruto, v.peso_liquido, v.quantidade_itens, v.protocolo, v.situacao_sefaz, v.prazo, v.import_id,
  o.codigo as ultima_ocorrencia_codigo, o.descricao as ultima_ocorrencia_descricao,
  o.data_ocorrencia as ultima_ocorrencia_data, c.numero as cte_numero, c.serie as cte_serie,
  (case when v.prazo = 'atrasada' and v.data_prevista is not null then
    greatest(0, (coalesce(v.data_entrega, now()) at time zone 'UTC' - interval '3 hours')::date - v.data_prevista)
  end)::integer as dias_atraso,
  (case when v.status in ('pendente', 'emTransito') then 'aberta' else 'concluida' end)::text as situacao
  ${cityWords ? ', v.destinatario_municipio_palavras' : ''}
from (
  select e.id, e.empresa_id, e.nota_fiscal_id, e.status, e.prazo_dias, e.data_prevista, e.data_entrega,
    n.chave_acesso, n.numero, n.serie, n.data_emissao, n.emitente_cnpj_cpf, n.emitente_nome,
    n.emitente_fantasia, n.emitente_municipio, n.emitente_uf, n.destinatario_cnpj_cpf,
    n.destinatario_id_estrangeiro, n.destinatario_nome, n.destinatario_logradouro, n.destinatario_numero,
    n.destinatario_bairro, n.destinatario_cep, n.destinatario_municipio, n.destinatario_uf,
    n.transportador_cnpj_cpf, n.transportador_nome, n.modalidade_frete, n.valor_total, n.volumes,
    n.peso_bruto, n.peso_liquido, n.quantidade_itens, n.protocolo, n.situacao_sefaz,
    (case
      when e.status in ('cancelada', 'devolvida') then null
      when e.status = 'entregueComAtraso' then 'atrasada'
      when e.data_prevista is null then 'semPrazo'
      when e.status = 'entregue' then
        case when e.data_entrega is not null
          and ((e.data_entrega at time zone 'UTC') - interval '3 hours')::date > e.data_prevista
        then 'atrasada' else 'noPrazo' end
      when e.data_prevista < ((now() at time zone 'UTC') - interval '3 hours')::date then 'atrasada'
      else 'noPrazo'
    end)::text as prazo,
    n.import_id, e.ultima_ocorrencia_id, e.cte_id ${cityWords ? ', n.destinatario_municipio_palavras' : ''}
  from entrega e
  join nota_fiscal n on n.id = e.nota_fiscal_id and n.empresa_id = e.empresa_id
) v
left join entrega_ocorrencia o on o.id = v.ultima_ocorrencia_id
left join cte c on c.id = v.cte_id`;

const INDEX = 'nota_fiscal_destinatario_municipio_words_idx';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `alter table nota_fiscal add column destinatario_municipio_palavras tsvector
       generated always as (${words('destinatario_municipio')}) stored`,
    )
    .execute(db);
  await db.schema.dropIndex(INDEX).execute();
  await sql`create index ${sql.id(INDEX)} on nota_fiscal using gin (destinatario_municipio_palavras)`.execute(
    db,
  );
  await sql.raw(view(true)).execute(db);
}

// The view loses the column (so it is made again), then the index is on the expression again.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view entrega_lista`.execute(db);
  await sql.raw(view(false)).execute(db);
  await sql`alter table nota_fiscal drop column destinatario_municipio_palavras`.execute(db);
  await sql
    .raw(`create index ${INDEX} on nota_fiscal using gin (${words('destinatario_municipio')})`)
    .execute(db);
}
