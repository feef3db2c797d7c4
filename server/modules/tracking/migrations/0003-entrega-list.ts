// The delivery list (/entrega/list): a read-only view of each delivery with its NF-e, and the
// indexes its filters and sorts need to stay fast with hundreds of thousands of deliveries per
// company. Every list query is bounded by the company (empresa_id), so the btree indexes start
// with it.
import { type Kysely, sql } from 'kysely';

/**
 * Accent and case folding of the word filters, inlined here as the indexes were built with it.
 * server/resources/filter-conditions.ts builds the same expression for the queries; the
 * integration tests prove the two still match (the planner uses these indexes).
 */
const FOLD_FROM = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ';
const FOLD_TO = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';
const words = (column: string) =>
  sql.raw(
    `to_tsvector('simple'::regconfig, lower(translate(coalesce(${column}, ''), '${FOLD_FROM}', '${FOLD_TO}')))`,
  );

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // An inner join, so the planner may walk nota_fiscal's (empresa_id, data_emissao) index for the
  // default sort and reach each delivery through its unique nota_fiscal_id. Joining on the
  // company too lets it carry `empresa_id = $1` over to nota_fiscal's indexes, and keeps a
  // delivery whose NF-e belongs to another company out of every list.
  await sql`
    create view entrega_lista as
    select
      e.id, e.empresa_id, e.nota_fiscal_id, e.status, e.prazo_dias, e.data_prevista, e.data_entrega,
      n.chave_acesso, n.numero, n.serie, n.data_emissao,
      n.emitente_cnpj_cpf, n.emitente_nome, n.emitente_fantasia, n.emitente_municipio, n.emitente_uf,
      n.destinatario_cnpj_cpf, n.destinatario_id_estrangeiro, n.destinatario_nome,
      n.destinatario_logradouro, n.destinatario_numero, n.destinatario_bairro, n.destinatario_cep,
      n.destinatario_municipio, n.destinatario_uf,
      n.transportador_cnpj_cpf, n.transportador_nome, n.modalidade_frete,
      n.valor_total, n.volumes, n.peso_bruto, n.peso_liquido, n.quantidade_itens,
      n.protocolo, n.situacao_sefaz
    from entrega e
    join nota_fiscal n on n.id = e.nota_fiscal_id and n.empresa_id = e.empresa_id
  `.execute(db);

  // The total of a page joins every delivery of the company to its NF-e: with (empresa_id, id)
  // that side is an index-only scan instead of a read of the wide NF-e rows.
  await db.schema
    .createIndex('nota_fiscal_empresa_id_idx')
    .on('nota_fiscal')
    .columns(['empresa_id', 'id'])
    .execute();
  // Sorts by value and by deadline.
  await db.schema
    .createIndex('nota_fiscal_empresa_valor_idx')
    .on('nota_fiscal')
    .columns(['empresa_id', 'valor_total'])
    .execute();
  await db.schema
    .createIndex('entrega_empresa_prevista_idx')
    .on('entrega')
    .columns(['empresa_id', 'data_prevista', 'id'])
    .execute();
  // Destination UF: its own filter, in the default order (issue date).
  await db.schema
    .createIndex('nota_fiscal_empresa_uf_emissao_idx')
    .on('nota_fiscal')
    .columns(['empresa_id', 'destinatario_uf', 'data_emissao'])
    .execute();
  // The recipient's CNPJ/CPF is matched from its first digits (LIKE '123%').
  await sql`create index nota_fiscal_empresa_destinatario_doc_idx
    on nota_fiscal (empresa_id, destinatario_cnpj_cpf text_pattern_ops)`.execute(db);
  // Recipient name and destination city are matched word by word from the start of each word,
  // ignoring case and accents ("sao jo" finds "SÃO JOSÉ DOS CAMPOS"): full-text GIN indexes of
  // the core, so neither PGlite nor PostgreSQL needs an extension.
  await sql`create index nota_fiscal_destinatario_nome_words_idx
    on nota_fiscal using gin (${words('destinatario_nome')})`.execute(db);
  await sql`create index nota_fiscal_destinatario_municipio_words_idx
    on nota_fiscal using gin (${words('destinatario_municipio')})`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists entrega_lista`.execute(db);
  for (const index of [
    'nota_fiscal_destinatario_municipio_words_idx',
    'nota_fiscal_destinatario_nome_words_idx',
    'nota_fiscal_empresa_destinatario_doc_idx',
    'nota_fiscal_empresa_uf_emissao_idx',
    'entrega_empresa_prevista_idx',
    'nota_fiscal_empresa_valor_idx',
    'nota_fiscal_empresa_id_idx',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
}
