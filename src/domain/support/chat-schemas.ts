// The support chat's shapes, shared by the server's answers and pushes and by the SPA.
import { z } from 'zod';
import { INTEGER_LIMIT } from '../constants';

export const CONVERSATION_STATUSES = ['open', 'pending', 'resolved'] as const;
export const conversationStatusSchema = z.enum(CONVERSATION_STATUSES);
export type ConversationStatus = z.infer<typeof conversationStatusSchema>;

/** The inbox's assignment filter: mine, nobody's, or every conversation. */
export const ASSIGNMENT_FILTERS = ['mine', 'unassigned', 'all'] as const;
export const assignmentFilterSchema = z.enum(ASSIGNMENT_FILTERS);
export type AssignmentFilter = z.infer<typeof assignmentFilterSchema>;

export const dbId = z.number().int().positive().max(INTEGER_LIMIT);

/** A person of a conversation, as the other side sees them. */
export const chatPersonSchema = z.object({ id: z.number().int(), name: z.string() });
export type ChatPerson = z.infer<typeof chatPersonSchema>;

export const ATTACHMENT_KINDS = ['image', 'pdf'] as const;
export const attachmentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ATTACHMENT_KINDS),
  contentType: z.string(),
  /** The name the sender's file had: shown, never used to store or serve it. */
  name: z.string(),
  size: z.number().int(),
});
export type ChatAttachment = z.infer<typeof attachmentSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  /** The sender's own id for the message, so a resend is recognised. */
  clientId: z.string(),
  author: chatPersonSchema,
  /** Written by one of the company's agents (else by the customer side). */
  fromAgent: z.boolean(),
  body: z.string(),
  attachment: attachmentSchema.nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const deliverySummarySchema = z.object({
  id: z.number().int(),
  numero: z.string().nullable(),
  destinatario: z.string().nullable(),
  municipio: z.string().nullable(),
  uf: z.string().nullable(),
  status: z.string(),
  dataPrevista: z.string().nullable(),
  dataEntrega: z.string().nullable(),
});
export type DeliverySummary = z.infer<typeof deliverySummarySchema>;

export const conversationSchema = z.object({
  id: z.number().int(),
  status: conversationStatusSchema,
  openedBy: chatPersonSchema,
  /** Opened through the tracking portal by a delivery client. */
  openedByClient: z.boolean(),
  assignee: chatPersonSchema.nullable(),
  entregaId: z.number().int().nullable(),
  subject: z.string().nullable(),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string(),
  createdAt: z.string(),
  unread: z.number().int(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** Up to which message one participant has read a conversation. */
export const readMarkSchema = z.object({
  conversationId: z.number().int(),
  userId: z.number().int(),
  lastReadMessageId: z.number().int(),
  readAt: z.string(),
});
export type ReadMark = z.infer<typeof readMarkSchema>;

export const typingSchema = z.object({
  conversationId: z.number().int(),
  user: chatPersonSchema,
  typing: z.boolean(),
});
export type TypingSignal = z.infer<typeof typingSchema>;

/** What a sender gives for a message: its own id (a UUID), the text and perhaps an attachment. */
export const sendMessageSchema = z.object({
  clientId: z.uuid(),
  // The length limit is checked by the server with its own message (chat-limits), so the shape
  // only stops what could never be a message.
  body: z.string().max(64 * 1024),
  attachmentId: dbId.optional(),
});
export type SendMessage = z.infer<typeof sendMessageSchema>;

export const unreadCountsSchema = z.object({
  total: z.number().int(),
  open: z.number().int(),
  pending: z.number().int(),
  resolved: z.number().int(),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

/** The timeline's kinds of entries: conversation events, messages, and delivery status changes. */
export const TIMELINE_KINDS = ['conversation', 'message', 'delivery'] as const;
export const timelineKindSchema = z.enum(TIMELINE_KINDS);
export type TimelineKind = z.infer<typeof timelineKindSchema>;

/** A customer of the timeline: the company's own people, or one delivery client. */
export const timelineCustomerSchema = z.object({
  key: z.string(),
  name: z.string(),
  deliveryClient: z.boolean(),
});
export type TimelineCustomer = z.infer<typeof timelineCustomerSchema>;

export const timelineEntrySchema = z.object({
  at: z.string(),
  kind: timelineKindSchema,
  /** conversation: opened, assigned, unassigned, pending, resolved, reopened; delivery: the new status. */
  event: z.string(),
  conversationId: z.number().int().nullable(),
  entregaId: z.number().int().nullable(),
  actor: z.string().nullable(),
  text: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
