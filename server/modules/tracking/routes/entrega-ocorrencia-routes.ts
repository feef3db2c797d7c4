// Recording a delivery's occurrences, for the signed-in company only:
//   GET  /api/tracking/entregaOcorrencia/codigos → the codes the company may record
//   POST /api/tracking/entregaOcorrencia         → records one occurrence on 1 to 500 deliveries
// One delivery's occurrences are listed by the engine (GET /api/tracking/entregaOcorrencia
// ?parentId={entregaId}: src/domain/tracking/resources/entrega-ocorrencia.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  occurrenceCodeSchema,
  recordOccurrenceAnswerSchema,
  recordOccurrenceRequestSchema,
  type OccurrenceCode,
} from '../../../../src/domain/tracking/ocorrencia/record-occurrence';
import { businessToday } from '../../../../src/domain/tracking/entrega/overdue';
import { occurrenceEvent } from '../../../../src/machines/entrega-occurrence-event';
import { refuse } from '../../../errors';
import { applyMachineEvent } from '../../../machines/apply-machine-event';
import type { OutboxEntry } from '../../../machines/machine-outbox';
import { publishMachineChanges } from '../../../machines/publish-machine-changes';
import { loadCodeTables } from '../imports/ocoren/ocoren-writer';
import {
  normalizeCarrierCode,
  procedaNumberOf,
} from '../../../../src/domain/tracking/ocorrencia/carrier-code';
import { entregaRecord } from '../machines/entrega-record';
import { bearer } from '../../../resources/route-schemas';
import { dataEnvelope } from '../../../services/envelope';

const tags = ['tracking', 'entregaOcorrencia'];

export async function entregaOcorrenciaRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/entregaOcorrencia/codigos',
    {
      onRequest: app.requireRule('tracking'),
      schema: {
        tags,
        security: bearer,
        summary: 'Códigos de ocorrência que a empresa pode registrar: seu de-para sobre a tabela PROCEDA',
        response: { 200: dataEnvelope(z.array(occurrenceCodeSchema)) },
      },
    },
    async (request) => {
      const { empresaId } = request.auth;
      const [own, standard] = await Promise.all([
        app.db
          .selectFrom('tabelaOcorrenciaDePara')
          .select(['codigoTransportador', 'codigoEmbarcador', 'descricao', 'status'])
          .where('empresaId', '=', empresaId)
          .where('ativo', '=', true)
          // A code typed by hand has no carrier: the company's any-carrier rows give its meaning.
          .where('transportadorCnpj', '=', '')
          .execute(),
        app.db.selectFrom('tabelaOcorrenciaProceda').select(['codigo', 'descricao', 'status']).execute(),
      ]);
      const codes = new Map<string, OccurrenceCode>();
      for (const row of standard) {
        const codigo = normalizeCarrierCode(String(row.codigo));
        codes.set(codigo, { ...row, codigo, codigoEmbarcador: null });
      }
      for (const row of own)
        codes.set(row.codigoTransportador, {
          codigo: row.codigoTransportador,
          descricao: row.descricao,
          status: row.status,
          codigoEmbarcador: row.codigoEmbarcador,
        });
      // PROCEDA's numbers in their order, then codes with letters alphabetically.
      const order = (code: string) => procedaNumberOf(code) ?? Number.MAX_SAFE_INTEGER;
      const sorted = [...codes.values()].sort(
        (a, b) => order(a.codigo) - order(b.codigo) || a.codigo.localeCompare(b.codigo),
      );
      return { isSuccess: true as const, data: sorted };
    },
  );

  routes.post(
    '/entregaOcorrencia',
    {
      onRequest: app.requireRule('tracking'),
      schema: {
        tags,
        security: bearer,
        summary:
          'Registra uma ocorrência em uma ou várias entregas da empresa (até 500; todas ou nenhuma), movendo o status pela máquina da entrega',
        body: recordOccurrenceRequestSchema,
        response: { 200: dataEnvelope(recordOccurrenceAnswerSchema) },
      },
    },
    async (request) => {
      const { empresaId, userId } = request.auth;
      const { entregaIds, codigo, dataOcorrencia, texto } = request.body;
      const resolved = (await loadCodeTables(app.db, empresaId)).resolve(codigo, null);
      if (!resolved) throw refuse(400, { id: 'entregaOcorrencia.error.unknownCode', values: { codigo } });
      const at = new Date(dataOcorrencia);
      const event = occurrenceEvent({
        meaning: resolved.status,
        day: businessToday(at),
        at: at.toISOString(),
      });
      const changes = await app.db.transaction().execute(async (trx) => {
        // All of the company's, or nothing: one id of another company (or none) refuses the lot.
        const found = await trx
          .selectFrom('entrega')
          .select('id')
          .where('empresaId', '=', empresaId)
          .where('id', 'in', entregaIds)
          .execute();
        if (found.length !== entregaIds.length) throw refuse(404, { id: 'entregaStatus.error.notFound' });
        await trx
          .insertInto('entregaOcorrencia')
          .values(
            entregaIds.map((entregaId) => ({
              empresaId,
              entregaId,
              importId: null,
              transportadorCnpj: null,
              codigo,
              codigoEmbarcador: resolved.codigoEmbarcador,
              descricao: resolved.descricao,
              status: resolved.status,
              dataOcorrencia: at,
              codigoObservacao: null,
              texto,
              usuarioId: userId,
            })),
          )
          .execute();
        const outbox: OutboxEntry[] = [];
        if (!event) return outbox;
        // In id order, as every other writer locks them. A status that does not accept what the
        // occurrence means (a delivered one told it is in transit) keeps it, as an import does.
        for (const id of [...entregaIds].sort((a, b) => a - b)) {
          const result = await applyMachineEvent(trx, entregaRecord, {
            empresaId,
            id,
            event,
            reason: texto || null,
            actor: { usuarioId: userId },
          });
          if (result.outcome === 'applied') outbox.push(result.outbox);
        }
        return outbox;
      });
      if (changes.length > 0) {
        app.listTotals.forgetAll();
        await publishMachineChanges(app, changes);
      }
      return {
        isSuccess: true as const,
        data: { gravadas: entregaIds.length, statusAlterados: changes.length },
      };
    },
  );
}
