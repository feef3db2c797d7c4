// The company's occurrence mapping as CSV: export the whole table, import a file (rows matched by
// carrier and carrier code are updated, new ones created). A bad row is reported with its line and
// the rest still imports.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvObjects, DE_PARA_CSV_COLUMNS, deParaToCsv } from '../../../src/domain/ocorrencia/de-para-csv';
import { tabelaOcorrenciaDeParaInput } from '../../../src/domain/resources/tabela-ocorrencia';
import { badRequest } from '../../errors';
import { bearer } from '../../resources/route-schemas';
import { dataEnvelope } from '../envelope';

const MAX_ROWS = 5_000;

export const deParaImportResultSchema = z.object({
  gravadas: z.number().int(),
  erros: z.array(z.object({ linha: z.number().int(), mensagem: z.string() })),
});

export async function deParaCsvRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tracking', 'tabelaOcorrenciaDePara'];

  routes.get(
    '/tabelaOcorrenciaDePara/exportCsv',
    {
      onRequest: app.requireRule('tracking'),
      schema: { tags, security: bearer, summary: 'De/para de ocorrências da empresa em CSV' },
    },
    async (request, reply) => {
      const rows = await app.db
        .selectFrom('tabelaOcorrenciaDePara')
        .select([...DE_PARA_CSV_COLUMNS])
        .where('empresaId', '=', request.auth.empresaId)
        .orderBy('transportadorCnpj')
        .orderBy('codigoTransportador')
        .execute();
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="de-para-ocorrencias.csv"');
      // A BOM, so a spreadsheet opens the accents right.
      return `\ufeff${deParaToCsv(rows)}`;
    },
  );

  routes.post(
    '/tabelaOcorrenciaDePara/importCsv',
    {
      onRequest: app.requireRule('tracking'),
      schema: {
        tags,
        security: bearer,
        summary: 'Importa o de/para de ocorrências de um CSV',
        body: z.object({ csv: z.string().max(2_000_000) }),
        response: { 200: dataEnvelope(deParaImportResultSchema) },
      },
    },
    async (request) => {
      const rows = csvObjects(request.body.csv);
      if (rows.length > MAX_ROWS) throw badRequest(`O arquivo tem mais de ${MAX_ROWS} linhas.`);
      const missing = DE_PARA_CSV_COLUMNS.filter(
        (column) => rows.length > 0 && !(column in (rows[0]?.values ?? {})),
      );
      if (rows.length === 0 || missing.length > 0) {
        throw badRequest(`O CSV deve ter o cabeçalho ${DE_PARA_CSV_COLUMNS.join(';')}.`);
      }
      const erros: { linha: number; mensagem: string }[] = [];
      const valid = new Map<string, z.infer<typeof tabelaOcorrenciaDeParaInput>>();
      for (const { line, values } of rows) {
        const parsed = tabelaOcorrenciaDeParaInput.safeParse(values);
        if (!parsed.success) {
          erros.push({ linha: line, mensagem: parsed.error.issues.map((issue) => issue.message).join('; ') });
          continue;
        }
        // The last row for a carrier and code wins, as it would typed one after the other.
        valid.set(`${parsed.data.transportadorCnpj}|${parsed.data.codigoTransportador}`, parsed.data);
      }
      if (valid.size > 0) {
        await app.db
          .insertInto('tabelaOcorrenciaDePara')
          .values([...valid.values()].map((row) => ({ ...row, empresaId: request.auth.empresaId })))
          .onConflict((oc) =>
            oc.columns(['empresaId', 'transportadorCnpj', 'codigoTransportador']).doUpdateSet((eb) => ({
              codigoEmbarcador: eb.ref('excluded.codigoEmbarcador'),
              descricao: eb.ref('excluded.descricao'),
              status: eb.ref('excluded.status'),
            })),
          )
          .execute();
      }
      return { isSuccess: true as const, data: { gravadas: valid.size, erros } };
    },
  );
}
