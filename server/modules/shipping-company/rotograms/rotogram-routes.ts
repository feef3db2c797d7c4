// A rotogram's stops and a load's rotogram (rule shipper: tracking plus accessLoads):
//   GET /api/tracking/rotogram/{id}/stops → the stops in order
//   PUT /api/tracking/rotogram/{id}/stops → replaces them all, in the order sent (one transaction)
//   GET /api/tracking/cargo/{id}/rotogram → the company's active rotogram whose origin and
//       destination (city without case or accents, and UF) are the load's, with its stops; 404
//       'Não existe rotograma criado para a origem e destino desta carga!' when there is none
// A rotogram or load of another company is not found.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import {
  cargoRotogramSchema,
  rotogramStopSchema,
  rotogramStopsInput,
  type RotogramStop,
} from '../../../../src/domain/shipping-company/rotogram-stops';
import type { Database } from '../../../db/schema';
import { refuse } from '../../../errors';
import { bearer, idParams } from '../../../resources/route-schemas';
import { dataEnvelope } from '../../../services/envelope';
import { folded } from './folded-text';

const tags = ['shippingCompany', 'rotogram'];
const stopsAnswer = dataEnvelope(z.object({ paradas: z.array(rotogramStopSchema) }));

async function stopsOf(
  db: Kysely<Database>,
  empresaId: number,
  rotogramaId: number,
): Promise<RotogramStop[]> {
  return db
    .selectFrom('rotogramaParada')
    .select(['ordem', 'nome', 'endereco', 'distanciaKm', 'tempoPrevistoMin'])
    .where('empresaId', '=', empresaId)
    .where('rotogramaId', '=', rotogramaId)
    .orderBy('ordem')
    .execute();
}

const rotogramNotFound = () => refuse(404, { id: 'error.notFound' });

export async function rotogramRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireRule('shipper');

  /** The company's rotogram, locked for a change of its stops when `lock`. */
  const ownRotogram = (db: Kysely<Database>, empresaId: number, id: number) =>
    db.selectFrom('rotograma').select('id').where('empresaId', '=', empresaId).where('id', '=', id);

  routes.get(
    '/rotogram/:id/stops',
    {
      onRequest,
      schema: {
        tags,
        security: bearer,
        summary: 'As paradas do rotograma, em ordem',
        params: idParams,
        response: { 200: stopsAnswer },
      },
    },
    async (request) => {
      const { empresaId } = request.auth;
      if (!(await ownRotogram(app.db, empresaId, request.params.id).executeTakeFirst()))
        throw rotogramNotFound();
      return {
        isSuccess: true as const,
        data: { paradas: await stopsOf(app.db, empresaId, request.params.id) },
      };
    },
  );

  routes.put(
    '/rotogram/:id/stops',
    {
      onRequest,
      schema: {
        tags,
        security: bearer,
        summary: 'Substitui as paradas do rotograma pelas enviadas, na ordem enviada',
        params: idParams,
        body: rotogramStopsInput,
        response: { 200: stopsAnswer },
      },
    },
    async (request) => {
      const { empresaId, userId } = request.auth;
      const { id } = request.params;
      const paradas = await app.db.transaction().execute(async (trx) => {
        if (!(await ownRotogram(trx, empresaId, id).forUpdate().executeTakeFirst())) throw rotogramNotFound();
        await trx
          .deleteFrom('rotogramaParada')
          .where('empresaId', '=', empresaId)
          .where('rotogramaId', '=', id)
          .execute();
        if (request.body.paradas.length > 0) {
          await trx
            .insertInto('rotogramaParada')
            .values(
              request.body.paradas.map((stop, index) => ({
                ...stop,
                empresaId,
                rotogramaId: id,
                ordem: index + 1,
              })),
            )
            .execute();
        }
        // The rotogram changed: a new version, by whom and when.
        await trx
          .updateTable('rotograma')
          .set((eb) => ({ version: eb('version', '+', 1), updatedAt: sql`now()`, updatedBy: userId }))
          .where('empresaId', '=', empresaId)
          .where('id', '=', id)
          .execute();
        return stopsOf(trx, empresaId, id);
      });
      return { isSuccess: true as const, data: { paradas } };
    },
  );

  routes.get(
    '/cargo/:id/rotogram',
    {
      onRequest,
      schema: {
        tags,
        security: bearer,
        summary: 'O rotograma da origem e do destino da carga, com as paradas',
        params: idParams,
        response: { 200: dataEnvelope(cargoRotogramSchema) },
      },
    },
    async (request) => {
      const { empresaId } = request.auth;
      const carga = await app.db
        .selectFrom('carga')
        .select(['id', 'numero', 'origemCidade', 'origemUf', 'destinoCidade', 'destinoUf'])
        .where('empresaId', '=', empresaId)
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!carga) throw refuse(404, { id: 'cargo.error.notFound' });
      const rotograma = await app.db
        .selectFrom('rotograma')
        .select(['id', 'nome', 'origemCidade', 'origemUf', 'destinoCidade', 'destinoUf'])
        .where('empresaId', '=', empresaId)
        .where('ativo', '=', true)
        .where(folded(sql.ref('origem_cidade')), '=', folded(sql`${carga.origemCidade.trim()}`))
        .where('origemUf', '=', carga.origemUf)
        .where(folded(sql.ref('destino_cidade')), '=', folded(sql`${carga.destinoCidade.trim()}`))
        .where('destinoUf', '=', carga.destinoUf)
        .orderBy('id')
        .executeTakeFirst();
      if (!rotograma) throw refuse(404, { id: 'cargo.error.noRotogram' });
      return {
        isSuccess: true as const,
        data: {
          rotograma,
          carga: { id: carga.id, numero: carga.numero },
          paradas: await stopsOf(app.db, empresaId, rotograma.id),
        },
      };
    },
  );
}
