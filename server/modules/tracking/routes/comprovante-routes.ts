// Proof of delivery routes under /api/tracking/comprovante: read a file's key, attach a proof to
// the company's delivery with that key, list a delivery's proofs and serve a stored file. Every
// query is bounded by the token's company; another company's proof or delivery answers 404.
import { basename } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  comprovanteAttachedSchema,
  comprovanteReadingSchema,
  comprovanteSchema,
} from '../../../../src/domain/tracking/entrega/comprovante';
import { isAccessKeyFormat } from '../../../../src/domain/tracking/nfe/access-key';
import { attachProof, findEntregaByKey, proofColumns } from '../comprovantes/attach-proof';
import { ProofFileRejected, prepareProof, readProofKey } from '../comprovantes/proof-file';
import { proofRef, storeProofFile } from '../comprovantes/proof-storage';
import { sendStoredFile } from '../../../files/send-stored-file';
import { HttpError, refuse } from '../../../errors';
import { publishMachineChanges } from '../../../machines/publish-machine-changes';
import { companyEntrega } from './company-entrega';
import { bearer, idParams } from '../../../resources/route-schemas';
import { dataEnvelope } from '../../../services/envelope';
import { readUploadedFile } from '../../../services/uploaded-file';

const tags = ['tracking', 'comprovante'];
const proofNotFound = () => refuse(404, { id: 'comprovante.error.notFound' });

const keyQuery = z.object({
  chave: z
    .string()
    .transform((v) => v.replace(/\D/g, ''))
    .refine(isAccessKeyFormat, 'A chave de acesso tem 44 dígitos.')
    .optional(),
});

const noDelivery = (chave: string) =>
  refuse(404, { id: 'comprovante.error.noDeliveryWithKey', values: { chave } });

/** Control characters (below U+0020), kept out of a displayed name. */
const isPrintable = (ch: string) => ch.charCodeAt(0) >= 0x20;

/** The uploaded name, for display only: no folders, no control characters, not too long. */
const displayName = (filename: string | undefined) =>
  [...basename((filename ?? '').replace(/\\/g, '/'))].filter(isPrintable).join('').slice(0, 255) ||
  'comprovante';

const wire = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function comprovanteRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guard = app.requireRule('tracking');
  // The NF-e routes register multipart for the whole tracking service; limits are per call here.
  if (!app.hasRequestDecorator('file')) await app.register(multipart);
  const maxBytes = app.config.proofMaxUploadBytes;

  /** The one file of the request, whole in memory (bounded by the limit), with its shown name. */
  const uploadedFile = async (request: FastifyRequest, reply: FastifyReply) => {
    const { bytes, filename } = await readUploadedFile(request, reply, maxBytes, 2);
    return { bytes, nomeOriginal: displayName(filename) };
  };

  /** A file refused for what it is answers with the reason (400; 413 too many pixels; 429 busy). */
  const checked = async <T>(work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } catch (error) {
      if (error instanceof ProofFileRejected) throw new HttpError(error.statusCode, [error.message]);
      throw error;
    }
  };

  routes.post(
    '/comprovante/ler',
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'Lê a chave de acesso de um comprovante (multipart, campo file); nada é guardado',
        response: { 200: dataEnvelope(comprovanteReadingSchema) },
      },
    },
    async (request, reply) => {
      const { bytes } = await uploadedFile(request, reply);
      const chave = (await checked(readProofKey(bytes))).chaveLida;
      const entrega = chave ? await findEntregaByKey(app.db, request.auth.empresaId, chave) : undefined;
      return { isSuccess: true as const, data: { chaveAcesso: chave, entrega: entrega ?? null } };
    },
  );

  routes.post(
    '/comprovante',
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary:
          'Anexa um comprovante (multipart, campo file) à entrega da chave lida no código de barras ou informada em ?chave=',
        querystring: keyQuery,
        response: { 201: dataEnvelope(comprovanteAttachedSchema) },
      },
    },
    async (request, reply) => {
      const { empresaId, userId } = request.auth;
      const { bytes, nomeOriginal } = await uploadedFile(request, reply);
      const settings = await app.db
        .selectFrom('empresa')
        .select(['imageQuality', 'compressionLevel'])
        .where('id', '=', empresaId)
        .executeTakeFirstOrThrow();
      const prepared = await checked(prepareProof(bytes, settings));
      const chave = request.query.chave ?? prepared.chaveLida;
      if (!chave)
        throw refuse(400, {
          id: prepared.kind === 'pdf' ? 'comprovante.error.noKeyInPdf' : 'comprovante.error.noKeyInImage',
        });
      const entrega = await findEntregaByKey(app.db, empresaId, chave);
      if (!entrega) throw noDelivery(chave);
      const arquivo = await storeProofFile(app.files, empresaId, prepared.stored, prepared.extension);
      let attached;
      try {
        attached = await attachProof(app.db, {
          empresaId,
          usuarioId: userId,
          entregaId: entrega.id,
          arquivo,
          tipo: prepared.tipo,
          tamanho: prepared.stored.length,
          nomeOriginal,
          chaveAcesso: chave,
          // A typed key that the barcode confirms was still read from the barcode.
          origem: prepared.chaveLida === chave ? 'barcode' : 'digitada',
        });
      } catch (error) {
        await app.files.remove(proofRef(empresaId, arquivo));
        throw error;
      }
      // The delivery may now be delivered: the delivery lists count it so from now on.
      app.listTotals.forgetAll();
      await publishMachineChanges(app, attached.changes);
      const comprovante = attached.row;
      const now = await findEntregaByKey(app.db, empresaId, chave);
      reply.code(201);
      return { isSuccess: true as const, data: { comprovante: wire(comprovante), entrega: now ?? entrega } };
    },
  );

  routes.get(
    '/comprovante/entrega/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'Comprovantes de uma entrega, do mais novo ao mais antigo',
        params: idParams,
        response: { 200: dataEnvelope(z.array(comprovanteSchema)) },
      },
    },
    async (request) => {
      const { empresaId } = request.auth;
      const entrega = await companyEntrega(app.db, empresaId, request.params.id);
      const rows = await app.db
        .selectFrom('entregaComprovante')
        .select(proofColumns)
        .where('empresaId', '=', empresaId)
        .where('entregaId', '=', entrega.id)
        .orderBy('id', 'desc')
        .execute();
      return { isSuccess: true as const, data: rows.map(wire) };
    },
  );

  routes.get(
    '/comprovante/:id/arquivo',
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'O arquivo de um comprovante (imagem WebP ou PDF); aceita Range: bytes=',
        params: idParams,
      },
    },
    async (request, reply) => {
      const row = await app.db
        .selectFrom('entregaComprovante')
        .select(['id', 'empresaId', 'arquivo', 'tipo'])
        .where('id', '=', request.params.id)
        .where('empresaId', '=', request.auth.empresaId)
        .executeTakeFirst();
      if (!row) throw proofNotFound();
      const extension = row.tipo === 'application/pdf' ? 'pdf' : 'webp';
      return sendStoredFile(
        request,
        reply,
        app.files,
        proofRef(row.empresaId, row.arquivo),
        { contentType: row.tipo, downloadName: `comprovante-${row.id}.${extension}`, inline: true },
        proofNotFound(),
      );
    },
  );
}
