// The demo company as a logistics company, so every logistics screen is alive on a fresh
// `npm start`: it is marked as one (the /shlog screens answer only there), its loads on the road
// get the move that sent them (the trips' departure), a few open loads are past their arrival day
// (the late ones), a few trucks carry no load (the idle vehicles), and the Frete Rápido address is
// filled in without a token, which only the company's own contract gives.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { businessToday } from './logistics-queries';

const DAY_MS = 86_400_000;
const IDLE_TRUCKS = ['RTA1A01', 'RTA2B02', 'RTA3C03', 'RTA4D04', 'RTA5E05'];
export const DEMO_FRETE_RAPIDO_URL = 'https://freterapido.com/api/external/embarcador/v1';

export async function seedDemoLogistics(
  trx: Transaction<Database>,
  empresaId: number,
  now: Date = new Date(),
): Promise<void> {
  await trx.updateTable('empresa').set({ logisticaEspecial: true }).where('id', '=', empresaId).execute();
  await trx
    .insertInto('logisticaConfig')
    .values({ empresaId, freteRapidoUrl: DEMO_FRETE_RAPIDO_URL })
    .onConflict((oc) => oc.column('empresaId').doNothing())
    .execute();

  // The move that put each load on the road, at the moment it entered its status.
  const onTheRoad = await trx
    .selectFrom('carga')
    .select(['id', 'statusDesde'])
    .where('empresaId', '=', empresaId)
    .where('status', '=', 'emTransito')
    .orderBy('id')
    .execute();
  if (onTheRoad.length > 0) {
    await trx
      .insertInto('cargaStatusHistorico')
      .values(
        onTheRoad.map((row) => ({
          empresaId,
          cargaId: row.id,
          usuarioId: null,
          evento: 'carga.emTransito',
          estadoAnterior: 'emCarregamento',
          estadoNovo: 'emTransito',
          createdAt: row.statusDesde,
        })),
      )
      .execute();
  }

  // Three loads on the road and one waiting, one to four days past their arrival day.
  const today = Date.parse(`${businessToday(now)}T00:00:00Z`);
  const late = [...onTheRoad.slice(0, 3).map((row) => row.id)];
  const waiting = await trx
    .selectFrom('carga')
    .select('id')
    .where('empresaId', '=', empresaId)
    .where('status', '=', 'aguardandoCarregamento')
    .orderBy('id')
    .limit(1)
    .execute();
  late.push(...waiting.map((row) => row.id));
  for (const [index, id] of late.entries()) {
    const day = new Date(today - (index + 1) * DAY_MS).toISOString().slice(0, 10);
    await trx
      .updateTable('carga')
      .set({ entregaPrevista: day, coletaPrevista: sql<string>`least(coleta_prevista, ${day}::date)` })
      .where('id', '=', id)
      .where('empresaId', '=', empresaId)
      .execute();
  }

  const truck = await trx
    .selectFrom('vehicleType')
    .select('id')
    .where('empresaId', '=', empresaId)
    .where('nome', '=', 'Truck')
    .executeTakeFirst();
  await trx
    .insertInto('veiculo')
    .values(
      IDLE_TRUCKS.map((placa) => ({ empresaId, placa, reboque: false, vehicleTypeId: truck?.id ?? null })),
    )
    .onConflict((oc) => oc.columns(['empresaId', 'placa']).doNothing())
    .execute();
}
