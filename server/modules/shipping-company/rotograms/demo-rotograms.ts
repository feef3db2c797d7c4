// Rotograms of the demo company for the routes its loads run most, so a load's rotogram screen
// shows a planned route on a fresh start (and the others show the spec's "no rotogram" message).
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

const ROUTES = 3;

/** Stops along a route: a fuel stop, the highway scale and a rest area, from the origin on. */
const stopsBetween = (origem: string, destino: string) => [
  {
    nome: `Posto de abastecimento na saída de ${origem}`,
    endereco: `Rodovia de acesso, km 12, ${origem}`,
    distanciaKm: '12.0',
    tempoPrevistoMin: 25,
  },
  {
    nome: 'Balança rodoviária',
    endereco: 'Posto de pesagem da rodovia, km 148',
    distanciaKm: '136.5',
    tempoPrevistoMin: 120,
  },
  {
    nome: 'Ponto de parada e descanso',
    endereco: `Área de descanso antes de ${destino}, km 310`,
    distanciaKm: '162.0',
    tempoPrevistoMin: 150,
  },
];

export async function seedDemoRotograms(trx: Transaction<Database>, empresaId: number): Promise<void> {
  const routes = await trx
    .selectFrom('carga')
    .select([
      'origemCidade',
      'origemUf',
      'destinoCidade',
      'destinoUf',
      (eb) => eb.fn.countAll<number>().as('n'),
    ])
    .where('empresaId', '=', empresaId)
    .groupBy(['origemCidade', 'origemUf', 'destinoCidade', 'destinoUf'])
    .orderBy('n', 'desc')
    .orderBy('origemCidade')
    .orderBy('destinoCidade')
    .limit(ROUTES)
    .execute();
  for (const route of routes) {
    const { id } = await trx
      .insertInto('rotograma')
      .values({
        empresaId,
        nome: `${route.origemCidade} → ${route.destinoCidade}`,
        origemCidade: route.origemCidade,
        origemUf: route.origemUf,
        destinoCidade: route.destinoCidade,
        destinoUf: route.destinoUf,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('rotogramaParada')
      .values(
        stopsBetween(route.origemCidade, route.destinoCidade).map((stop, index) => ({
          ...stop,
          empresaId,
          rotogramaId: id,
          ordem: index + 1,
        })),
      )
      .execute();
  }
}
