// The database file store (FILE_STORE=database), shared by every server instance: one row per
// file, owned by a company, and its bytes in chunk rows. The chunks' bytea is stored `external`
// (out of line, not compressed): uploads and proofs are zips, WebP and PDF, which do not compress,
// so trying would only cost time, and reading part of a chunk reads only that part.
//
// A file goes with what owns it: with its company (foreign key), and with its import or proof row
// (trigger), however that row is deleted (a delivery removed takes its proofs, and their files).
// Proof rows name their file by its name alone from now on; the company is the row's own.
import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stored_file')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('stored_file_name_key', ['empresa_id', 'area', 'name'])
    .execute();
  await db.schema
    .createTable('stored_file_chunk')
    .addColumn('file_id', 'bigint', (c) => c.notNull().references('stored_file.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('stored_file_chunk_pkey', ['file_id', 'seq'])
    .execute();
  await sql`alter table stored_file_chunk alter column data set storage external`.execute(db);

  // One function for every owner: the trigger names the area and the owner's column of the name.
  await sql`
    create function stored_file_owner_deleted() returns trigger language plpgsql as $$
    begin
      delete from stored_file
       where empresa_id = old.empresa_id
         and area = tg_argv[0]
         and name = to_jsonb(old) ->> tg_argv[1];
      return null;
    end $$`.execute(db);
  await sql`
    create trigger nfe_import_file_deleted after delete on nfe_import
    for each row execute function stored_file_owner_deleted('imports', 'arquivo_armazenado')`.execute(db);
  await sql`
    create trigger entrega_comprovante_file_deleted after delete on entrega_comprovante
    for each row execute function stored_file_owner_deleted('comprovantes', 'arquivo')`.execute(db);

  // '<empresa>/<uuid>.webp' becomes '<uuid>.webp': the local store keeps the same path for it.
  await sql`update entrega_comprovante set arquivo = split_part(arquivo, '/', 2) where arquivo like '%/%'`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`update entrega_comprovante set arquivo = empresa_id || '/' || arquivo where arquivo not like '%/%'`.execute(
    db,
  );
  await sql`drop trigger if exists entrega_comprovante_file_deleted on entrega_comprovante`.execute(db);
  await sql`drop trigger if exists nfe_import_file_deleted on nfe_import`.execute(db);
  await sql`drop function if exists stored_file_owner_deleted()`.execute(db);
  await db.schema.dropTable('stored_file_chunk').ifExists().execute();
  await db.schema.dropTable('stored_file').ifExists().execute();
}
