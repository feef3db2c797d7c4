// The company's occurrence mapping as a file (the de-para screen's own routes, kept for their
// clients): export the whole table as CSV or XLSX under its field-name header, import either back
// (rows matched by carrier and carrier code are updated, new ones created, a bad row reported
// with its line while the rest is saved). Thin wrappers over the platform: the file is read and
// written by server/spreadsheets, and imported by the resource engine's import in its
// `validRows` mode, through the register's schema, scope, permission and hooks.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DE_PARA_CSV_COLUMNS } from '../../../../src/domain/tracking/ocorrencia/de-para-csv';
import { tabelaOcorrenciaDeParaResource } from '../../../../src/domain/tracking/resources/tabela-ocorrencia';
import { writeRuleOf } from '../../../../src/domain/resources/define-resource';
import type { SheetImportReport } from '../../../../src/domain/resources/spreadsheet/sheet-report';
import { refuse } from '../../../errors';
import { requestLocale } from '../../../messages';
import { bearer } from '../../../resources/route-schemas';
import { importSheet } from '../../../resources/spreadsheet/import-sheet';
import { dataEnvelope } from '../../../services/envelope';
import { readUploadedFile } from '../../../services/uploaded-file';
import { readSheet } from '../../../spreadsheets/read-sheet';
import { SheetRejected } from '../../../spreadsheets/sheet-rejected';
import { CONTENT_TYPES, sheetFile } from '../../../spreadsheets/write-sheet';
import { TRACKING_SERVER_RESOURCES } from '../server-resources';
import { deParaSheet, hasDeParaHeader, withCnpjZeros } from './de-para-spreadsheet';

const MAX_ROWS = 5_000;
const MAX_FILE_MB = 5;

export const deParaImportResultSchema = z.object({
  gravadas: z.number().int(),
  erros: z.array(z.object({ linha: z.number().int(), mensagem: z.string() })),
});

const headerRequired = () =>
  refuse(400, { id: 'deParaFile.error.headerRequired', values: { columns: DE_PARA_CSV_COLUMNS.join(';') } });

/** The engine's report in this route's words: rows saved, and each refused line's reasons. */
const deParaResult = (report: SheetImportReport): z.infer<typeof deParaImportResultSchema> => {
  const reasons = new Map<number, string[]>();
  for (const error of report.errors)
    reasons.set(error.line, [...(reasons.get(error.line) ?? []), error.message]);
  return {
    gravadas: report.created + report.updated,
    erros: [...reasons].map(([linha, mensagens]) => ({ linha, mensagem: mensagens.join('; ') })),
  };
};

export async function deParaFileRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tracking', 'tabelaOcorrenciaDePara'];
  const def = tabelaOcorrenciaDeParaResource;
  // Exporting reads the table (any tracking user); importing rewrites it, as the register's
  // own writes do.
  const guard = app.requireRule(def.permission);
  const writeGuard = app.requireRule(writeRuleOf(def));

  const companyRows = (empresaId: number) =>
    app.db
      .selectFrom('tabelaOcorrenciaDePara')
      .select([...DE_PARA_CSV_COLUMNS])
      .where('empresaId', '=', empresaId)
      .orderBy('transportadorCnpj')
      .orderBy('codigoTransportador')
      .execute();

  const attachment = (reply: FastifyReply, kind: 'csv' | 'xlsx') =>
    reply
      .header('content-type', CONTENT_TYPES[kind])
      .header('content-disposition', `attachment; filename="de-para-ocorrencias.${kind}"`);

  for (const kind of ['csv', 'xlsx'] as const) {
    routes.get(
      `/tabelaOcorrenciaDePara/export${kind === 'csv' ? 'Csv' : 'Xlsx'}`,
      {
        onRequest: guard,
        schema: {
          tags,
          security: bearer,
          summary: `De/para de ocorrências da empresa em ${kind.toUpperCase()}`,
        },
      },
      async (request, reply) => {
        const body = await sheetFile(kind, deParaSheet(await companyRows(request.auth.empresaId)));
        attachment(reply, kind);
        return body;
      },
    );
  }

  routes.post(
    '/tabelaOcorrenciaDePara/importArquivo',
    {
      onRequest: writeGuard,
      schema: {
        tags,
        security: bearer,
        summary: 'Importa o de/para de ocorrências de um arquivo CSV ou XLSX (multipart, campo file)',
        response: { 200: dataEnvelope(deParaImportResultSchema) },
      },
    },
    async (request, reply) => {
      const { bytes } = await readUploadedFile(request, reply, MAX_FILE_MB * 1024 ** 2);
      let table;
      try {
        table = await readSheet(bytes, MAX_ROWS);
      } catch (error) {
        if (error instanceof SheetRejected && error.reason === 'noHeader') throw headerRequired();
        if (error instanceof SheetRejected) throw error.refusal();
        throw error;
      }
      if (table.rows.length === 0 || !hasDeParaHeader(table)) throw headerRequired();
      const report = await importSheet({
        app,
        auth: request.auth,
        resource: TRACKING_SERVER_RESOURCES.tabelaOcorrenciaDePara,
        totals: app.listTotals,
        table: withCnpjZeros(table),
        mode: 'validRows',
        locale: requestLocale(request.headers['accept-language']),
      });
      return { isSuccess: true as const, data: deParaResult(report) };
    },
  );
}
