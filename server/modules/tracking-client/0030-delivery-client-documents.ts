// The documents (CNPJ or CPF, digits only) a delivery client is linked to: the client sees the
// deliveries of its company addressed to any of them, and nothing else. One client may hold several
// documents, and one document may be followed by several clients of the same company.
import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cliente_entrega_documento')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('usuario_id', 'integer', (c) => c.notNull().references('usuario.id').onDelete('cascade'))
    .addColumn('documento', 'text', (c) => c.notNull().check(sql`documento ~ '^([0-9]{11}|[0-9]{14})$'`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('cliente_entrega_documento_key', ['usuario_id', 'documento'])
    .execute();
  // The portal's reads go from a client's documents to the notes addressed to them.
  await db.schema
    .createIndex('nota_fiscal_empresa_destinatario_idx')
    .on('nota_fiscal')
    .columns(['empresa_id', 'destinatario_cnpj_cpf'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('nota_fiscal_empresa_destinatario_idx').ifExists().execute();
  await db.schema.dropTable('cliente_entrega_documento').ifExists().execute();
}
