// NF-e imports and their log, notas fiscais, deliveries, and the delivery deadlines per route
// that give a delivery its expected date.
import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('nfe_import')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('usuario_id', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .addColumn('situacao', 'text', (c) =>
      c
        .notNull()
        .defaultTo('aguardandoArquivo')
        .check(sql`situacao in ('aguardandoArquivo', 'naFila', 'processando', 'concluida', 'falhou')`),
    )
    .addColumn('nome_arquivo', 'text')
    .addColumn('tamanho_bytes', 'bigint')
    /** File name of the stored zip under DATA_DIR/imports (never the uploaded name). */
    .addColumn('arquivo_armazenado', 'text')
    .addColumn('quantidade_arquivos', 'integer')
    .addColumn('quantidade_arquivos_processados', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quantidade_importadas', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quantidade_atualizadas', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quantidade_duplicadas', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quantidade_rejeitadas', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('erro', 'text')
    .addColumn('data_inicio', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('data_fim', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('nfe_import_empresa_idx')
    .on('nfe_import')
    .columns(['empresa_id', 'id'])
    .execute();

  // One row per zip entry, numbered in zip order: (import_id, sequencia) makes a resumed job
  // unable to log an entry twice.
  await db.schema
    .createTable('nfe_import_ocorrencia')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('import_id', 'integer', (c) => c.notNull().references('nfe_import.id').onDelete('cascade'))
    .addColumn('empresa_id', 'integer', (c) => c.notNull())
    .addColumn('sequencia', 'integer', (c) => c.notNull())
    .addColumn('nome_arquivo', 'text', (c) => c.notNull())
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('descricao', 'text', (c) => c.notNull())
    .addColumn('chave_acesso', 'text')
    .addUniqueConstraint('nfe_import_ocorrencia_seq_uq', ['import_id', 'sequencia'])
    .execute();

  await db.schema
    .createTable('nota_fiscal')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('chave_acesso', 'text', (c) => c.notNull())
    .addColumn('numero', 'text')
    .addColumn('serie', 'text')
    .addColumn('data_emissao', 'timestamptz')
    .addColumn('ambiente', 'text')
    .addColumn('emitente_cnpj_cpf', 'text')
    .addColumn('emitente_nome', 'text')
    .addColumn('emitente_fantasia', 'text')
    .addColumn('emitente_municipio', 'text')
    .addColumn('emitente_ibge', 'text')
    .addColumn('emitente_uf', 'text')
    .addColumn('destinatario_cnpj_cpf', 'text')
    .addColumn('destinatario_id_estrangeiro', 'text')
    .addColumn('destinatario_nome', 'text')
    .addColumn('destinatario_logradouro', 'text')
    .addColumn('destinatario_numero', 'text')
    .addColumn('destinatario_bairro', 'text')
    .addColumn('destinatario_cep', 'text')
    .addColumn('destinatario_municipio', 'text')
    .addColumn('destinatario_ibge', 'text')
    .addColumn('destinatario_uf', 'text')
    .addColumn('transportador_cnpj_cpf', 'text')
    .addColumn('transportador_nome', 'text')
    .addColumn('modalidade_frete', 'text')
    .addColumn('valor_total', 'numeric(15, 2)')
    .addColumn('volumes', 'integer')
    .addColumn('peso_bruto', 'numeric(15, 3)')
    .addColumn('peso_liquido', 'numeric(15, 3)')
    .addColumn('quantidade_itens', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('protocolo', 'text')
    .addColumn('situacao_sefaz', 'text')
    /** SHA-256 of the XML bytes: the same key with other content is an update, not a duplicate. */
    .addColumn('conteudo_hash', 'text', (c) => c.notNull())
    .addColumn('import_id', 'integer', (c) => c.references('nfe_import.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('nota_fiscal_empresa_chave_uq', ['empresa_id', 'chave_acesso'])
    .execute();
  await db.schema
    .createIndex('nota_fiscal_empresa_emissao_idx')
    .on('nota_fiscal')
    .columns(['empresa_id', 'data_emissao'])
    .execute();
  await db.schema
    .createIndex('nota_fiscal_empresa_numero_idx')
    .on('nota_fiscal')
    .columns(['empresa_id', 'numero'])
    .execute();

  await db.schema
    .createTable('entrega')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('nota_fiscal_id', 'integer', (c) =>
      c.notNull().unique().references('nota_fiscal.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pendente')
        .check(
          sql`status in ('pendente', 'emTransito', 'entregue', 'entregueComAtraso', 'devolvida', 'cancelada')`,
        ),
    )
    .addColumn('prazo_dias', 'integer')
    .addColumn('data_prevista', 'date')
    .addColumn('data_entrega', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('entrega_empresa_status_idx')
    .on('entrega')
    .columns(['empresa_id', 'status'])
    .execute();
  await db.schema.createIndex('entrega_empresa_id_idx').on('entrega').columns(['empresa_id', 'id']).execute();

  // Deadline in days from an origin to a destination, per carrier (null: any carrier). The most
  // specific destination wins: city (IBGE) over UF over country.
  await db.schema
    .createTable('rota_prazo_entrega')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('transportador_cnpj', 'text')
    .addColumn('origem_uf', 'text')
    .addColumn('origem_ibge', 'text')
    .addColumn('destino_pais', 'text')
    .addColumn('destino_uf', 'text')
    .addColumn('destino_ibge', 'text')
    .addColumn('prazo_dias', 'integer', (c) => c.notNull().check(sql`prazo_dias >= 0`))
    .addColumn('tipo_dias', 'text', (c) =>
      c
        .notNull()
        .defaultTo('corridos')
        .check(sql`tipo_dias in ('uteis', 'corridos')`),
    )
    .addColumn('ativo', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .createIndex('rota_prazo_entrega_empresa_idx')
    .on('rota_prazo_entrega')
    .column('empresa_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'rota_prazo_entrega',
    'entrega',
    'nota_fiscal',
    'nfe_import_ocorrencia',
    'nfe_import',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
