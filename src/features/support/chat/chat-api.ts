// The support chat's calls (/api/tracking/support/...), each answer checked against the shared
// schemas. Screens call these, never ky.
import { z } from 'zod';
import {
  attachmentSchema,
  chatMessageSchema,
  conversationSchema,
  deliverySummarySchema,
  readMarkSchema,
  unreadCountsSchema,
  type AssignmentFilter,
  type ConversationStatus,
  type SendMessage,
} from '@/domain/support/chat-schemas';
import { api } from '@/services/api';

const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const chatKeys = {
  inbox: (status: ConversationStatus, assignment: AssignmentFilter) =>
    ['support', 'inbox', status, assignment] as const,
  all: ['support'] as const,
  unread: ['support', 'unread'] as const,
  conversation: (id: number) => ['support', 'conversation', id] as const,
};

const inboxAnswer = data(
  z.object({
    conversations: z.array(conversationSchema),
    me: z.object({ id: z.number(), agent: z.boolean() }),
  }),
);
export const getInbox = async (status: ConversationStatus, assignment: AssignmentFilter, before?: string) =>
  inboxAnswer.parse(
    await api.tracking
      .get('support/conversations', {
        searchParams: { status, assignment, ...(before && { before }) },
      })
      .json(),
  ).data;

export const getUnread = async () =>
  data(unreadCountsSchema).parse(await api.tracking.get('support/unread').json()).data;

export const getConversation = async (id: number) =>
  data(z.object({ conversation: conversationSchema, delivery: deliverySummarySchema.nullable() })).parse(
    await api.tracking.get(`support/conversations/${id}`).json(),
  ).data;

export const openConversation = async (body: { entregaId?: number; subject?: string }) =>
  data(z.object({ conversation: conversationSchema, created: z.boolean() })).parse(
    await api.tracking.post('support/conversations', { json: body }).json(),
  ).data;

const pageAnswer = data(
  z.object({
    messages: z.array(chatMessageSchema),
    olderCursor: z.number().nullable(),
    reads: z.array(readMarkSchema),
  }),
);
export const getMessages = async (id: number, cursor: { before?: number; after?: number } = {}) =>
  pageAnswer.parse(
    await api.tracking
      .get(`support/conversations/${id}/messages`, {
        searchParams: Object.fromEntries(Object.entries(cursor).filter(([, v]) => v !== undefined)) as Record<
          string,
          number
        >,
      })
      .json(),
  ).data;

export const postMessage = async (id: number, message: SendMessage) =>
  data(z.object({ message: chatMessageSchema, created: z.boolean() })).parse(
    await api.tracking.post(`support/conversations/${id}/messages`, { json: message }).json(),
  ).data.message;

export const markRead = async (id: number, messageId: number) =>
  data(readMarkSchema).parse(
    await api.tracking.post(`support/conversations/${id}/read`, { json: { messageId } }).json(),
  ).data;

export const assignConversation = async (id: number, assigneeId: number | null) =>
  data(conversationSchema).parse(
    await api.tracking.post(`support/conversations/${id}/assign`, { json: { assigneeId } }).json(),
  ).data;

export const setConversationStatus = async (id: number, status: ConversationStatus) =>
  data(conversationSchema).parse(
    await api.tracking.post(`support/conversations/${id}/status`, { json: { status } }).json(),
  ).data;

export const uploadAttachment = async (id: number, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return data(attachmentSchema).parse(
    await api.tracking
      .post(`support/conversations/${id}/attachments`, { body: form, timeout: 120_000 })
      .json(),
  ).data;
};

/** The attachment's bytes, for a preview or a download (an <img> cannot send the token). */
export const getAttachment = async (id: number): Promise<Blob> =>
  api.tracking.get(`support/attachments/${id}`).blob();

export const searchMessages = async (q: string) =>
  data(z.array(chatMessageSchema)).parse(
    await api.tracking.get('support/search', { searchParams: { q } }).json(),
  ).data;

/** The canned answers of the checklist area's predefinedScript register (agents only). */
const cannedPage = z.object({
  data: z.object({
    items: z.array(z.object({ id: z.number(), titulo: z.string(), texto: z.string(), ativo: z.boolean() })),
  }),
});
export const getCannedAnswers = async () =>
  cannedPage
    .parse(await api.checklist.get('predefinedScript', { searchParams: { pageSize: 150 } }).json())
    .data.items.filter((s) => s.ativo);

/** The company's agents, to whom an agent may give a conversation. */
export const getAgents = async () =>
  data(z.array(z.object({ userId: z.number(), name: z.string() }))).parse(
    await api.tracking.get('support/agents').json(),
  ).data;

/** The agents with the company's inbox open now (customers see whether support is there). */
export const getAgentsOnline = async () =>
  data(z.array(z.object({ userId: z.number(), name: z.string() }))).parse(
    await api.tracking.get('support/agents/online').json(),
  ).data;
