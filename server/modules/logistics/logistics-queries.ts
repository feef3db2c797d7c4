// The logistics screens' reads: one statement per screen, every one bound to the signed-in
// company. Trips are the company's loads; a vehicle's state comes from the open load carrying its
// plate (truck or trailer), found through the open loads' partial index (migration 0041) and
// joined by plate, so thousands of vehicles cost one hash join rather than one lookup each.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  fleetPageSchema,
  MONITOR_LIST_SIZE,
  monitorSchema,
  OPEN_CARGO_STATUSES,
  tripPageSchema,
  type FleetPage,
  type Monitor,
  type TripPage,
} from '../../../src/domain/logistics/logistics';
import { normalizePlate } from '../../../src/domain/shipping-company/vehicle-plate';
import { nowUtcMinus3 } from '../../../src/domain/format/date-time';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../resources/list-query';

/** Today's 'yyyy-mm-dd' on the business clock (UTC-3, spec section 9). */
export const businessToday = (now: Date = new Date()): string => nowUtcMinus3(now).toISOString().slice(0, 10);

const OPEN = sql.join(OPEN_CARGO_STATUSES.map((s) => sql.lit(s)));

/** Late: an open load past its arrival day, or a load delivered on a later day than expected. */
const lateExpr = (today: string) => sql<boolean>`(c.entrega_prevista is not null and (
  (c.status in (${OPEN}) and c.entrega_prevista < ${today}::date)
  or (c.status = 'entregue' and (c.status_desde - interval '3 hours')::date > c.entrega_prevista)))`;

export interface TripFilters {
  status?: string | undefined;
  late?: boolean;
  search?: string | undefined;
  page: number;
  pageSize: number;
}

/** A number's prefix, a plate's part or a driver's name's part. */
const tripSearch = (search: string): RawBuilder<boolean> => {
  const parts: RawBuilder<boolean>[] = [sql<boolean>`b.motorista_nome ilike ${containsPattern(search)}`];
  const plate = normalizePlate(search);
  if (/^[A-Z0-9]+$/.test(plate)) parts.push(sql<boolean>`b.placa like ${containsPattern(plate)}`);
  if (/^\d+$/.test(search)) parts.push(sql<boolean>`b.numero::text like ${`${search}%`}`);
  return sql<boolean>`(${sql.join(parts, sql` or `)})`;
};

export async function listTrips(
  db: Kysely<Database>,
  empresaId: number,
  filters: TripFilters,
  today = businessToday(),
): Promise<TripPage> {
  const where: RawBuilder<boolean>[] = [sql<boolean>`true`];
  if (filters.status) where.push(sql<boolean>`b.status = ${filters.status}`);
  if (filters.late) where.push(sql<boolean>`b.atrasada`);
  if (filters.search) where.push(tripSearch(filters.search));
  const offset = (filters.page - 1) * filters.pageSize;
  const { rows } = await sql<Record<string, unknown>>`
    with base as (
      select c.id, c.numero, c.origem_cidade, c.origem_uf, c.destino_cidade, c.destino_uf,
             c.motorista_nome, c.placa, c.status, c.coleta_prevista, c.entrega_prevista,
             ${lateExpr(today)} as atrasada
        from carga c
       where c.empresa_id = ${empresaId}
    ),
    filtered as (select b.* from base b where ${sql.join(where, sql` and `)})
    select
      (select coalesce(json_object_agg(s.status, s.n), '{}') from
         (select status, count(*)::int as n from base group by status) s) as counts,
      (select count(*)::int from base where atrasada) as late_count,
      (select count(*)::int from filtered) as total,
      (select coalesce(json_agg(json_build_object(
          'id', p.id, 'numero', p.numero, 'origemCidade', p.origem_cidade, 'origemUf', p.origem_uf,
          'destinoCidade', p.destino_cidade, 'destinoUf', p.destino_uf,
          'motoristaNome', p.motorista_nome, 'placa', p.placa, 'status', p.status,
          'saida', (select min(h.created_at) from carga_status_historico h
                     where h.carga_id = p.id and h.empresa_id = ${empresaId}
                       and h.estado_novo = 'emTransito'),
          'coletaPrevista', p.coleta_prevista, 'entregaPrevista', p.entrega_prevista,
          'atrasada', p.atrasada) order by p.ord), '[]')
         from (select f.*, row_number() over (
                 order by (f.status in (${OPEN})) desc, f.atrasada desc,
                          f.entrega_prevista asc nulls last, f.numero desc) as ord
                 from filtered f
                order by ord
                limit ${filters.pageSize} offset ${offset}) p) as rows
  `.execute(db);
  const row = rows[0] ?? {};
  return tripPageSchema.parse({
    counts: row.counts,
    lateCount: row.lateCount,
    total: row.total,
    rows: row.rows,
  });
}

/**
 * The company's vehicles with their state: each plate's open load (a truck's plate or one of its
 * trailers'), the one furthest on its way when two carry it. Shared by the fleet and the panel.
 */
const fleetCte = (empresaId: number) => sql`
  open_plates as (
    select distinct on (x.placa) x.placa, c.id as carga_id, c.numero, c.status, c.status_desde,
           c.destino_cidade || '/' || c.destino_uf as destino, c.motorista_nome
      from carga c
      cross join lateral (values (c.placa), (c.placa_reboque1), (c.placa_reboque2), (c.placa_reboque3))
           as x(placa)
     where c.empresa_id = ${empresaId} and c.status in (${OPEN}) and x.placa is not null
     order by x.placa,
              case c.status when 'emTransito' then 0 when 'emDescarga' then 1
                            when 'emCarregamento' then 2 else 3 end,
              c.status_desde desc
  ),
  fleet as (
    select v.id, v.placa, v.reboque, vt.nome as tipo,
           case when not v.ativo then 'inativo'
                when o.status = 'emTransito' then 'emViagem'
                when o.status = 'emCarregamento' then 'carregando'
                when o.status = 'emDescarga' then 'descarregando'
                when o.status = 'aguardandoCarregamento' then 'aguardandoCarregamento'
                else 'disponivel' end as state,
           o.carga_id, o.numero as carga_numero, o.destino, o.motorista_nome, o.status_desde as desde
      from veiculo v
      left join vehicle_type vt on vt.id = v.vehicle_type_id
      left join open_plates o on o.placa = v.placa
     where v.empresa_id = ${empresaId}
  )`;

export interface FleetFilters {
  state?: string | undefined;
  search?: string | undefined;
  page: number;
  pageSize: number;
}

export async function listFleet(
  db: Kysely<Database>,
  empresaId: number,
  filters: FleetFilters,
): Promise<FleetPage> {
  const where: RawBuilder<boolean>[] = [sql<boolean>`true`];
  if (filters.state) where.push(sql<boolean>`f.state = ${filters.state}`);
  if (filters.search)
    where.push(sql<boolean>`f.placa like ${containsPattern(normalizePlate(filters.search))}`);
  const offset = (filters.page - 1) * filters.pageSize;
  const { rows } = await sql<Record<string, unknown>>`
    with ${fleetCte(empresaId)},
    filtered as (select f.* from fleet f where ${sql.join(where, sql` and `)})
    select
      (select coalesce(json_object_agg(s.state, s.n), '{}') from
         (select state, count(*)::int as n from fleet group by state) s) as counts,
      (select count(*)::int from filtered) as total,
      (select coalesce(json_agg(json_build_object(
          'id', p.id, 'placa', p.placa, 'tipo', p.tipo, 'reboque', p.reboque, 'state', p.state,
          'cargaId', p.carga_id, 'cargaNumero', p.carga_numero, 'destino', p.destino,
          'motoristaNome', p.motorista_nome, 'desde', p.desde) order by p.placa), '[]')
         from (select * from filtered order by placa limit ${filters.pageSize} offset ${offset}) p) as rows
  `.execute(db);
  const row = rows[0] ?? {};
  return fleetPageSchema.parse({ counts: row.counts, total: row.total, rows: row.rows });
}

const monitorLoad = sql`json_build_object('id', c.id, 'numero', c.numero,
  'destino', c.destino_cidade || '/' || c.destino_uf, 'placa', c.placa,
  'motoristaNome', c.motorista_nome, 'status', c.status, 'entregaPrevista', c.entrega_prevista,
  'statusDesde', c.status_desde)`;

export async function monitor(
  db: Kysely<Database>,
  empresaId: number,
  today = businessToday(),
): Promise<Monitor> {
  const { rows } = await sql<Record<string, unknown>>`
    with ${fleetCte(empresaId)},
    open_loads as (
      select c.*, ${lateExpr(today)} as atrasada
        from carga c where c.empresa_id = ${empresaId} and c.status in (${OPEN})
    )
    select
      json_build_object(
        'abertas', (select count(*)::int from open_loads),
        'atrasadas', (select count(*)::int from open_loads where atrasada),
        'emTransito', (select count(*)::int from open_loads where status = 'emTransito'),
        'aguardando', (select count(*)::int from open_loads where status = 'aguardandoCarregamento'),
        'veiculos', (select count(*)::int from fleet where state <> 'inativo'),
        'veiculosParados', (select count(*)::int from fleet where state = 'disponivel')
      ) as figures,
      (select coalesce(json_agg(${monitorLoad} order by c.entrega_prevista, c.numero), '[]') from
         (select * from open_loads where atrasada order by entrega_prevista, numero
           limit ${MONITOR_LIST_SIZE}) c) as atrasadas,
      (select coalesce(json_agg(${monitorLoad} order by c.entrega_prevista nulls last, c.numero), '[]') from
         (select * from open_loads where status = 'emTransito'
           order by entrega_prevista nulls last, numero limit ${MONITOR_LIST_SIZE}) c) as em_transito,
      (select coalesce(json_agg(${monitorLoad} order by c.status_desde, c.numero), '[]') from
         (select * from open_loads where status = 'aguardandoCarregamento'
           order by status_desde, numero limit ${MONITOR_LIST_SIZE}) c) as aguardando,
      -- idle trucks before idle trailers: a truck standing still is the first thing to act on
      (select coalesce(json_agg(json_build_object('id', f.id, 'placa', f.placa, 'tipo', f.tipo)
                                order by f.reboque, f.placa), '[]') from
         (select * from fleet where state = 'disponivel' order by reboque, placa
           limit ${MONITOR_LIST_SIZE}) f)
        as veiculos_parados
  `.execute(db);
  const row = rows[0] ?? {};
  return monitorSchema.parse({
    figures: row.figures,
    atrasadas: row.atrasadas,
    emTransito: row.emTransito,
    aguardando: row.aguardando,
    veiculosParados: row.veiculosParados,
  });
}
