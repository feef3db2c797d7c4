// The document import routes (spec section 7), the same for every import kind under the kind's
// prefix (/api/tracking/nfe, /api/tracking/cte ...): begin an import, upload its file (stored,
// then processed by a job), read its status and its log, list the company's imports of the kind.
import { basename } from 'node:path';
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type SqlBool, sql } from 'kysely';
import type { ImportLogMessage } from '../../../../src/domain/tracking/imports/import-log-message';
import { z } from 'zod';
import {
  IMPORT_SORTABLE,
  IMPORT_OCCURRENCE_SORTABLE,
  beginImportSchema,
  importLogQueryShape,
  importOccurrenceSchema,
  importStatusSchema,
  type ImportLogView,
} from '../../../../src/domain/tracking/imports/document-import';
import { LOCALES, type Locale } from '../../../../src/domain/constants';
import { SHEET_FORMATS } from '../../../../src/domain/resources/spreadsheet/sheet-declaration';
import { requestLocale } from '../../../messages';
import { CONTENT_TYPES } from '../../../spreadsheets/write-sheet';
import { importLogRows } from '../imports/pipeline/import-log-query';
import { importLogSheet } from '../imports/pipeline/import-log-sheet';
import { HttpError, refuse } from '../../../errors';
import type { ImportKind } from '../imports/pipeline/import-kind';
import { IMPORT_KINDS } from '../imports/pipeline/import-kinds';
import { queueImport } from '../imports/pipeline/import-job';
import {
  findImport,
  findRunningImport,
  importStatusQuery,
  toStatusDto,
} from '../imports/pipeline/import-status';
import { failImport } from '../imports/pipeline/run-import';
import {
  importLogJson,
  occurrenceColumns,
  STORY_DETAILS_MAX_ROWS,
} from '../imports/pipeline/import-log-stream';
import { openImport } from '../imports/pipeline/open-imports';
import { StreamSlots } from '../imports/pipeline/stream-slots';
import { claimUpload, completeUpload, releaseUpload } from '../imports/pipeline/upload-claim';
import { storeUpload, uploadTooLarge, UploadRejected } from '../imports/pipeline/upload-storage';
import { pageOffset, parseSort } from '../../../resources/list-query';
import { bearer, idParams, listQuery, pageOf } from '../../../resources/route-schemas';
import { dataEnvelope } from '../../../services/envelope';
import { declaresTooLarge, refuseBeforeBody, uploadFailure } from '../../../services/uploaded-file';

const alreadyUploading = () => refuse(409, { id: 'import.error.alreadyUploading' });

/** The whole log's answer: the spec's { data: [...] }, with the log's size and whether it was cut. */
const storyDetailsSchema = dataEnvelope(z.array(importOccurrenceSchema)).extend({
  total: z.number().int(),
  truncated: z.boolean(),
});

/** The uploaded name, for display only: no folders, no control characters, not too long. */
const displayName = (filename: string | undefined) =>
  // eslint-disable-next-line no-control-regex
  (basename((filename ?? '').replace(/\\/g, '/')).replace(/[\u0000-\u001f]/g, '') || 'arquivo').slice(0, 255);

/** Whole-log answers under way: two per user, eight in all (the rest answer 429). */
const LOG_STREAM_LIMITS = { perUser: 2, total: 8 };

export async function importRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: app.config.importMaxUploadBytes, files: 1, fields: 5, parts: 6 },
  });
  const logStreams = new StreamSlots(LOG_STREAM_LIMITS);
  for (const kind of Object.values(IMPORT_KINDS)) kindRoutes(app, kind, logStreams);
}

function kindRoutes(app: FastifyInstance, kind: ImportKind, logStreams: StreamSlots) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guard = app.requireRule('tracking');
  const { tipo, label } = kind;
  const file = { id: kind.texts.upload };
  const prefix = `/${kind.routePrefix}`;
  const tags = ['tracking', kind.routePrefix];

  const importOf = async (empresaId: number, id: number) => {
    const row = await findImport(app.db, tipo, empresaId, id);
    if (!row) throw refuse(404, { id: 'import.error.notFound' });
    return row;
  };

  routes.get(
    `${prefix}/beginImport`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: `Abre uma importação de ${label}`,
        response: { 200: dataEnvelope(beginImportSchema) },
      },
    },
    async (request) => {
      const { empresaId, userId } = request.auth;
      const id = await openImport(app.db, app.files, { empresaId, usuarioId: userId, tipo });
      return { isSuccess: true as const, data: { id } };
    },
  );

  routes.post(
    `${prefix}/importzip`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'Envia o arquivo de uma importação (multipart, campo file)',
        querystring: idParams,
        response: { 200: dataEnvelope(importStatusSchema) },
      },
    },
    async (request, reply) => {
      const { empresaId } = request.auth;
      const { id } = request.query;
      const limitBytes = app.config.importMaxUploadBytes;
      if (!request.isMultipart())
        throw refuse(400, { id: 'import.error.multipartRequired', values: { file } });
      // Claimed before a byte of the body is read: a second upload to the same import is refused
      // at once and writes nothing.
      const claim = await claimUpload(app.db, { tipo, empresaId, importId: id });
      if (!claim) {
        await importOf(empresaId, id);
        throw refuseBeforeBody(reply, alreadyUploading());
      }
      const fail = async (mensagem: ImportLogMessage, nomeArquivo: string | null) => {
        if (nomeArquivo)
          await app.db.updateTable('nfeImport').set({ nomeArquivo }).where('id', '=', id).execute();
        await failImport({ db: app.db, files: app.files, publish: async () => {} }, id, mensagem);
      };
      if (declaresTooLarge(request, limitBytes)) {
        const refused = uploadTooLarge(limitBytes, 'zip');
        await fail(refused.mensagem, null);
        throw refuseBeforeBody(reply, new HttpError(413, [refused.message]));
      }
      let nomeArquivo: string | null = null;
      let stored;
      try {
        const part = await request.file();
        if (!part) throw refuse(400, { id: 'import.error.noFileSent', values: { file } });
        if (part.fieldname !== 'file')
          throw refuseBeforeBody(reply, refuse(400, { id: 'import.error.fileField', values: { file } }));
        nomeArquivo = displayName(part.filename);
        // Named while it arrives, so the list and a screen opened meanwhile say which file it is.
        await app.db
          .updateTable('nfeImport')
          .set({ nomeArquivo })
          .where('id', '=', id)
          .where('arquivoArmazenado', '=', claim.partialName)
          .execute();
        stored = await storeUpload(
          app.files,
          claim,
          part.file,
          { limitBytes, singleFile: kind.singleFile, notAccepted: kind.texts.notAccepted },
          () => part.file.truncated,
        );
      } catch (error) {
        if (error instanceof UploadRejected) {
          // The file is not one the import takes: the import ends, saying why, as the job would.
          await fail(error.mensagem, nomeArquivo);
          // The client may still be sending a huge body: do not keep the connection for it.
          if (error.statusCode === 413) reply.header('connection', 'close');
          throw new HttpError(error.statusCode, [error.message]);
        }
        // Cut off, aborted, malformed or without a file: the import waits for the file again.
        await releaseUpload(app.db, app.files, claim);
        throw uploadFailure(error, limitBytes) ?? error;
      }
      const queued = await completeUpload(app.db, app.files, claim, { ...stored, nomeArquivo });
      if (!queued) throw alreadyUploading();
      await queueImport(app, id);
      return { isSuccess: true as const, data: toStatusDto(await importOf(empresaId, id)) };
    },
  );

  routes.get(
    `${prefix}/get/:id`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'Situação de uma importação',
        params: idParams,
        response: { 200: dataEnvelope(importStatusSchema) },
      },
    },
    async (request) => ({
      isSuccess: true as const,
      data: toStatusDto(await importOf(request.auth.empresaId, request.params.id)),
    }),
  );

  routes.get(
    `${prefix}/current`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: `A importação de ${label} do usuário ainda em andamento (arquivo chegando, na fila ou em processamento), ou null`,
        response: { 200: dataEnvelope(importStatusSchema.nullable()) },
      },
    },
    async (request) => {
      const { empresaId, userId } = request.auth;
      const row = await findRunningImport(app.db, { tipo, empresaId, usuarioId: userId });
      return { isSuccess: true as const, data: row ? toStatusDto(row) : null };
    },
  );

  routes.get(
    `${prefix}/storyDetails/:id`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: `Ocorrências de uma importação (lista completa, até ${STORY_DETAILS_MAX_ROWS} linhas; truncated diz se havia mais; a tela usa /page)`,
        params: idParams,
        response: { 200: storyDetailsSchema },
      },
    },
    async (request, reply) => {
      const { empresaId, userId } = request.auth;
      await importOf(empresaId, request.params.id);
      const release = logStreams.take(userId);
      if (!release) throw refuse(429, { id: 'import.error.logReadersBusy' });
      const body = Readable.from(importLogJson(app.db, { importId: request.params.id, empresaId }));
      // Ended, failed or abandoned by the client (Fastify destroys it then): the slot is free.
      body.once('close', release);
      // A stream is written as it comes (the schema above only documents its JSON).
      return reply
        .type('application/json; charset=utf-8')
        .send(body as unknown as z.infer<typeof storyDetailsSchema>);
    },
  );

  const logQuery = listQuery.extend(importLogQueryShape);
  const logFilter = (
    request: { auth: { empresaId: number }; headers: { 'accept-language'?: string } },
    importId: number,
    query: { resultado?: ImportLogView; search?: string },
    locale?: Locale,
  ) => ({
    importId,
    empresaId: request.auth.empresaId,
    view: query.resultado,
    search: query.search,
    locale: locale ?? requestLocale(request.headers['accept-language']),
  });
  const logOrder = (sort: string | undefined) => {
    const order = parseSort(sort, { sortable: IMPORT_OCCURRENCE_SORTABLE, defaultSort: 'id' });
    // 'id' follows the zip's order (sequencia); ties of the other columns keep that order too.
    const column: 'sequencia' | 'nomeArquivo' | 'descricao' | 'tipo' =
      order.field === 'id' ? 'sequencia' : (order.field as 'nomeArquivo' | 'descricao' | 'tipo');
    return { column, direction: order.direction };
  };

  routes.get(
    `${prefix}/storyDetails/:id/page`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary:
          'Ocorrências de uma importação, paginadas; resultado: importadas, atualizadas, duplicadas, rejeitadas ou problemas; a pesquisa acha o nome do arquivo, a descrição e o resultado no idioma do pedido',
        params: idParams,
        querystring: logQuery,
        response: { 200: pageOf(importOccurrenceSchema) },
      },
    },
    async (request) => {
      const { empresaId } = request.auth;
      const { page, pageSize, sort } = request.query;
      await importOf(empresaId, request.params.id);
      const filtered = importLogRows(app.db, logFilter(request, request.params.id, request.query));
      const { column, direction } = logOrder(sort);
      const [items, counted] = await Promise.all([
        filtered
          .select(occurrenceColumns)
          .orderBy(column, direction)
          .orderBy('sequencia')
          .limit(pageSize)
          .offset(pageOffset(page, pageSize))
          .execute(),
        filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      ]);
      return { isSuccess: true as const, data: { items, total: counted.total, page, pageSize } };
    },
  );

  routes.get(
    `${prefix}/storyDetails/:id/export`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: `As ocorrências de uma importação (o resultado e a pesquisa da tela) em CSV ou XLSX, até ${STORY_DETAILS_MAX_ROWS} linhas`,
        params: idParams,
        querystring: logQuery.omit({ page: true, pageSize: true }).extend({
          format: z.enum(SHEET_FORMATS).default('csv'),
          lang: z.enum(LOCALES).default('pt'),
        }),
      },
    },
    async (request, reply) => {
      const { empresaId } = request.auth;
      const { format, lang, sort } = request.query;
      await importOf(empresaId, request.params.id);
      const { column, direction } = logOrder(sort);
      const rows = await importLogRows(app.db, logFilter(request, request.params.id, request.query, lang))
        .select(occurrenceColumns)
        .orderBy(column, direction)
        .orderBy('sequencia')
        .limit(STORY_DETAILS_MAX_ROWS + 1)
        .execute();
      if (rows.length > STORY_DETAILS_MAX_ROWS)
        throw refuse(400, { id: 'import.error.logTooLong', values: { max: STORY_DETAILS_MAX_ROWS } });
      const body = await importLogSheet(rows, format, lang, request.params.id);
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="importacao-${request.params.id}.${format}"`)
        .send(body);
    },
  );

  routes.get(
    `${prefix}/imports`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: `Importações de ${label} da empresa`,
        querystring: listQuery,
        response: { 200: pageOf(importStatusSchema) },
      },
    },
    async (request) => {
      const { page, pageSize, sort } = request.query;
      const order = parseSort(sort, { sortable: IMPORT_SORTABLE, defaultSort: '-id' });
      // Imports opened but never sent a file are not worth listing; one whose file is arriving is.
      const listed = sql<SqlBool>`(${sql.ref('i.situacao')} <> 'aguardandoArquivo' or ${sql.ref('i.arquivoArmazenado')} like '%.part')`;
      const scoped = (query: ReturnType<typeof importStatusQuery>) =>
        query.where('i.empresaId', '=', request.auth.empresaId).where('i.tipo', '=', tipo).where(listed);
      const [rows, counted] = await Promise.all([
        scoped(importStatusQuery(app.db))
          .orderBy(`i.${order.field as (typeof IMPORT_SORTABLE)[number]}`, order.direction)
          .orderBy('i.id', 'desc')
          .limit(pageSize)
          .offset(pageOffset(page, pageSize))
          .execute(),
        app.db
          .selectFrom('nfeImport as i')
          .where('i.empresaId', '=', request.auth.empresaId)
          .where('i.tipo', '=', tipo)
          .where(listed)
          .select(sql<number>`count(*)::int`.as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        isSuccess: true as const,
        data: { items: rows.map(toStatusDto), total: counted.total, page, pageSize },
      };
    },
  );
}
