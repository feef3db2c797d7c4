// The conversations of the chat: the inbox's pages, opening one (perhaps about a delivery),
// assigning and changing status. Every read goes through the viewer's visible conversations, so
// a conversation of another company, or a customer's of another customer, is simply not found.
import type { Kysely } from 'kysely';
import type {
  AssignmentFilter,
  Conversation,
  ConversationStatus,
  UnreadCounts,
} from '../../../../src/domain/support/chat-schemas';
import { CONVERSATION_PAGE_SIZE } from '../../../../src/domain/support/chat-limits';
import type { Database } from '../../../db/schema';
import { deliveryClientSees } from '../../tracking-client/delivery-client-scope';
import type { SupportEventKind } from '../tables';
import { CHAT_REFUSALS } from './chat-refusals';
import { companyAgents } from './company-agents';
import type { ChatViewer } from './chat-viewer';
import { conversationOf, conversationRows, toConversation } from './conversation-rows';

export interface InboxQuery {
  status: ConversationStatus;
  assignment: AssignmentFilter;
  /** The page before this conversation's last activity (ISO), for the next page. */
  before?: string;
}

export async function inboxPage(
  db: Kysely<Database>,
  viewer: ChatViewer,
  query: InboxQuery,
): Promise<Conversation[]> {
  let rows = conversationRows(db, viewer).where('supportConversation.status', '=', query.status);
  // Customers see only their own anyway; the assignment filter is the agents'.
  if (viewer.agent && query.assignment === 'mine')
    rows = rows.where('supportConversation.assigneeId', '=', viewer.userId);
  if (viewer.agent && query.assignment === 'unassigned')
    rows = rows.where('supportConversation.assigneeId', 'is', null);
  if (query.before) rows = rows.where('supportConversation.lastMessageAt', '<', new Date(query.before));
  const page = await rows
    .orderBy('supportConversation.lastMessageAt', 'desc')
    .orderBy('supportConversation.id', 'desc')
    .limit(CONVERSATION_PAGE_SIZE)
    .execute();
  return page.map(toConversation);
}

export async function unreadCounts(db: Kysely<Database>, viewer: ChatViewer): Promise<UnreadCounts> {
  const rows = await conversationRows(db, viewer).execute();
  const counts: UnreadCounts = { total: 0, open: 0, pending: 0, resolved: 0 };
  for (const row of rows) {
    const unread = Number(row.unread);
    counts[row.status] += unread;
    counts.total += unread;
  }
  return counts;
}

export async function recordEvent(
  db: Kysely<Database>,
  event: {
    empresaId: number;
    conversationId: number;
    actorId: number;
    kind: SupportEventKind;
    assigneeId?: number | null;
  },
): Promise<void> {
  await db
    .insertInto('supportEvent')
    .values({ ...event, assigneeId: event.assigneeId ?? null })
    .execute();
}

/** Whether the viewer may talk about this delivery: a client's own, or any of staff's company. */
async function deliveryReachable(db: Kysely<Database>, viewer: ChatViewer, entregaId: number) {
  if (viewer.deliveryClient)
    return deliveryClientSees(db, { empresaId: viewer.empresaId, usuarioId: viewer.userId }, entregaId);
  const row = await db
    .selectFrom('entrega')
    .select('id')
    .where('id', '=', entregaId)
    .where('empresaId', '=', viewer.empresaId)
    .executeTakeFirst();
  return row !== undefined;
}

async function noteOf(db: Kysely<Database>, entregaId: number): Promise<string | null> {
  const row = await db
    .selectFrom('entrega')
    .innerJoin('notaFiscal', 'notaFiscal.id', 'entrega.notaFiscalId')
    .select('notaFiscal.numero')
    .where('entrega.id', '=', entregaId)
    .executeTakeFirst();
  return row?.numero ? `NF-e ${row.numero}` : null;
}

/**
 * Opens a conversation, or answers the one already under way: about a delivery, the viewer's
 * unresolved one about it (an agent's: anyone's), so a link followed twice lands in one place.
 */
export async function openConversation(
  db: Kysely<Database>,
  viewer: ChatViewer,
  input: { entregaId?: number; subject?: string },
): Promise<{ conversation: Conversation; created: boolean }> {
  if (input.entregaId !== undefined) {
    if (!(await deliveryReachable(db, viewer, input.entregaId))) throw CHAT_REFUSALS.deliveryNotFound();
    const existing = await conversationRows(db, viewer)
      .where('supportConversation.entregaId', '=', input.entregaId)
      .where('supportConversation.status', '!=', 'resolved')
      .orderBy('supportConversation.id', 'desc')
      .executeTakeFirst();
    if (existing) return { conversation: toConversation(existing), created: false };
  }
  // A conversation about a delivery is named by its note, as the inbox lists it.
  const subject =
    input.subject?.trim() || (input.entregaId !== undefined ? await noteOf(db, input.entregaId) : null);
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('supportConversation')
      .values({
        empresaId: viewer.empresaId,
        openedBy: viewer.userId,
        entregaId: input.entregaId ?? null,
        subject,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordEvent(trx, {
      empresaId: viewer.empresaId,
      conversationId: row.id,
      actorId: viewer.userId,
      kind: 'opened',
    });
    return row.id;
  });
  return { conversation: (await conversationOf(db, viewer, id))!, created: true };
}

const STATUS_EVENTS: Record<ConversationStatus, SupportEventKind> = {
  open: 'reopened',
  pending: 'pending',
  resolved: 'resolved',
};

/** Resolves, reopens or puts a conversation on hold (agents only). */
export async function setStatus(
  db: Kysely<Database>,
  viewer: ChatViewer,
  id: number,
  status: ConversationStatus,
): Promise<Conversation> {
  if (!viewer.agent) throw CHAT_REFUSALS.agentsOnly();
  const current = await conversationOf(db, viewer, id);
  if (!current) throw CHAT_REFUSALS.conversationNotFound();
  if (current.status === status) return current;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('supportConversation')
      .set({ status, updatedAt: new Date(), resolvedAt: status === 'resolved' ? new Date() : null })
      .where('id', '=', id)
      .where('empresaId', '=', viewer.empresaId)
      .execute();
    await recordEvent(trx, {
      empresaId: viewer.empresaId,
      conversationId: id,
      actorId: viewer.userId,
      kind: STATUS_EVENTS[status],
    });
  });
  return (await conversationOf(db, viewer, id))!;
}

/** Whether the user may be given conversations of the company: one of its staff or vendor users. */
/** Whether the user is one of the company's agents (company-agents.ts), or the viewer itself. */
async function assignable(db: Kysely<Database>, viewer: ChatViewer, userId: number): Promise<boolean> {
  // An RMS agent takes a conversation for itself, though it is not the company's staff.
  if (userId === viewer.userId) return true;
  return (await companyAgents(db, viewer.empresaId)).some((agent) => agent.userId === userId);
}

/** Gives the conversation to an agent, or to nobody (agents only). */
export async function assign(
  db: Kysely<Database>,
  viewer: ChatViewer,
  id: number,
  assigneeId: number | null,
): Promise<Conversation> {
  if (!viewer.agent) throw CHAT_REFUSALS.agentsOnly();
  const current = await conversationOf(db, viewer, id);
  if (!current) throw CHAT_REFUSALS.conversationNotFound();
  if (assigneeId !== null && !(await assignable(db, viewer, assigneeId))) throw CHAT_REFUSALS.notAnAgent();
  if ((current.assignee?.id ?? null) === assigneeId) return current;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('supportConversation')
      .set({ assigneeId, updatedAt: new Date() })
      .where('id', '=', id)
      .where('empresaId', '=', viewer.empresaId)
      .execute();
    await recordEvent(trx, {
      empresaId: viewer.empresaId,
      conversationId: id,
      actorId: viewer.userId,
      kind: assigneeId === null ? 'unassigned' : 'assigned',
      assigneeId,
    });
  });
  return (await conversationOf(db, viewer, id))!;
}
