// The checklist area's predefined scripts (spec 2.8): the support agents' ready answers, per
// company, with the engine's version and authors from the start. Titles are unique per company,
// ignoring case, so the composer never lists two that read the same.
import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('predefined_script')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('titulo', 'text', (c) => c.notNull())
    .addColumn('texto', 'text', (c) => c.notNull())
    .addColumn('ativo', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz')
    .addColumn('updated_by', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .execute();
  await sql`create unique index predefined_script_titulo_uq on predefined_script (empresa_id, lower(titulo))`.execute(
    db,
  );
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('predefined_script').execute();
}
