// A delivery with no expected day (no deadline rule matched it) is neither on time nor late:
// entrega_lista's `prazo` says 'semPrazo' for it, so the dashboard shows those apart instead of
// counting them as on time (100 % "No prazo" with no rule at all).
import { type Kysely, sql } from 'kysely';

const prazo = (withoutDeadline: 'semPrazo' | 'noPrazo') => `case
    when v.status in ('cancelada', 'devolvida') then null
    when v.status = 'entregueComAtraso' then 'atrasada'
    when v.data_prevista is null then '${withoutDeadline}'
    when v.status = 'entregue' then
      case when v.data_entrega is not null
        and ((v.data_entrega at time zone 'UTC') - interval '3 hours')::date > v.data_prevista
      then 'atrasada' else 'noPrazo' end
    when v.data_prevista < ((now() at time zone 'UTC') - interval '3 hours')::date then 'atrasada'
    else 'noPrazo'
  end`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const replacePrazo = async (db: Kysely<any>, withoutDeadline: 'semPrazo' | 'noPrazo') => {
  // The view as migration 0008 left it: the earlier view wrapped as `v`, plus `prazo`. Only the
  // expression changes; the wrapped definition is read back and kept.
  const { rows } = await sql<{ def: string }>`
    select pg_get_viewdef('entrega_lista'::regclass, true) as def`.execute(db);
  const current = (rows[0]?.def ?? '').trim().replace(/;$/, '');
  const inner = /FROM\s*\(([\s\S]*)\)\s*v\s*$/i.exec(current)?.[1];
  if (!inner) throw new Error('entrega_lista is not the view migration 0008 made');
  await sql
    .raw(
      `create or replace view entrega_lista as select v.*, (${prazo(withoutDeadline)})::text as prazo from (${inner}) v`,
    )
    .execute(db);
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const up = (db: Kysely<any>) => replacePrazo(db, 'semPrazo');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const down = (db: Kysely<any>) => replacePrazo(db, 'noPrazo');
