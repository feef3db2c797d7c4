// The company's occurrence mapping as a file: export the whole table as CSV or XLSX, import either
// back (rows matched by carrier and carrier code are updated, new ones created). The server, not
// the file's name, tells the two apart. A bad row is reported with its line and the rest still
// imports.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  csvObjects,
  DE_PARA_CSV_COLUMNS,
  deParaToCsv,
  tableObjects,
  type TableObject,
} from '../../../../src/domain/tracking/ocorrencia/de-para-csv';
import {
  tabelaOcorrenciaDeParaInput,
  tabelaOcorrenciaDeParaResource,
} from '../../../../src/domain/tracking/resources/tabela-ocorrencia';
import { writeRuleOf } from '../../../../src/domain/resources/define-resource';
import { badRequest } from '../../../errors';
import { requestLocale } from '../../../messages';
import { issueText } from '../../../validation-messages';
import { decodeText } from '../imports/decode-text';
import { changedStamp, createdStamp } from '../../../resources/history-stamp';
import { bearer } from '../../../resources/route-schemas';
import { dataEnvelope } from '../../../services/envelope';
import { readUploadedFile } from '../../../services/uploaded-file';
import { startsLikeZip } from '../imports/zip/zip-entries';
import { deParaToWorkbook, readDeParaWorkbook, SpreadsheetRejected } from './de-para-spreadsheet';

const MAX_ROWS = 5_000;
const MAX_FILE_MB = 5;

export const deParaImportResultSchema = z.object({
  gravadas: z.number().int(),
  erros: z.array(z.object({ linha: z.number().int(), mensagem: z.string() })),
});

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

  const attachment = (reply: FastifyReply, type: string, name: string) =>
    reply.header('content-type', type).header('content-disposition', `attachment; filename="${name}"`);

  routes.get(
    '/tabelaOcorrenciaDePara/exportCsv',
    {
      onRequest: guard,
      schema: { tags, security: bearer, summary: 'De/para de ocorrências da empresa em CSV' },
    },
    async (request, reply) => {
      const rows = await companyRows(request.auth.empresaId);
      attachment(reply, 'text/csv; charset=utf-8', 'de-para-ocorrencias.csv');
      // A BOM, so a spreadsheet opens the accents right.
      return `\ufeff${deParaToCsv(rows)}`;
    },
  );

  routes.get(
    '/tabelaOcorrenciaDePara/exportXlsx',
    {
      onRequest: guard,
      schema: { tags, security: bearer, summary: 'De/para de ocorrências da empresa em XLSX' },
    },
    async (request, reply) => {
      const workbook = await deParaToWorkbook(await companyRows(request.auth.empresaId));
      attachment(
        reply,
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'de-para-ocorrencias.xlsx',
      );
      return workbook;
    },
  );

  /** The uploaded file's rows, from a workbook or a CSV text. */
  const uploadedRows = async (request: FastifyRequest, reply: FastifyReply): Promise<TableObject[]> => {
    const { bytes } = await readUploadedFile(request, reply, MAX_FILE_MB * 1024 ** 2);
    // An .xlsx workbook is a zip; anything else is read as CSV text.
    if (!startsLikeZip(bytes)) return csvObjects(decodeText(bytes));
    try {
      return tableObjects(await readDeParaWorkbook(bytes));
    } catch (error) {
      if (error instanceof SpreadsheetRejected) throw badRequest(error.message);
      throw error;
    }
  };

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
      const rows = await uploadedRows(request, reply);
      if (rows.length > MAX_ROWS) throw badRequest(`O arquivo tem mais de ${MAX_ROWS} linhas.`);
      const missing = DE_PARA_CSV_COLUMNS.filter(
        (column) => rows.length > 0 && !(column in (rows[0]?.values ?? {})),
      );
      if (rows.length === 0 || missing.length > 0) {
        throw badRequest(`O arquivo deve ter na primeira linha as colunas ${DE_PARA_CSV_COLUMNS.join(';')}.`);
      }
      const locale = requestLocale(request.headers['accept-language']);
      const erros: { linha: number; mensagem: string }[] = [];
      const valid = new Map<string, z.infer<typeof tabelaOcorrenciaDeParaInput>>();
      for (const { line, values } of rows) {
        const parsed = tabelaOcorrenciaDeParaInput.safeParse(values);
        if (!parsed.success) {
          erros.push({
            linha: line,
            mensagem: parsed.error.issues.map((issue) => issueText(issue, values, locale)).join('; '),
          });
          continue;
        }
        // The last row for a carrier and code wins, as it would typed one after the other.
        valid.set(`${parsed.data.transportadorCnpj}|${parsed.data.codigoTransportador}`, parsed.data);
      }
      if (valid.size > 0) {
        await app.db
          .insertInto('tabelaOcorrenciaDePara')
          .values(
            [...valid.values()].map((row) => ({
              ...row,
              empresaId: request.auth.empresaId,
              ...createdStamp(def, request.auth.userId),
            })),
          )
          .onConflict((oc) =>
            oc.columns(['empresaId', 'transportadorCnpj', 'codigoTransportador']).doUpdateSet((eb) => ({
              codigoEmbarcador: eb.ref('excluded.codigoEmbarcador'),
              descricao: eb.ref('excluded.descricao'),
              status: eb.ref('excluded.status'),
              ...changedStamp(def, request.auth.userId),
            })),
          )
          .execute();
      }
      return { isSuccess: true as const, data: { gravadas: valid.size, erros } };
    },
  );
}
