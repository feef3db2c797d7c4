// GET /api/tracking/municipios and /api/tracking/rotaPrazoEntrega/transportadoras: what the
// deadline form's city and carrier pickers offer. Its edit of many rows at once is the engine's
// (the declaration's editMultiple; the recomputation is its afterEditMultiple hook).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  municipioQuery,
  municipioSchema,
  transportadoraQuery,
  transportadoraSchema,
} from '../../../../src/domain/tracking/rota-prazo/route-pickers';
import { searchMunicipios } from '../rota-prazo/municipios';
import { rotaPrazoEntregaResource } from '../../../../src/domain/tracking/resources/rota-prazo-entrega';
import { bearer } from '../../../resources/route-schemas';
import { dataEnvelope } from '../../../services/envelope';

const CARRIERS_LIMIT = 50;

export async function rotaPrazoRoutes(app: FastifyInstance) {
  const def = rotaPrazoEntregaResource;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/municipios',
    {
      onRequest: app.requireRule(def.permission),
      schema: {
        tags: [def.service, def.name],
        security: bearer,
        summary: 'Municípios do IBGE pelo nome, pela UF ou pelo código',
        querystring: municipioQuery,
        response: { 200: dataEnvelope(z.array(municipioSchema)) },
      },
    },
    async (request) => ({ isSuccess: true as const, data: searchMunicipios(request.query) }),
  );

  routes.get(
    `/${def.name}/transportadoras`,
    {
      onRequest: app.requireRule(def.permission),
      schema: {
        tags: [def.service, def.name],
        security: bearer,
        summary: 'Transportadoras (CNPJ e nome) das NF-e e dos CT-e da empresa',
        querystring: transportadoraQuery,
        response: { 200: dataEnvelope(z.array(transportadoraSchema)) },
      },
    },
    async (request) => {
      const { empresaId } = request.auth;
      const busca = request.query.busca.toLowerCase();
      const digits = busca.replace(/\D/g, '');
      // The NF-e's carrier (transp) and the CT-e's issuer, which is the carrier; CNPJs only.
      const carriers = app.db
        .selectFrom('notaFiscal')
        .select(['transportadorCnpjCpf as cnpj', 'transportadorNome as nome'])
        .where('empresaId', '=', empresaId)
        .where(sql<boolean>`transportador_cnpj_cpf ~ '^[0-9]{14}$'`)
        .unionAll(
          app.db
            .selectFrom('cte')
            .select(['emitenteCnpj as cnpj', 'emitenteNome as nome'])
            .where('empresaId', '=', empresaId)
            .where(sql<boolean>`emitente_cnpj ~ '^[0-9]{14}$'`),
        );
      const rows = await app.db
        .selectFrom(carriers.as('t'))
        .select(['t.cnpj', (eb) => eb.fn.max('t.nome').as('nome')])
        .$if(busca !== '', (q) =>
          q.where((eb) =>
            eb.or([
              ...(digits !== '' ? [eb('t.cnpj', 'like', `${digits}%`)] : []),
              eb(sql`lower(t.nome)`, 'like', `%${busca.replace(/[\\%_]/g, '\\$&')}%`),
            ]),
          ),
        )
        .groupBy('t.cnpj')
        .orderBy(sql`max(t.nome)`)
        .orderBy('t.cnpj')
        .limit(CARRIERS_LIMIT)
        .execute();
      return {
        isSuccess: true as const,
        data: rows.map((row) => ({ cnpj: row.cnpj ?? '', nome: row.nome ?? null })),
      };
    },
  );
}
