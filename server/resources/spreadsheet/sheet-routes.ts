// The spreadsheet routes of a declared resource, beside its list:
//   GET  /<resource>/export?format=csv|xlsx&lang=pt|en|ar&<the list's sort, search, filters>
//   GET  /<resource>/import/template?format=csv|xlsx&lang=…   (registers that import)
//   POST /<resource>/import?mode=check|all|validRows&lang=…    (multipart, field `file`)
// The export is scoped and guarded exactly like the list (its rule, its canAccess 'list', its
// tenancy); the import by the import's rule (sheet-import.ts), each row by the register's own
// checks. `lang` picks the language of titles, words and refusals (the import's reasons default to
// the request's Accept-Language, the others to Portuguese).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALES } from '../../../src/domain/constants';
import { BULK_MAX_ROWS, mayAccess, type ReadableResource } from '../../../src/domain/resources';
import {
  IMPORT_MAX_FILE_MB,
  IMPORT_MAX_ROWS,
  IMPORT_MODES,
  SHEET_FORMATS,
  type SheetFormat,
} from '../../../src/domain/resources/spreadsheet/sheet-declaration';
import { columnTitle } from '../../../src/domain/resources/spreadsheet/sheet-export-values';
import {
  importFieldsOf,
  importRuleOf,
  isImportable,
  mayImport,
} from '../../../src/domain/resources/spreadsheet/sheet-import';
import { sheetImportReportSchema } from '../../../src/domain/resources/spreadsheet/sheet-report';
import { INVALID_ID_MESSAGE, safeId } from '../../../src/domain/safe-input';
import type { SheetTable } from '../../../src/domain/spreadsheet/sheet-table';
import { CATALOGS } from '../../catalogs';
import { forbidden } from '../../errors';
import { requestLocale } from '../../messages';
import { dataEnvelope } from '../../services/envelope';
import { readUploadedFile } from '../../services/uploaded-file';
import { readSheet } from '../../spreadsheets/read-sheet';
import { SheetRejected } from '../../spreadsheets/sheet-rejected';
import { CONTENT_TYPES, sheetFile } from '../../spreadsheets/write-sheet';
import type { ListTotals } from '../list-totals';
import { bearer, listQueryOf } from '../route-schemas';
import type { ServerResource } from '../server-resource';
import { exportSheet, sheetName, titleOf } from './export-sheet';
import { importSheet } from './import-sheet';

const language = z.enum(LOCALES).default('pt');
const format = z.enum(SHEET_FORMATS).default('csv');

/**
 * `ids=3,8,21`: only the rows a user selected on the list (a page at most), in the list's order.
 * Refused by catalog ids (a bad list, too many rows), answered in the request's language.
 */
const selectedIds = z
  .string()
  .regex(/^\d{1,9}(,\d{1,9})*$/, 'resources.error.invalidSelection')
  .transform((text) => text.split(',').map(Number))
  .pipe(z.array(z.number()).max(BULK_MAX_ROWS))
  .refine((ids) => ids.every((id) => safeId.safeParse(id).success), INVALID_ID_MESSAGE)
  .optional();

const attachment = (reply: FastifyReply, kind: SheetFormat, name: string) =>
  reply
    .header('content-type', CONTENT_TYPES[kind])
    .header('content-disposition', `attachment; filename="${name}.${kind}"`);

/** The list as a CSV or XLSX file, for every resource. */
export function registerExportRoute(app: FastifyInstance, def: ReadableResource): void {
  const query = listQueryOf(def)
    .omit({ page: true, pageSize: true })
    .extend({ format, lang: language, ids: selectedIds });
  app.withTypeProvider<ZodTypeProvider>().get(
    `/${def.name}/export`,
    {
      onRequest: app.requireRule(def.permission),
      schema: {
        tags: [def.service, def.name],
        security: bearer,
        summary: `A lista de ${def.name} (ordenada, pesquisada e filtrada como a tela) em CSV ou XLSX`,
        querystring: query,
      },
    },
    async (request, reply) => {
      if (!mayAccess(def, request.auth.principal, 'list')) throw forbidden();
      const { format: kind, lang, ...list } = request.query as z.infer<typeof query>;
      const body = await exportSheet({
        app,
        auth: request.auth,
        def,
        query: list,
        format: kind,
        locale: lang,
      });
      attachment(reply, kind, def.name);
      return body;
    },
  );
}

/** The uploaded file as a sheet, or a refusal worded in the client's language. */
async function uploadedSheet(request: FastifyRequest, reply: FastifyReply): Promise<SheetTable> {
  const { bytes } = await readUploadedFile(request, reply, IMPORT_MAX_FILE_MB * 1024 ** 2);
  try {
    return await readSheet(bytes, IMPORT_MAX_ROWS);
  } catch (error) {
    if (error instanceof SheetRejected) throw error.refusal();
    throw error;
  }
}

/** The template and the import of a register that imports. */
export function registerImportRoutes(
  app: FastifyInstance,
  resource: ServerResource,
  totals: ListTotals,
): void {
  const { def } = resource;
  if (!isImportable(def)) return;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = [def.service, def.name];
  const guard = app.requireRule(importRuleOf(def));

  routes.get(
    `/${def.name}/import/template`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: `Modelo de planilha para importar ${def.name}: os títulos das colunas`,
        querystring: z.object({ format, lang: language }),
      },
    },
    async (request, reply) => {
      const { format: kind, lang } = request.query;
      const catalog = CATALOGS[lang];
      const header = importFieldsOf(def).map((field) => columnTitle(def, field.name, catalog));
      const body = await sheetFile(kind, {
        name: sheetName(titleOf(def, catalog)),
        header,
        rows: [],
        widths: header.map((title) => Math.min(60, Math.max(12, title.length + 2))),
        rightToLeft: lang === 'ar',
      });
      attachment(reply, kind, `${def.name}-modelo`);
      return body;
    },
  );

  routes.post(
    `/${def.name}/import`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: `Importa ${def.name} de um arquivo CSV ou XLSX (multipart, campo file)`,
        description:
          'mode=check valida e não grava; all grava tudo ou nada; validRows grava só as linhas sem erro. ' +
          'O relatório traz cada linha recusada com o motivo.',
        querystring: z.object({
          mode: z.enum(IMPORT_MODES).default('check'),
          companyId: safeId.optional(),
          // The language of the report's reasons; without it, the request's (Accept-Language).
          lang: z.enum(LOCALES).optional(),
        }),
        response: { 200: dataEnvelope(sheetImportReportSchema) },
      },
    },
    async (request, reply) => {
      if (!mayImport(def, request.auth.principal)) throw forbidden();
      const { mode, companyId, lang } = request.query;
      const locale = lang ?? requestLocale(request.headers['accept-language']);
      const table = await uploadedSheet(request, reply);
      const report = await importSheet({
        app,
        auth: request.auth,
        resource,
        totals,
        table,
        mode,
        companyId,
        locale,
      });
      return { isSuccess: true as const, data: report };
    },
  );
}
