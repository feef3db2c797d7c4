// The routes of a register's file fields: an upload per field (the form sends the file first and
// saves the record with the id it answers), and the file of a record, served only to who may
// read that record. A file is taken for what its first bytes say it is, within the field's kinds
// and size; it is served as that type, never sniffed, sandboxed (sendStoredFile's headers).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type FieldDef,
  mayAccess,
  type ReadableResource,
  uploadedFileSchema,
  writeRuleOf,
  isWritable,
} from '../../../src/domain/resources';
import { refuse } from '../../errors';
import { sendStoredFile } from '../../files/send-stored-file';
import { attachmentKind, displayName } from '../../files/upload-kind';
import { dataEnvelope } from '../../services/envelope';
import { readUploadedFile } from '../../services/uploaded-file';
import { tableColumnsOf } from '../list-rows';
import { parseRow } from '../parse-row';
import { untyped } from '../read-routes';
import { bearer, idParams } from '../route-schemas';
import { inScope, rowScope } from '../tenancy';
import { rowSchemaOf } from '../../../src/domain/resources';
import { fileFieldsOf, newRegisterFileName, registerFileRef } from './file-fields';

const fileMissing = () => refuse(404, { id: 'resources.file.missing' });

export function registerFileRoutes(app: FastifyInstance, def: ReadableResource): void {
  const fields = fileFieldsOf(def);
  if (fields.length === 0) return;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const rowSchema = rowSchemaOf(def);
  const columns = tableColumnsOf(rowSchema, def);
  const tags = [def.service, def.name];

  /** The record as its get would answer it, or 404: in the caller's scope and readable by them. */
  const readableRecord = async (request: FastifyRequest, id: number) => {
    const scope = await rowScope(app.db, request.auth, def.tenancy);
    const found = await untyped(app.db)
      .selectFrom(def.table)
      .select(columns)
      .where('id', '=', id)
      .where(inScope(scope))
      .executeTakeFirst();
    const record = found && parseRow(rowSchema, found);
    if (!record || !mayAccess(def, request.auth.principal, 'read', record)) throw fileMissing();
    return record;
  };

  for (const field of fields) {
    const spec = field.file!;
    if (isWritable(def)) registerUpload(field, spec);
    routes.get(
      `/${def.name}/:id/files/${field.name}`,
      {
        onRequest: app.requireRule(def.permission),
        schema: {
          tags,
          security: bearer,
          summary: `O arquivo do campo ${field.name} de um registro de ${def.name}; aceita Range: bytes=`,
          params: idParams,
        },
      },
      async (request, reply) => {
        const record = await readableRecord(request, request.params.id);
        const fileId = record[field.name];
        if (typeof fileId !== 'string') throw fileMissing();
        const file = await app.db
          .selectFrom('registerFile')
          .select(['empresaId', 'name', 'contentType'])
          .where('id', '=', fileId)
          .executeTakeFirst();
        if (!file) throw fileMissing();
        return sendStoredFile(
          request,
          reply,
          app.files,
          registerFileRef(file.empresaId, file.name),
          {
            contentType: file.contentType,
            downloadName: `${def.name}-${request.params.id}-${field.name}.${file.name.split('.').pop()}`,
            inline: true,
          },
          fileMissing(),
        );
      },
    );
  }

  function registerUpload(field: FieldDef, spec: NonNullable<FieldDef['file']>) {
    if (!isWritable(def)) return;
    routes.post(
      `/${def.name}/files/${field.name}`,
      {
        onRequest: app.requireRule(writeRuleOf(def)),
        schema: {
          tags,
          security: bearer,
          summary: `Envia o arquivo do campo ${field.name} (${spec.accept.join(', ')}, até ${Math.round(spec.maxBytes / 1024)} KB), no campo file; responde o id a gravar no registro`,
          response: { 201: dataEnvelope(uploadedFileSchema) },
        },
      },
      async (request, reply) => {
        const upload = await readUploadedFile(request, reply, spec.maxBytes);
        const kind = attachmentKind(upload.bytes);
        if (!kind || !spec.accept.includes(kind.kind)) {
          throw refuse(400, {
            id: spec.accept.includes('pdf') ? 'resources.file.notAllowed' : 'resources.file.notImage',
          });
        }
        const { id, name } = newRegisterFileName(kind.extension);
        const { empresaId, userId } = request.auth;
        const ref = registerFileRef(empresaId, name);
        await app.files.write(ref, [upload.bytes], spec.maxBytes);
        const originalName = displayName(upload.filename, name);
        try {
          await app.db
            .insertInto('registerFile')
            .values({
              id,
              empresaId,
              resource: def.name,
              field: field.name,
              name,
              contentType: kind.contentType,
              size: upload.bytes.length,
              originalName,
              public: spec.public === true,
              createdBy: userId,
            })
            .execute();
        } catch (error) {
          await app.files.remove(ref);
          throw error;
        }
        reply.code(201);
        return {
          isSuccess: true as const,
          data: { id, contentType: kind.contentType, size: upload.bytes.length, name: originalName },
        };
      },
    );
  }
}

/** Public files (a company's logo) by their id: no session, cached for good (an id never changes content). */
export function registerPublicFileRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/files/public/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'Um arquivo público (o logo de uma empresa) pelo seu id',
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      const file = await app.db
        .selectFrom('registerFile')
        .select(['empresaId', 'name', 'contentType'])
        .where('id', '=', request.params.id)
        .where('public', '=', true)
        .executeTakeFirst();
      if (!file) throw fileMissing();
      // Never sniffed, sandboxed: sendStoredFile sets the headers of every stored file served.
      return sendStoredFile(
        request,
        reply,
        app.files,
        registerFileRef(file.empresaId, file.name),
        {
          contentType: file.contentType,
          downloadName: file.name,
          inline: true,
          cacheControl: 'public, max-age=31536000, immutable',
        },
        fileMissing(),
      );
    },
  );
}
