// The NF-e import routes of spec section 7, under /api/tracking/nfe: begin an import, upload its
// zip (stored, then processed by a job), read its status and its log, list the company's imports.
import { basename } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  NFE_IMPORT_SORTABLE,
  NFE_OCCURRENCE_SORTABLE,
  beginImportSchema,
  nfeImportOccurrenceSchema,
  nfeImportStatusSchema,
} from '../../../src/domain/nfe/nfe-import';
import { HttpError, badRequest, conflict, notFound } from '../../errors';
import { queueNfeImport } from '../../imports/nfe/nfe-import-job';
import { findImport, importStatusQuery, toStatusDto } from '../../imports/nfe/import-status';
import { failImport } from '../../imports/nfe/run-import';
import { storeZip, UploadRejected } from '../../imports/nfe/zip-storage';
import { pageOffset, parseSort, searchFilter } from '../../resources/list-query';
import { bearer, idParams, listQuery, pageOf } from '../../resources/route-schemas';
import { dataEnvelope } from '../envelope';

const IMPORT_NOT_FOUND = 'Importação não encontrada.';
const tags = ['tracking', 'nfe'];

const occurrenceColumns = ['id', 'nomeArquivo', 'descricao', 'tipo', 'chaveAcesso'] as const;

/** The uploaded name, for display only: no folders, no control characters, not too long. */
const displayName = (filename: string | undefined) =>
  // eslint-disable-next-line no-control-regex
  (basename((filename ?? '').replace(/\\/g, '/')).replace(/[\u0000-\u001f]/g, '') || 'arquivo.zip').slice(
    0,
    255,
  );

export async function nfeRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guard = app.requireRule('tracking');
  await app.register(multipart, {
    limits: { fileSize: app.config.importMaxUploadBytes, files: 1, fields: 5, parts: 6 },
  });

  const importOf = async (empresaId: number, id: number) => {
    const row = await findImport(app.db, empresaId, id);
    if (!row) throw notFound(IMPORT_NOT_FOUND);
    return row;
  };

  routes.get(
    '/nfe/beginImport',
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'Abre uma importação de NF-e',
        response: { 200: dataEnvelope(beginImportSchema) },
      },
    },
    async (request) => {
      const created = await app.db
        .insertInto('nfeImport')
        .values({ empresaId: request.auth.empresaId, usuarioId: request.auth.userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { isSuccess: true as const, data: { id: created.id } };
    },
  );

  routes.post(
    '/nfe/importzip',
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'Envia o zip de uma importação (multipart, campo file)',
        querystring: idParams,
        response: { 200: dataEnvelope(nfeImportStatusSchema) },
      },
    },
    async (request, reply) => {
      const { empresaId } = request.auth;
      const { id } = request.query;
      const current = await importOf(empresaId, id);
      if (current.situacao !== 'aguardandoArquivo')
        throw conflict('Esta importação já recebeu um arquivo. Inicie outra.');
      if (!request.isMultipart())
        throw badRequest('Envie o arquivo zip como multipart/form-data no campo file.');
      const part = await request.file();
      if (!part) throw badRequest('Nenhum arquivo enviado: escolha o arquivo zip em Anexo.');
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw badRequest('Envie o arquivo zip no campo file.');
      }
      const nomeArquivo = displayName(part.filename);
      let stored;
      try {
        stored = await storeZip(
          app.config.dataDir,
          part.file,
          app.config.importMaxUploadBytes,
          () => part.file.truncated,
        );
      } catch (error) {
        if (!(error instanceof UploadRejected)) throw error;
        await app.db.updateTable('nfeImport').set({ nomeArquivo }).where('id', '=', id).execute();
        await failImport(
          { db: app.db, dataDir: app.config.dataDir, publish: async () => {} },
          id,
          error.message,
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
      await queueNfeImport(app, id);
      return { isSuccess: true as const, data: toStatusDto(await importOf(empresaId, id)) };
    },
  );

  routes.get(
    '/nfe/get/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'Situação de uma importação',
        params: idParams,
        response: { 200: dataEnvelope(nfeImportStatusSchema) },
      },
    },
    async (request) => ({
      isSuccess: true as const,
      data: toStatusDto(await importOf(request.auth.empresaId, request.params.id)),
    }),
  );

  routes.get(
    '/nfe/storyDetails/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'Ocorrências de uma importação (lista completa)',
        params: idParams,
        response: { 200: dataEnvelope(z.array(nfeImportOccurrenceSchema)) },
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
    '/nfe/storyDetails/:id/page',
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'Ocorrências de uma importação, paginadas',
        params: idParams,
        querystring: listQuery,
        response: { 200: pageOf(nfeImportOccurrenceSchema) },
      },
    },
    async (request) => {
      const { empresaId } = request.auth;
      const { page, pageSize, sort, search } = request.query;
      await importOf(empresaId, request.params.id);
      const order = parseSort(sort, { sortable: NFE_OCCURRENCE_SORTABLE, defaultSort: 'id' });
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
    '/nfe/imports',
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'Importações de NF-e da empresa',
        querystring: listQuery,
        response: { 200: pageOf(nfeImportStatusSchema) },
      },
    },
    async (request) => {
      const { page, pageSize, sort } = request.query;
      const order = parseSort(sort, { sortable: NFE_IMPORT_SORTABLE, defaultSort: '-id' });
      // Imports opened but never sent a file are not worth listing.
      const scoped = (query: ReturnType<typeof importStatusQuery>) =>
        query
          .where('i.empresaId', '=', request.auth.empresaId)
          .where('i.situacao', '!=', 'aguardandoArquivo');
      const [rows, counted] = await Promise.all([
        scoped(importStatusQuery(app.db))
          .orderBy(`i.${order.field as (typeof NFE_IMPORT_SORTABLE)[number]}`, order.direction)
          .orderBy('i.id', 'desc')
          .limit(pageSize)
          .offset(pageOffset(page, pageSize))
          .execute(),
        app.db
          .selectFrom('nfeImport as i')
          .where('i.empresaId', '=', request.auth.empresaId)
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
