// The document import routes (spec section 7), the same for every import kind under the kind's
// prefix (/api/tracking/nfe, /api/tracking/cte ...): begin an import, upload its file (stored,
// then processed by a job), read its status and its log, list the company's imports of the kind.
import { basename } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  IMPORT_SORTABLE,
  IMPORT_OCCURRENCE_SORTABLE,
  beginImportSchema,
  importOccurrenceSchema,
  importStatusSchema,
} from '../../../src/domain/imports/document-import';
import { HttpError, badRequest, conflict, notFound } from '../../errors';
import type { ImportKind } from '../../imports/pipeline/import-kind';
import { IMPORT_KINDS } from '../../imports/pipeline/import-kinds';
import { queueImport } from '../../imports/pipeline/import-job';
import { findImport, importStatusQuery, toStatusDto } from '../../imports/pipeline/import-status';
import { failImport } from '../../imports/pipeline/run-import';
import { storeUpload, UploadRejected } from '../../imports/pipeline/upload-storage';
import { pageOffset, parseSort, searchFilter } from '../../resources/list-query';
import { bearer, idParams, listQuery, pageOf } from '../../resources/route-schemas';
import { dataEnvelope } from '../envelope';

const IMPORT_NOT_FOUND = 'Importação não encontrada.';

const occurrenceColumns = ['id', 'nomeArquivo', 'descricao', 'mensagem', 'tipo', 'chaveAcesso'] as const;

/** The uploaded name, for display only: no folders, no control characters, not too long. */
const displayName = (filename: string | undefined) =>
  // eslint-disable-next-line no-control-regex
  (basename((filename ?? '').replace(/\\/g, '/')).replace(/[\u0000-\u001f]/g, '') || 'arquivo').slice(0, 255);

export async function importRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: app.config.importMaxUploadBytes, files: 1, fields: 5, parts: 6 },
  });
  for (const kind of Object.values(IMPORT_KINDS)) kindRoutes(app, kind);
}

function kindRoutes(app: FastifyInstance, kind: ImportKind) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guard = app.requireRule('tracking');
  const { tipo, label } = kind;
  const { upload } = kind.texts;
  const prefix = `/${kind.routePrefix}`;
  const tags = ['tracking', kind.routePrefix];

  const importOf = async (empresaId: number, id: number) => {
    const row = await findImport(app.db, tipo, empresaId, id);
    if (!row) throw notFound(IMPORT_NOT_FOUND);
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
      const created = await app.db
        .insertInto('nfeImport')
        .values({ empresaId: request.auth.empresaId, usuarioId: request.auth.userId, tipo })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { isSuccess: true as const, data: { id: created.id } };
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
      const current = await importOf(empresaId, id);
      if (current.situacao !== 'aguardandoArquivo')
        throw conflict('Esta importação já recebeu um arquivo. Inicie outra.');
      if (!request.isMultipart()) throw badRequest(`Envie ${upload} como multipart/form-data no campo file.`);
      const part = await request.file();
      if (!part) throw badRequest(`Nenhum arquivo enviado: escolha ${upload} em Anexo.`);
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw badRequest(`Envie ${upload} no campo file.`);
      }
      const nomeArquivo = displayName(part.filename);
      let stored;
      try {
        stored = await storeUpload(
          app.config.dataDir,
          part.file,
          {
            limitBytes: app.config.importMaxUploadBytes,
            singleFile: kind.singleFile,
            notAccepted: kind.texts.notAccepted,
          },
          () => part.file.truncated,
        );
      } catch (error) {
        if (!(error instanceof UploadRejected)) throw error;
        await app.db.updateTable('nfeImport').set({ nomeArquivo }).where('id', '=', id).execute();
        await failImport(
          { db: app.db, dataDir: app.config.dataDir, publish: async () => {} },
          id,
          error.mensagem,
        );
        // The client may still be sending a huge body: do not keep the connection for it.
        if (error.statusCode === 413) reply.header('connection', 'close');
        throw new HttpError(error.statusCode, [error.message]);
      }
      const taken = await app.db
        .updateTable('nfeImport')
        .set({
          situacao: 'naFila',
          nomeArquivo,
          tamanhoBytes: stored.bytes,
          arquivoArmazenado: stored.storedName,
        })
        .where('id', '=', id)
        .where('situacao', '=', 'aguardandoArquivo')
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0)
        throw conflict('Esta importação já recebeu um arquivo. Inicie outra.');
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
    `${prefix}/storyDetails/:id`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'Ocorrências de uma importação (lista completa)',
        params: idParams,
        response: { 200: dataEnvelope(z.array(importOccurrenceSchema)) },
      },
    },
    async (request) => {
      const { empresaId } = request.auth;
      await importOf(empresaId, request.params.id);
      const rows = await app.db
        .selectFrom('nfeImportOcorrencia')
        .select(occurrenceColumns)
        .where('importId', '=', request.params.id)
        .where('empresaId', '=', empresaId)
        .orderBy('sequencia')
        .execute();
      return { isSuccess: true as const, data: rows };
    },
  );

  routes.get(
    `${prefix}/storyDetails/:id/page`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'Ocorrências de uma importação, paginadas',
        params: idParams,
        querystring: listQuery,
        response: { 200: pageOf(importOccurrenceSchema) },
      },
    },
    async (request) => {
      const { empresaId } = request.auth;
      const { page, pageSize, sort, search } = request.query;
      await importOf(empresaId, request.params.id);
      const order = parseSort(sort, { sortable: IMPORT_OCCURRENCE_SORTABLE, defaultSort: 'id' });
      const filtered = app.db
        .selectFrom('nfeImportOcorrencia')
        .where('importId', '=', request.params.id)
        .where('empresaId', '=', empresaId)
        .where(searchFilter(['nomeArquivo', 'descricao'], search));
      // 'id' follows the zip's order (sequencia); ties of the other columns keep that order too.
      const column =
        order.field === 'id' ? 'sequencia' : (order.field as 'nomeArquivo' | 'descricao' | 'tipo');
      const [items, counted] = await Promise.all([
        filtered
          .select(occurrenceColumns)
          .orderBy(column, order.direction)
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
      // Imports opened but never sent a file are not worth listing.
      const scoped = (query: ReturnType<typeof importStatusQuery>) =>
        query
          .where('i.empresaId', '=', request.auth.empresaId)
          .where('i.tipo', '=', tipo)
          .where('i.situacao', '!=', 'aguardandoArquivo');
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
          .where('i.situacao', '!=', 'aguardandoArquivo')
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
