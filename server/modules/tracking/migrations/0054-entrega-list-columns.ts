// The delivery list's everyday columns: the last occurrence (code, text, day), the CT-e that
// carries the NF-e and the days late, beside the shipper and the carrier the view already has.
//
// The last occurrence and the CT-e are kept on the delivery (`ultima_ocorrencia_id`, `cte_id`)
// by triggers, rather than looked up per row by the view: a page then reads each one by its
// primary key, and the list's total, which selects none of them, drops the joins altogether
// (PostgreSQL removes a left join to a unique key whose columns are not used), so counting
// 100,000 deliveries costs what it cost before. Triggers, because occurrences are written by the
// OCOREN import, the occurrence screen and the status machine, and CT-e links by two imports:
// one rule in the database keeps every writer right.
import { type Kysely, sql } from 'kysely';

/** Days late: open past its expected day (counted to today), or delivered after it, in UTC-3. */
const DIAS_ATRASO = `case when v.prazo = 'atrasada' and v.data_prevista is not null then
    greatest(0, (coalesce(v.data_entrega, now()) at time zone 'UTC' - interval '3 hours')::date - v.data_prevista)
  end`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const viewDefinition = async (db: Kysely<any>): Promise<string> => {
  const { rows } = await sql<{ def: string }>`
    select pg_get_viewdef('entrega_lista'::regclass, true) as def`.execute(db);
  return (rows[0]?.def ?? '').trim().replace(/;$/, '');
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table entrega add column ultima_ocorrencia_id bigint, add column cte_id integer`.execute(
    db,
  );

  // The newest occurrence of a delivery (by its date, then by id), read backwards from the
  // (empresa_id, entrega_id, data_ocorrencia) index of migration 0005.
  await sql`
    create function entrega_ultima_ocorrencia(p_entrega integer) returns void language plpgsql as $$
    begin
      update entrega e set ultima_ocorrencia_id = last.id
      from (select (select o.id from entrega_ocorrencia o
                    where o.empresa_id = x.empresa_id and o.entrega_id = x.id
                    order by o.data_ocorrencia desc, o.id desc limit 1) as id
            from entrega x where x.id = p_entrega) last
      where e.id = p_entrega and e.ultima_ocorrencia_id is distinct from last.id;
    end $$`.execute(db);
  await sql`
    create function entrega_ocorrencia_changed() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then perform entrega_ultima_ocorrencia(old.entrega_id); end if;
      if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.entrega_id <> old.entrega_id
          or new.data_ocorrencia <> old.data_ocorrencia) then
        perform entrega_ultima_ocorrencia(new.entrega_id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger entrega_ocorrencia_ultima after insert or update or delete on entrega_ocorrencia
    for each row execute function entrega_ocorrencia_changed()`.execute(db);

  // The newest CT-e carrying an NF-e (cte_nfe_nota_idx of migration 0004).
  await sql`
    create function entrega_cte_of(p_nota integer) returns integer language sql stable as $$
      select c.id from cte_nfe l join cte c on c.id = l.cte_id
      where l.nota_fiscal_id = p_nota and c.empresa_id = l.empresa_id
      order by c.data_emissao desc nulls last, c.id desc limit 1
    $$`.execute(db);
  await sql`
    create function cte_nfe_changed() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' and old.nota_fiscal_id is not null then
        update entrega e set cte_id = entrega_cte_of(e.nota_fiscal_id)
        where e.nota_fiscal_id = old.nota_fiscal_id;
      end if;
      if tg_op <> 'DELETE' and new.nota_fiscal_id is not null then
        update entrega e set cte_id = entrega_cte_of(e.nota_fiscal_id)
        where e.nota_fiscal_id = new.nota_fiscal_id and e.cte_id is distinct from entrega_cte_of(e.nota_fiscal_id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger cte_nfe_entrega_cte after insert or update or delete on cte_nfe
    for each row execute function cte_nfe_changed()`.execute(db);
  // A delivery created after its CT-e (the NF-e arrived second) starts with it.
  await sql`
    create function entrega_created() returns trigger language plpgsql as $$
    begin
      new.cte_id := entrega_cte_of(new.nota_fiscal_id);
      return new;
    end $$`.execute(db);
  await sql`
    create trigger entrega_cte_at_insert before insert on entrega
    for each row execute function entrega_created()`.execute(db);

  // Deliveries already stored.
  await sql`update entrega e set cte_id = entrega_cte_of(e.nota_fiscal_id)
    where exists (select 1 from cte_nfe l where l.nota_fiscal_id = e.nota_fiscal_id)`.execute(db);
  await sql`update entrega e set ultima_ocorrencia_id = (
      select o.id from entrega_ocorrencia o where o.empresa_id = e.empresa_id and o.entrega_id = e.id
      order by o.data_ocorrencia desc, o.id desc limit 1)
    where exists (select 1 from entrega_ocorrencia o where o.entrega_id = e.id)`.execute(db);

  // The view as earlier migrations left it, wrapped as `v` (as 0008 did), with the new columns
  // appended; `x` reaches the delivery's two new keys.
  const current = await viewDefinition(db);
  await sql
    .raw(
      `create or replace view entrega_lista as
      select v.*,
        o.codigo as ultima_ocorrencia_codigo, o.descricao as ultima_ocorrencia_descricao,
        o.data_ocorrencia as ultima_ocorrencia_data,
        c.numero as cte_numero, c.serie as cte_serie,
        (${DIAS_ATRASO})::integer as dias_atraso
      from (${current}) v
      left join entrega x on x.id = v.id
      left join entrega_ocorrencia o on o.id = x.ultima_ocorrencia_id
      left join cte c on c.id = x.cte_id`,
    )
    .execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const current = await viewDefinition(db);
  const inner = /FROM\s*\(([\s\S]*)\)\s*v\s+LEFT JOIN entrega x/i.exec(current)?.[1];
  if (!inner) throw new Error('entrega_lista is not the view migration 0054 made');
  await sql`drop view entrega_lista`.execute(db);
  await sql.raw(`create view entrega_lista as ${inner}`).execute(db);
  await sql`drop trigger entrega_cte_at_insert on entrega`.execute(db);
  await sql`drop trigger cte_nfe_entrega_cte on cte_nfe`.execute(db);
  await sql`drop trigger entrega_ocorrencia_ultima on entrega_ocorrencia`.execute(db);
  await sql`drop function entrega_created()`.execute(db);
  await sql`drop function cte_nfe_changed()`.execute(db);
  await sql`drop function entrega_cte_of(integer)`.execute(db);
  await sql`drop function entrega_ocorrencia_changed()`.execute(db);
  await sql`drop function entrega_ultima_ocorrencia(integer)`.execute(db);
  await sql`alter table entrega drop column ultima_ocorrencia_id, drop column cte_id`.execute(db);
}
