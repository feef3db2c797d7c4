// entrega_lista gains `situacao`: 'aberta' for a delivery still on its way (pending or in
// transit), 'concluida' for any other. The dashboard counts the open deliveries whatever their
// issue date and the closed ones of its period, and each of its figures opens the delivery list
// narrowed by this column. Only a column is added: the view as earlier migrations left it is read
// back and wrapped, as migration 0050 does.
import { type Kysely, sql } from 'kysely';

const SITUACAO = `case when v.status in ('pendente', 'emTransito') then 'aberta' else 'concluida' end`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const currentView = async (db: Kysely<any>): Promise<string> => {
  const { rows } = await sql<{ def: string }>`
    select pg_get_viewdef('entrega_lista'::regclass, true) as def`.execute(db);
  return (rows[0]?.def ?? '').trim().replace(/;$/, '');
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const current = await currentView(db);
  await sql
    .raw(
      `create or replace view entrega_lista as select v.*, (${SITUACAO})::text as situacao from (${current}) v`,
    )
    .execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ columns: string }>`
    select string_agg(quote_ident(attname), ', ' order by attnum) as columns from pg_attribute
    where attrelid = 'entrega_lista'::regclass and attnum > 0 and attname <> 'situacao'`.execute(db);
  const current = await currentView(db);
  await sql`drop view entrega_lista`.execute(db);
  await sql
    .raw(`create view entrega_lista as select ${rows[0]?.columns ?? '*'} from (${current}) w`)
    .execute(db);
}
