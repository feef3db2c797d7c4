// Proof of delivery routes under /api/tracking/comprovante: read a file's key, attach a proof to
// the company's delivery with that key, list a delivery's proofs and serve a stored file. Every
// query is bounded by the token's company; another company's proof or delivery answers 404.
import { basename } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMPROVANTE_SEARCH_LIMIT,
  comprovanteAttachedSchema,
  comprovanteEntregaSchema,
  comprovanteReadingSchema,
  comprovanteSchema,
  comprovanteSearchSchema,
} from '../../../../src/domain/tracking/entrega/comprovante';
import { isAccessKeyFormat } from '../../../../src/domain/tracking/nfe/access-key';
import { businessToday } from '../../../../src/domain/tracking/entrega/overdue';
import { receiptSchema } from '../../../../src/domain/tracking/entrega/receipt';
import { attachProof, companyEntregas, findEntregaByKey, proofColumns } from '../comprovantes/attach-proof';
import { ProofFileRejected, prepareProof, readProofKey } from '../comprovantes/proof-file';
import { proofRef, storeProofFile } from '../comprovantes/proof-storage';
import { sendStoredFile } from '../../../files/send-stored-file';
import { refuse } from '../../../errors';
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
    .refine(isAccessKeyFormat, 'comprovante.error.keyLength')
    .optional(),
  // What the receipt says; without its day, the day it is attached.
  dataRecebimento: receiptSchema.shape.dataRecebimento.optional(),
  recebedorNome: receiptSchema.shape.recebedorNome,
  recebedorDocumento: receiptSchema.shape.recebedorDocumento,
});

const noDelivery = (chave: string) =>
  refuse(404, { id: 'comprovante.error.noDeliveryWithKey', values: { chave } });

/** Control characters (below U+0020), kept out of a displayed name. */
const isPrintable = (ch: string) => ch.charCodeAt(0) >= 0x20;

/** The uploaded name, for display only: no folders, no control characters, not too long. */
const displayName = (filename: string | undefined) =>
  [...basename((filename ?? '').replace(/\\/g, '/'))].filter(isPrintable).join('').slice(0, 255) ||
  'comprovante';

/** A date column as 'yyyy-mm-dd': pg reads it as the local midnight of that day. */
const calendarDay = (value: Date | string | null): string | null => {
  if (value === null || typeof value === 'string') return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
};

const wire = <T extends { createdAt: Date; dataRecebimento: Date | string | null }>(row: T) => ({
  ...row,
  dataRecebimento: calendarDay(row.dataRecebimento),
  createdAt: row.createdAt.toISOString(),
});

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
      if (error instanceof ProofFileRejected) throw refuse(error.statusCode, error.reason);
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
          recebimento: {
            dataRecebimento: request.query.dataRecebimento ?? businessToday(),
            recebedorNome: request.query.recebedorNome,
            recebedorDocumento: request.query.recebedorDocumento,
          },
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
    '/comprovante/buscar',
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary:
          'Entregas da empresa pelo número da NF-e, com série e emitente (CNPJ/CPF ou parte do nome) opcionais, para quando o código de barras não pode ser lido',
        querystring: comprovanteSearchSchema,
        response: { 200: dataEnvelope(z.array(comprovanteEntregaSchema)) },
      },
    },
    async (request) => {
      const { numero, serie, emitente } = request.query;
      let query = companyEntregas(app.db, request.auth.empresaId).where('n.numero', '=', numero);
      if (serie !== undefined) query = query.where('n.serie', '=', serie);
      const digits = emitente?.replace(/[^0-9A-Za-z]/g, '').toUpperCase() ?? '';
      if (emitente && /^[0-9A-Z]{11,14}$/.test(digits) && /\d/.test(digits))
        query = query.where('n.emitenteCnpjCpf', '=', digits);
      else if (emitente) {
        const pattern = `%${emitente.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where((eb) =>
          eb.or([eb('n.emitenteNome', 'ilike', pattern), eb('n.emitenteFantasia', 'ilike', pattern)]),
        );
      }
      const rows = await query.orderBy('e.id', 'desc').limit(COMPROVANTE_SEARCH_LIMIT).execute();
      return {
        isSuccess: true as const,
        data: rows.map((row) => ({ ...row, comprovantes: row.comprovantes ?? 0 })),
      };
    },
  );

  routes.get(
    '/comprovante/paraEntrega/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'A entrega esperada na tela de comprovantes, como ela a mostra',
        params: idParams,
        response: { 200: dataEnvelope(comprovanteEntregaSchema) },
      },
    },
    async (request) => {
      const row = await companyEntregas(app.db, request.auth.empresaId)
        .where('e.id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw refuse(404, { id: 'entregaStatus.error.notFound' });
      return { isSuccess: true as const, data: { ...row, comprovantes: row.comprovantes ?? 0 } };
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
