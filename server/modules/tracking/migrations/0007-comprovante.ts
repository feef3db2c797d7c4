// Proofs of delivery (/entrega/comprovante): one row per stored file of a signed receipt, tied to
// its delivery by the NF-e access key read from the barcode or typed by the user. The file lives
// under DATA_DIR (`arquivo` is its name there, never the uploaded one).
import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('entrega_comprovante')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('entrega_id', 'integer', (c) => c.notNull().references('entrega.id').onDelete('cascade'))
    .addColumn('arquivo', 'text', (c) => c.notNull().unique())
    .addColumn('tipo', 'text', (c) => c.notNull().check(sql`tipo in ('image/webp', 'application/pdf')`))
    .addColumn('tamanho', 'integer', (c) => c.notNull())
    .addColumn('nome_original', 'text', (c) => c.notNull())
    .addColumn('chave_acesso', 'text', (c) => c.notNull())
    .addColumn('origem', 'text', (c) => c.notNull().check(sql`origem in ('barcode', 'digitada')`))
    .addColumn('usuario_id', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A delivery's proofs, newest first, always within the token's company.
  await db.schema
    .createIndex('entrega_comprovante_entrega_idx')
    .on('entrega_comprovante')
    .columns(['empresa_id', 'entrega_id', 'id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('entrega_comprovante').ifExists().execute();
}
