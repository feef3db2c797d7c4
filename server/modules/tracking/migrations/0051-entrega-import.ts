// The delivery list can be narrowed to the deliveries one NF-e import created (the import screens
// link to it): entrega_lista gains `import_id`, the import that brought in the delivery's NF-e
// (nota_fiscal.import_id, kept when a later import updates the note). The view as it stands is
// wrapped, whatever earlier migrations made of it, and the note is joined once more by its primary
// key with a left join, which PostgreSQL drops from every list query that does not read the
// column; an index on (empresa_id, import_id) finds one import's notes.
import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const viewDefinition = async (db: Kysely<any>) => {
  const { rows } = await sql<{ def: string }>`
    select pg_get_viewdef('entrega_lista'::regclass, true) as def`.execute(db);
  return (rows[0]?.def ?? '').trim().replace(/;$/, '');
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const current = await viewDefinition(db);
  await sql
    .raw(
      `create or replace view entrega_lista as
       select d.*, nf.import_id
       from (${current}) d
       left join nota_fiscal nf on nf.id = d.nota_fiscal_id`,
    )
    .execute(db);
  await db.schema
    .createIndex('nota_fiscal_empresa_import_idx')
    .on('nota_fiscal')
    .columns(['empresa_id', 'import_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('nota_fiscal_empresa_import_idx').ifExists().execute();
  const current = await viewDefinition(db);
  const inner = /FROM\s*\(([\s\S]*)\)\s*d\s+LEFT JOIN\s+nota_fiscal\s+nf\b[\s\S]*$/i.exec(current)?.[1];
  if (!inner) throw new Error('entrega_lista is not the view migration 0051 made');
  // A view cannot lose a column in place.
  await sql`drop view entrega_lista`.execute(db);
  await sql.raw(`create view entrega_lista as ${inner}`).execute(db);
}
