// Delivery occurrences (EDI OCOREN): the standard PROCEDA code table, each shipper company's
// mapping of a carrier's codes, the occurrences recorded on deliveries, and the index that finds a
// delivery by its NF-e as the OCOREN names it (issuer CNPJ, series, number).
import { type Kysely, sql } from 'kysely';
import { ENTREGA_STATUSES } from '../../../../src/domain/tracking/entrega/entrega-status';
import { PROCEDA_CODES } from '../../../../src/domain/tracking/ocorrencia/proceda-codes';

const statusCheck = (column: string) =>
  sql.raw(`${column} in (${ENTREGA_STATUSES.map((status) => `'${status}'`).join(', ')})`);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One table for every company: the codes are PROCEDA's, not a company's (their own codes go in
  // the mapping below). The statuses are seeded from src/domain/tracking/ocorrencia/proceda-codes.ts.
  await db.schema
    .createTable('tabela_ocorrencia_proceda')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('codigo', 'integer', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`codigo between 0 and 999`),
    )
    .addColumn('descricao', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(statusCheck('status')))
    .execute();
  await db
    .insertInto('tabela_ocorrencia_proceda')
    .values(PROCEDA_CODES.map(({ codigo, descricao, status }) => ({ codigo, descricao, status })))
    .execute();

  // A carrier's code as one shipper company reads it. transportador_cnpj '' is "any carrier";
  // a carrier's own row wins over it.
  await db.schema
    .createTable('tabela_ocorrencia_de_para')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('transportador_cnpj', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('codigo_transportador', 'integer', (c) =>
      c.notNull().check(sql`codigo_transportador between 0 and 999`),
    )
    .addColumn('codigo_embarcador', 'text', (c) => c.notNull())
    .addColumn('descricao', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(statusCheck('status')))
    .addColumn('ativo', 'boolean', (c) => c.notNull().defaultTo(true))
    .addUniqueConstraint('tabela_ocorrencia_de_para_codigo_uq', [
      'empresa_id',
      'transportador_cnpj',
      'codigo_transportador',
    ])
    .execute();

  await db.schema
    .createTable('entrega_ocorrencia')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('entrega_id', 'integer', (c) => c.notNull().references('entrega.id').onDelete('cascade'))
    .addColumn('import_id', 'integer', (c) => c.references('nfe_import.id').onDelete('set null'))
    .addColumn('transportador_cnpj', 'text')
    /** The carrier's code as the file gives it. */
    .addColumn('codigo', 'integer', (c) => c.notNull())
    /** The shipper's code it maps to, when the company has a mapping for it. */
    .addColumn('codigo_embarcador', 'text')
    .addColumn('descricao', 'text', (c) => c.notNull())
    /** The delivery status the code means. */
    .addColumn('status', 'text', (c) => c.notNull().check(statusCheck('status')))
    .addColumn('data_ocorrencia', 'timestamptz', (c) => c.notNull())
    .addColumn('codigo_observacao', 'integer')
    .addColumn('texto', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // A resent file (carriers resend whole days) must not record an occurrence twice.
    .addUniqueConstraint('entrega_ocorrencia_uq', ['entrega_id', 'codigo', 'data_ocorrencia'])
    .execute();
  await db.schema
    .createIndex('entrega_ocorrencia_empresa_entrega_idx')
    .on('entrega_ocorrencia')
    .columns(['empresa_id', 'entrega_id', 'data_ocorrencia'])
    .execute();

  // NF-e numbers and series are written without leading zeros (the NF-e schema forbids them),
  // so the OCOREN's numbers, stripped of theirs, compare as text and reach this index.
  await db.schema
    .createIndex('nota_fiscal_empresa_emitente_numero_idx')
    .on('nota_fiscal')
    .columns(['empresa_id', 'emitente_cnpj_cpf', 'numero'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('nota_fiscal_empresa_emitente_numero_idx').execute();
  await db.schema.dropTable('entrega_ocorrencia').execute();
  await db.schema.dropTable('tabela_ocorrencia_de_para').execute();
  await db.schema.dropTable('tabela_ocorrencia_proceda').execute();
}
