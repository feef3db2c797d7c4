// The NF-e import becomes the document import (a kind per row: nfe, cte, ocoren), and CT-e are
// stored with the NF-e keys they carry, each key linked to the company's nota fiscal once known.
import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('nfe_import')
    .addColumn('tipo', 'text', (c) =>
      c
        .notNull()
        .defaultTo('nfe')
        .check(sql`tipo in ('nfe', 'cte', 'ocoren')`),
    )
    .execute();
  await db.schema
    .createIndex('nfe_import_empresa_tipo_idx')
    .on('nfe_import')
    .columns(['empresa_id', 'tipo', 'id'])
    .execute();

  await db.schema
    .createTable('cte')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('chave_acesso', 'text', (c) => c.notNull())
    /** False when the key's check digit (or length) is wrong: taken in with a warning. */
    .addColumn('chave_valida', 'boolean', (c) => c.notNull())
    .addColumn('versao', 'text')
    .addColumn('numero', 'text')
    .addColumn('serie', 'text')
    .addColumn('data_emissao', 'timestamptz')
    .addColumn('ambiente', 'text')
    .addColumn('modal', 'text')
    .addColumn('tipo_cte', 'text')
    .addColumn('tipo_servico', 'text')
    .addColumn('emitente_cnpj', 'text')
    .addColumn('emitente_nome', 'text')
    .addColumn('remetente_cnpj_cpf', 'text')
    .addColumn('remetente_nome', 'text')
    .addColumn('destinatario_cnpj_cpf', 'text')
    .addColumn('destinatario_nome', 'text')
    /** toma3/toma4 code: 0 sender, 1 expedidor, 2 recebedor, 3 recipient, 4 another party. */
    .addColumn('tomador', 'text')
    .addColumn('tomador_cnpj_cpf', 'text')
    .addColumn('tomador_nome', 'text')
    .addColumn('origem_municipio', 'text')
    .addColumn('origem_ibge', 'text')
    .addColumn('origem_uf', 'text')
    .addColumn('destino_municipio', 'text')
    .addColumn('destino_ibge', 'text')
    .addColumn('destino_uf', 'text')
    .addColumn('valor_prestacao', 'numeric(15, 2)')
    .addColumn('valor_receber', 'numeric(15, 2)')
    /** [{ nome, valor }] from vPrest/Comp. */
    .addColumn('componentes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('valor_carga', 'numeric(15, 2)')
    .addColumn('produto_predominante', 'text')
    .addColumn('peso_kg', 'numeric(18, 4)')
    /** The infQ/tpMed the weight was taken from. */
    .addColumn('peso_tipo_medida', 'text')
    .addColumn('protocolo', 'text')
    .addColumn('situacao_sefaz', 'text')
    .addColumn('conteudo_hash', 'text', (c) => c.notNull())
    .addColumn('import_id', 'integer', (c) => c.references('nfe_import.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('cte_empresa_chave_uq', ['empresa_id', 'chave_acesso'])
    .execute();

  // The NF-e keys a CT-e carries; nota_fiscal_id is set when the company has (or later imports)
  // that NF-e, which links the CT-e to the NF-e's delivery.
  await db.schema
    .createTable('cte_nfe')
    .addColumn('cte_id', 'integer', (c) => c.notNull().references('cte.id').onDelete('cascade'))
    .addColumn('empresa_id', 'integer', (c) => c.notNull())
    .addColumn('chave_nfe', 'text', (c) => c.notNull())
    .addColumn('nota_fiscal_id', 'integer', (c) => c.references('nota_fiscal.id').onDelete('set null'))
    .addPrimaryKeyConstraint('cte_nfe_pk', ['cte_id', 'chave_nfe'])
    .execute();
  await db.schema
    .createIndex('cte_nfe_empresa_chave_idx')
    .on('cte_nfe')
    .columns(['empresa_id', 'chave_nfe'])
    .execute();
  await db.schema.createIndex('cte_nfe_nota_idx').on('cte_nfe').column('nota_fiscal_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cte_nfe').ifExists().execute();
  await db.schema.dropTable('cte').ifExists().execute();
  await db.schema.dropIndex('nfe_import_empresa_tipo_idx').ifExists().execute();
  await db.schema.alterTable('nfe_import').dropColumn('tipo').execute();
}
