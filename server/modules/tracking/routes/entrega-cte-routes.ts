// GET /api/tracking/entrega/{id}/cte: the CT-e that carry a delivery's NF-e, linked by the CT-e
// import or by the NF-e import that came after it. A delivery of another company answers 404.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cteSummarySchema } from '../../../../src/domain/tracking/cte/cte-summary';
import { companyEntrega } from './company-entrega';
import { bearer, idParams } from '../../../resources/route-schemas';
import { dataEnvelope } from '../../../services/envelope';

const place = (city: string | null, uf: string | null) =>
  city === null && uf === null ? null : [city, uf].filter(Boolean).join('/');

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

export async function entregaCteRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/entrega/:id/cte',
    {
      onRequest: app.requireRule('tracking'),
      schema: {
        tags: ['tracking', 'entrega'],
        security: bearer,
        summary: 'CT-e que transportam a NF-e da entrega',
        params: idParams,
        response: { 200: dataEnvelope(z.array(cteSummarySchema)) },
      },
    },
    async (request) => {
      const { empresaId } = request.auth;
      const entrega = await companyEntrega(app.db, empresaId, request.params.id);
      const rows = await app.db
        .selectFrom('cteNfe as l')
        .innerJoin('cte as c', 'c.id', 'l.cteId')
        .select([
          'c.id',
          'c.chaveAcesso',
          'c.chaveValida',
          'c.numero',
          'c.serie',
          'c.dataEmissao',
          'c.emitenteNome',
          'c.emitenteCnpj',
          'c.tomadorNome',
          'c.origemMunicipio',
          'c.origemUf',
          'c.destinoMunicipio',
          'c.destinoUf',
          'c.valorPrestacao',
          'c.valorCarga',
          'c.pesoKg',
        ])
        .where('l.notaFiscalId', '=', entrega.notaFiscalId)
        .where('l.empresaId', '=', empresaId)
        .where('c.empresaId', '=', empresaId)
        .orderBy('c.dataEmissao', 'desc')
        .orderBy('c.id', 'desc')
        .execute();
      return {
        isSuccess: true as const,
        data: rows.map((row) => ({
          id: row.id,
          chaveAcesso: row.chaveAcesso,
          chaveValida: row.chaveValida,
          numero: row.numero,
          serie: row.serie,
          dataEmissao: row.dataEmissao === null ? null : new Date(row.dataEmissao).toISOString(),
          emitenteNome: row.emitenteNome,
          emitenteCnpj: row.emitenteCnpj,
          tomadorNome: row.tomadorNome,
          origem: place(row.origemMunicipio, row.origemUf),
          destino: place(row.destinoMunicipio, row.destinoUf),
          valorPrestacao: text(row.valorPrestacao),
          valorCarga: text(row.valorCarga),
          pesoKg: text(row.pesoKg),
        })),
      };
    },
  );
}
