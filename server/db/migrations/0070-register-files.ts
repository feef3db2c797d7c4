// Files of the registers' file fields (the resource engine's 'file' kind), a company's logo the
// first of them. An upload writes the bytes to the file store (area 'registers') and one row here;
// a record names the row's id. The row goes with its company, and its bytes with the row (the
// trigger of migration 0013); rows no record names are swept (server/resources/files).
// A company's logo was a data URL in empresa.logo_url, sent in every sign-in answer: it becomes a
// file here. logo_url stays for logos saved before, shown until one is uploaded.
import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('register_file')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    /** The register and field it was uploaded for: a record's write accepts it only there. */
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    /** `<id>.<extension>` in the file store. */
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    /** The uploader's name for it, cleaned: shown, never used as a path or a header. */
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('public', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_by', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('register_file_created_at').on('register_file').column('created_at').execute();
  await sql`
    create trigger register_file_deleted after delete on register_file
    for each row execute function stored_file_owner_deleted('registers', 'name')`.execute(db);
  await db.schema
    .alterTable('empresa')
    .addColumn('logo', 'uuid', (c) => c.references('register_file.id').onDelete('set null'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('empresa').dropColumn('logo').execute();
  await sql`drop trigger if exists register_file_deleted on register_file`.execute(db);
  await db.schema.dropTable('register_file').execute();
}
