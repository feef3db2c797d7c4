// How a conversation is read for the inbox: its opener and assignee by name, its last message and
// how many messages the viewer has not read yet, in one query with correlated subqueries (each an
// index probe per row of the page).
import { type Kysely, sql } from 'kysely';
import type { Conversation } from '../../../../src/domain/support/chat-schemas';
import type { Database } from '../../../db/schema';
import { type ChatViewer, visibleConversations } from './chat-viewer';

export const conversationRows = (db: Kysely<Database>, viewer: ChatViewer) =>
  visibleConversations(db, viewer)
    .innerJoin('usuario as opener', 'opener.id', 'supportConversation.openedBy')
    .leftJoin('usuario as assignee', 'assignee.id', 'supportConversation.assigneeId')
    .select((eb) => [
      'supportConversation.id',
      'supportConversation.status',
      'supportConversation.entregaId',
      'supportConversation.subject',
      'supportConversation.lastMessageAt',
      'supportConversation.createdAt',
      'supportConversation.openedBy',
      'opener.nomeApresentacao as openerName',
      'opener.tipo as openerKind',
      'supportConversation.assigneeId',
      'assignee.nomeApresentacao as assigneeName',
      eb
        .selectFrom('supportMessage')
        .select('supportMessage.body')
        .whereRef('supportMessage.conversationId', '=', 'supportConversation.id')
        .orderBy('supportMessage.id', 'desc')
        .limit(1)
        .as('lastMessage'),
      sql<number>`(select count(*)::int from support_message m
         where m.conversation_id = support_conversation.id and m.author_id <> ${viewer.userId}
           and m.id > coalesce((select r.last_read_message_id from support_read r
                                 where r.conversation_id = support_conversation.id
                                   and r.usuario_id = ${viewer.userId}), 0))`.as('unread'),
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof conversationRows>['executeTakeFirstOrThrow']>>;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export const toConversation = (row: Row): Conversation => ({
  id: row.id,
  status: row.status,
  openedBy: { id: row.openedBy, name: row.openerName },
  openedByClient: row.openerKind === 'deliveryClient',
  assignee: row.assigneeId === null ? null : { id: row.assigneeId, name: row.assigneeName ?? '' },
  entregaId: row.entregaId,
  subject: row.subject,
  lastMessage: row.lastMessage ?? null,
  lastMessageAt: iso(row.lastMessageAt),
  createdAt: iso(row.createdAt),
  unread: Number(row.unread),
});

export async function conversationOf(
  db: Kysely<Database>,
  viewer: ChatViewer,
  id: number,
): Promise<Conversation | undefined> {
  const row = await conversationRows(db, viewer).where('supportConversation.id', '=', id).executeTakeFirst();
  return row && toConversation(row);
}
