// The tracking dashboard and the saved filter sets of the delivery list.
// - entrega_lista gains `prazo`: 'atrasada' (late) or 'noPrazo' (on time), null for returned and
//   cancelled deliveries, so the list can be filtered by it and the dashboard counts it with the
//   very same expression.
// - filtro_salvo keeps a user's named filter sets of the delivery list, per company.
import { type Kysely, sql } from 'kysely';

/**
 * Late: still open after its expected day, delivered after it, or marked delivered late by an
 * occurrence. Days are business days of UTC-3 (spec section 9), like the list's date filters.
 */
const PRAZO = `case
    when v.status in ('cancelada', 'devolvida') then null
    when v.status = 'entregueComAtraso' then 'atrasada'
    when v.data_prevista is null then 'noPrazo'
    when v.status = 'entregue' then
      case when v.data_entrega is not null
        and ((v.data_entrega at time zone 'UTC') - interval '3 hours')::date > v.data_prevista
      then 'atrasada' else 'noPrazo' end
    when v.data_prevista < ((now() at time zone 'UTC') - interval '3 hours')::date then 'atrasada'
    else 'noPrazo'
  end`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const viewDefinition = async (db: Kysely<any>): Promise<string> => {
  const { rows } = await sql<{
    def: string;
  }>`select pg_get_viewdef('entrega_lista'::regclass, true) as def`.execute(db);
  return (rows[0]?.def ?? '').trim().replace(/;$/, '');
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Wraps the view as earlier migrations left it, whatever columns they gave it, and appends
  // `prazo`; the planner flattens the subquery, so the list keeps its indexes.
  const current = await viewDefinition(db);
  await sql
    .raw(`create or replace view entrega_lista as select v.*, (${PRAZO})::text as prazo from (${current}) v`)
    .execute(db);

  // No index of its own for the dashboard: its period is read through nota_fiscal's
  // (empresa_id, data_emissao) of migration 0002 (measured in docs/PERFORMANCE.md; a covering
  // index with the UF, or one on entrega with status and dates, did not change the plans).

  await db.schema
    .createTable('filtro_salvo')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('usuario_id', 'integer', (c) => c.notNull().references('usuario.id').onDelete('cascade'))
    .addColumn('nome', 'text', (c) => c.notNull())
    // The list's query parameters as { name: value }; validated against the resource's filters.
    .addColumn('filtros', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('filtro_salvo_dono_nome_idx')
    .unique()
    .on('filtro_salvo')
    .columns(['empresa_id', 'usuario_id', 'nome'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('filtro_salvo').ifExists().execute();
  // The view without `prazo`: its columns but the last, read from the catalogue.
  const { rows } = await sql<{ name: string }>`
    select attname as name from pg_attribute
    where attrelid = 'entrega_lista'::regclass and attnum > 0 and attname <> 'prazo'
    order by attnum`.execute(db);
  const current = await viewDefinition(db);
  const columns = rows.map((r) => `w.${r.name}`).join(', ');
  await sql`drop view entrega_lista`.execute(db);
  await sql.raw(`create view entrega_lista as select ${columns} from (${current}) w`).execute(db);
}
