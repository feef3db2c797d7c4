// The support chat over HTTP (/api/tracking/support/...), for every signed-in user; what each may
// reach is decided by the viewer (chat-viewer.ts): agents the company's inbox, everybody else
// their own conversations.
//   GET  /support/conversations?status&assignment&before   the inbox, newest activity first
//   GET  /support/unread                                   unread messages per status
//   POST /support/conversations {entregaId?, subject?}      opens one (or the one under way)
//   GET  /support/conversations/{id}                        one, with its delivery
//   GET  /support/conversations/{id}/messages?before|after  a page going back, or what came after
//   POST /support/conversations/{id}/messages               sends (idempotent by clientId)
//   POST /support/conversations/{id}/read {messageId}       read mark, pushed as a receipt
//   POST /support/conversations/{id}/assign {assigneeId}    agents
//   POST /support/conversations/{id}/status {status}        agents: resolve, reopen, pending
//   POST /support/conversations/{id}/attachments            multipart `file`: image or PDF
//   GET  /support/attachments/{id}                          the file, to those who may read it
//   GET  /support/search?q                                  messages whose words begin so
//   GET  /support/agents/online                             agents with the inbox open
//   GET  /support/agents                                    the company's agents (agents)
//   GET  /support/timeline/customers, /support/timeline     agents: one customer's feed
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ATTACHMENT_MAX_BYTES } from '../../../../src/domain/support/chat-limits';
import {
  assignmentFilterSchema,
  attachmentSchema,
  chatMessageSchema,
  conversationSchema,
  conversationStatusSchema,
  dbId,
  deliverySummarySchema,
  readMarkSchema,
  sendMessageSchema,
  timelineCustomerSchema,
  timelineEntrySchema,
  timelineKindSchema,
  unreadCountsSchema,
} from '../../../../src/domain/support/chat-schemas';
import { safeDay, safeId } from '../../../../src/domain/safe-input';
import { HttpError } from '../../../errors';
import { sendStoredFile } from '../../../files/send-stored-file';
import { bearer, idParams } from '../../../resources/route-schemas';
import { dataEnvelope } from '../../../services/envelope';
import { readUploadedFile } from '../../../services/uploaded-file';
import { chatFileRef, findAttachment, storeAttachment } from './attachment-store';
import { companyAgents } from './company-agents';
import { CHAT_REFUSALS } from './chat-refusals';
import { viewerOf } from './chat-viewer';
import { conversationOf } from './conversation-rows';
import { assign, inboxPage, openConversation, setStatus, unreadCounts } from './conversation-store';
import { deliverySummary } from './delivery-summary';
import { markRead, messagePage, searchMessages } from './message-store';
import { timeline, timelineCustomers } from './timeline-store';

const tags = ['support'];
const ok = <T>(data: T) => ({ isSuccess: true as const, data });

export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireRule('supportChat');
  const common = { onRequest, schema: { tags, security: bearer } } as const;

  routes.get(
    '/support/conversations',
    {
      ...common,
      schema: {
        ...common.schema,
        summary: 'A caixa de entrada: conversas de um status, da atividade mais recente à mais antiga',
        querystring: z.object({
          status: conversationStatusSchema.default('open'),
          assignment: assignmentFilterSchema.default('all'),
          before: z.iso.datetime().optional(),
        }),
        response: {
          200: dataEnvelope(
            z.object({
              conversations: z.array(conversationSchema),
              me: z.object({ id: z.number(), agent: z.boolean() }),
            }),
          ),
        },
      },
    },
    async (request) => {
      const viewer = viewerOf(request.auth);
      return ok({
        conversations: await inboxPage(app.db, viewer, request.query),
        me: { id: viewer.userId, agent: viewer.agent },
      });
    },
  );

  routes.get(
    '/support/unread',
    {
      ...common,
      schema: {
        ...common.schema,
        summary: 'Mensagens não lidas por status',
        response: { 200: dataEnvelope(unreadCountsSchema) },
      },
    },
    async (request) => ok(await unreadCounts(app.db, viewerOf(request.auth))),
  );

  routes.post(
    '/support/conversations',
    {
      ...common,
      schema: {
        ...common.schema,
        summary: 'Abre uma conversa (sobre uma entrega: a que já está em andamento, se houver)',
        body: z.object({ entregaId: dbId.optional(), subject: z.string().max(200).optional() }),
        response: { 200: dataEnvelope(z.object({ conversation: conversationSchema, created: z.boolean() })) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request.auth);
      const opened = await openConversation(app.db, viewer, request.body);
      if (opened.created) await app.supportChat.conversation(viewer.empresaId, opened.conversation);
      return ok(opened);
    },
  );

  routes.get(
    '/support/conversations/:id',
    {
      ...common,
      schema: {
        ...common.schema,
        summary: 'Uma conversa, com a entrega de que trata',
        params: idParams,
        response: {
          200: dataEnvelope(
            z.object({ conversation: conversationSchema, delivery: deliverySummarySchema.nullable() }),
          ),
        },
      },
    },
    async (request) => {
      const viewer = viewerOf(request.auth);
      const conversation = await conversationOf(app.db, viewer, request.params.id);
      if (!conversation) throw CHAT_REFUSALS.conversationNotFound();
      const delivery =
        conversation.entregaId === null
          ? null
          : await deliverySummary(app.db, viewer.empresaId, conversation.entregaId);
      return ok({ conversation, delivery });
    },
  );

  routes.get(
    '/support/conversations/:id/messages',
    {
      ...common,
      schema: {
        ...common.schema,
        summary: 'Uma página de mensagens anteriores a `before`, ou as posteriores a `after`',
        params: idParams,
        querystring: z.object({
          before: safeId.optional(),
          after: z.coerce.number().int().min(0).optional(),
        }),
        response: {
          200: dataEnvelope(
            z.object({
              messages: z.array(chatMessageSchema),
              olderCursor: z.number().nullable(),
              reads: z.array(readMarkSchema),
            }),
          ),
        },
      },
    },
    async (request) =>
      ok(await messagePage(app.db, viewerOf(request.auth), request.params.id, request.query)),
  );

  routes.post(
    '/support/conversations/:id/messages',
    {
      ...common,
      schema: {
        ...common.schema,
        summary: 'Envia uma mensagem; o mesmo clientId enviado de novo responde a mensagem já guardada',
        params: idParams,
        body: sendMessageSchema,
        response: { 200: dataEnvelope(z.object({ message: chatMessageSchema, created: z.boolean() })) },
      },
    },
    async (request) => {
      const sent = await app.supportChat.send(viewerOf(request.auth), request.params.id, request.body);
      return ok({ message: sent.message, created: sent.created });
    },
  );

  routes.post(
    '/support/conversations/:id/read',
    {
      ...common,
      schema: {
        ...common.schema,
        summary: 'Marca a conversa como lida até uma mensagem',
        params: idParams,
        body: z.object({ messageId: dbId }),
        response: { 200: dataEnvelope(readMarkSchema) },
      },
    },
    async (request) => {
      const mark = await markRead(app.db, viewerOf(request.auth), request.params.id, request.body.messageId);
      await app.supportChat.read(request.auth.empresaId, mark);
      return ok(mark);
    },
  );

  routes.post(
    '/support/conversations/:id/assign',
    {
      ...common,
      schema: {
        ...common.schema,
        summary: 'Atribui a conversa a um atendente (null: a ninguém)',
        params: idParams,
        body: z.object({ assigneeId: dbId.nullable() }),
        response: { 200: dataEnvelope(conversationSchema) },
      },
    },
    async (request) => {
      const conversation = await assign(
        app.db,
        viewerOf(request.auth),
        request.params.id,
        request.body.assigneeId,
      );
      await app.supportChat.conversation(request.auth.empresaId, conversation);
      return ok(conversation);
    },
  );

  routes.post(
    '/support/conversations/:id/status',
    {
      ...common,
      schema: {
        ...common.schema,
        summary: 'Resolve, reabre ou deixa pendente a conversa',
        params: idParams,
        body: z.object({ status: conversationStatusSchema }),
        response: { 200: dataEnvelope(conversationSchema) },
      },
    },
    async (request) => {
      const conversation = await setStatus(
        app.db,
        viewerOf(request.auth),
        request.params.id,
        request.body.status,
      );
      await app.supportChat.conversation(request.auth.empresaId, conversation);
      return ok(conversation);
    },
  );

  routes.post(
    '/support/conversations/:id/attachments',
    {
      ...common,
      schema: {
        ...common.schema,
        summary: `Anexa uma imagem (PNG, JPEG, WebP, GIF) ou um PDF de até ${ATTACHMENT_MAX_BYTES / 1024 ** 2} MB, no campo file`,
        params: idParams,
        response: { 200: dataEnvelope(attachmentSchema) },
      },
    },
    async (request, reply) => {
      let upload;
      try {
        upload = await readUploadedFile(request, reply, ATTACHMENT_MAX_BYTES);
      } catch (error) {
        // The platform's text names the limit in MB too; the chat's says what to do instead.
        if (error instanceof HttpError && error.statusCode === 413) throw CHAT_REFUSALS.attachmentTooLarge();
        throw error;
      }
      return ok(await storeAttachment(app.db, app.files, viewerOf(request.auth), request.params.id, upload));
    },
  );

  routes.get(
    '/support/attachments/:id',
    {
      ...common,
      schema: { ...common.schema, summary: 'O arquivo de um anexo; aceita Range: bytes=', params: idParams },
    },
    async (request, reply) => {
      const viewer = viewerOf(request.auth);
      const row = await findAttachment(app.db, viewer, request.params.id);
      if (!row) throw CHAT_REFUSALS.attachmentNotFound();
      // Served as what its bytes are, never sniffed again by the browser, and sandboxed
      // (sendStoredFile's headers).
      return sendStoredFile(
        request,
        reply,
        app.files,
        chatFileRef(viewer.empresaId, row.arquivo),
        {
          contentType: row.contentType,
          // A header takes only a name the server made; the sender's name is shown by the SPA.
          downloadName: `anexo-${request.params.id}.${row.arquivo.split('.').pop()}`,
          inline: true,
        },
        CHAT_REFUSALS.attachmentNotFound(),
      );
    },
  );

  routes.get(
    '/support/search',
    {
      ...common,
      schema: {
        ...common.schema,
        summary: 'Mensagens cujas palavras começam por cada palavra digitada',
        querystring: z.object({ q: z.string().max(200) }),
        response: { 200: dataEnvelope(z.array(chatMessageSchema)) },
      },
    },
    async (request) => ok(await searchMessages(app.db, viewerOf(request.auth), request.query.q)),
  );

  routes.get(
    '/support/agents',
    {
      ...common,
      schema: {
        ...common.schema,
        summary: 'Os atendentes da empresa, a quem uma conversa pode ser atribuída',
        response: { 200: dataEnvelope(z.array(z.object({ userId: z.number(), name: z.string() }))) },
      },
    },
    async (request) => {
      if (!viewerOf(request.auth).agent) throw CHAT_REFUSALS.agentsOnly();
      return ok(await companyAgents(app.db, request.auth.empresaId));
    },
  );

  routes.get(
    '/support/agents/online',
    {
      ...common,
      schema: {
        ...common.schema,
        summary: 'Os atendentes com a caixa de entrada aberta agora',
        response: { 200: dataEnvelope(z.array(z.object({ userId: z.number(), name: z.string() }))) },
      },
    },
    async (request) => ok(await app.supportChat.agentsOnline(request.auth.empresaId)),
  );

  routes.get(
    '/support/timeline/customers',
    {
      ...common,
      schema: {
        ...common.schema,
        summary: 'Os clientes da linha do tempo: a própria empresa e cada cliente de entregas que conversou',
        response: { 200: dataEnvelope(z.array(timelineCustomerSchema)) },
      },
    },
    async (request) => ok(await timelineCustomers(app.db, viewerOf(request.auth))),
  );

  routes.get(
    '/support/timeline',
    {
      ...common,
      schema: {
        ...common.schema,
        summary: 'A linha do tempo de um cliente: eventos das conversas, mensagens e eventos das entregas',
        querystring: z.object({
          customer: z.string().max(40),
          from: safeDay.optional(),
          to: safeDay.optional(),
          kinds: z
            .string()
            .max(60)
            .default('conversation,message,delivery')
            .transform((text) => text.split(',').filter(Boolean))
            .pipe(z.array(timelineKindSchema)),
        }),
        response: { 200: dataEnvelope(z.array(timelineEntrySchema)) },
      },
    },
    async (request) => ok(await timeline(app.db, viewerOf(request.auth), request.query)),
  );
}
