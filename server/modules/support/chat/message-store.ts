// The messages of a conversation: pages going back, what came after a message (a client that
// reconnects fetches what it missed), sending (stored before anything is pushed, once per client
// id), read marks and search.
import { type Kysely, sql } from 'kysely';
import { MESSAGE_MAX_LENGTH, MESSAGE_PAGE_SIZE } from '../../../../src/domain/support/chat-limits';
import type {
  ChatMessage,
  Conversation,
  ReadMark,
  SendMessage,
} from '../../../../src/domain/support/chat-schemas';
import type { Database } from '../../../db/schema';
import { CHAT_REFUSALS } from './chat-refusals';
import { type ChatViewer, mayReach } from './chat-viewer';
import { conversationOf } from './conversation-rows';
import { recordEvent } from './conversation-store';
import { messageRows, toMessage } from './message-rows';

export interface MessagePageQuery {
  /** Older than this message (the next page going back). */
  before?: number;
  /** Newer than this message (what a reconnecting client missed), oldest first. */
  after?: number;
}

export interface MessagePage {
  messages: ChatMessage[];
  /** The cursor of the next page going back, or null at the conversation's start. */
  olderCursor: number | null;
  reads: ReadMark[];
}

async function readMarks(db: Kysely<Database>, conversationId: number): Promise<ReadMark[]> {
  const rows = await db
    .selectFrom('supportRead')
    .select(['conversationId', 'usuarioId', 'lastReadMessageId', 'readAt'])
    .where('conversationId', '=', conversationId)
    .execute();
  return rows.map((r) => ({
    conversationId: r.conversationId,
    userId: r.usuarioId,
    lastReadMessageId: r.lastReadMessageId,
    readAt: new Date(r.readAt).toISOString(),
  }));
}

export async function messagePage(
  db: Kysely<Database>,
  viewer: ChatViewer,
  conversationId: number,
  query: MessagePageQuery,
): Promise<MessagePage> {
  if (!(await mayReach(db, viewer, conversationId))) throw CHAT_REFUSALS.conversationNotFound();
  let rows = messageRows(db, viewer.empresaId).where('supportMessage.conversationId', '=', conversationId);
  if (query.after !== undefined) {
    const newer = await rows
      .where('supportMessage.id', '>', query.after)
      .orderBy('supportMessage.id', 'asc')
      .limit(500)
      .execute();
    return { messages: newer.map(toMessage), olderCursor: null, reads: await readMarks(db, conversationId) };
  }
  if (query.before !== undefined) rows = rows.where('supportMessage.id', '<', query.before);
  // One more than a page says whether an older page exists.
  const page = await rows
    .orderBy('supportMessage.id', 'desc')
    .limit(MESSAGE_PAGE_SIZE + 1)
    .execute();
  const more = page.length > MESSAGE_PAGE_SIZE;
  const messages = page.slice(0, MESSAGE_PAGE_SIZE).reverse().map(toMessage);
  return {
    messages,
    olderCursor: more ? messages[0]!.id : null,
    reads: await readMarks(db, conversationId),
  };
}

export interface Sent {
  message: ChatMessage;
  /** False when the client id was already stored: the same message, sent again. */
  created: boolean;
  /** The conversation when sending changed it (a customer's message reopens a resolved one). */
  reopened: Conversation | null;
  /** Who opened the conversation (their other tabs hear of the message too). */
  openedBy: number;
}

/** Stores a message; a client id already used by the author answers the stored message. */
export async function sendMessage(
  db: Kysely<Database>,
  viewer: ChatViewer,
  conversationId: number,
  input: SendMessage,
): Promise<Sent> {
  const body = input.body.trim();
  if (body.length > MESSAGE_MAX_LENGTH) throw CHAT_REFUSALS.tooLong();
  if (!body && input.attachmentId === undefined) throw CHAT_REFUSALS.empty();
  // One read for the conversation (within the viewer's reach) and the author's name: a send is
  // the hot path of the chat, so it costs two statements when nothing unusual happens.
  const conversation = await db
    .selectFrom('supportConversation')
    .innerJoin('usuario as author', (join) => join.on('author.id', '=', viewer.userId))
    .select(['supportConversation.status', 'supportConversation.openedBy', 'author.nomeApresentacao'])
    .where('supportConversation.id', '=', conversationId)
    .where('supportConversation.empresaId', '=', viewer.empresaId)
    .$if(!viewer.agent, (q) => q.where('supportConversation.openedBy', '=', viewer.userId))
    .executeTakeFirst();
  if (!conversation) throw CHAT_REFUSALS.conversationNotFound();
  const attachment =
    input.attachmentId === undefined
      ? null
      : await db
          .selectFrom('supportAttachment')
          .select(['id', 'nome', 'contentType', 'tamanho'])
          .where('id', '=', input.attachmentId)
          .where('empresaId', '=', viewer.empresaId)
          .where('conversationId', '=', conversationId)
          .where('uploadedBy', '=', viewer.userId)
          .executeTakeFirst();
  if (attachment === undefined) throw CHAT_REFUSALS.attachmentNotFound();
  // The customer writing again reopens a resolved conversation (the agents must see it).
  const reopens =
    conversation.status === 'resolved' && conversation.openedBy === viewer.userId && !viewer.agent;
  // The message and the conversation's last activity in one statement; a client id the author
  // already used inserts nothing (the resend of a message the server has).
  const stored = await sql<{ id: number; at: Date }>`
    with m as (
      insert into support_message
        (empresa_id, conversation_id, author_id, from_agent, client_id, body, attachment_id)
      values (${viewer.empresaId}, ${conversationId}, ${viewer.userId}, ${viewer.agent},
              ${input.clientId}, ${body}, ${attachment?.id ?? null})
      on conflict (author_id, client_id) do nothing
      returning id, created_at)
    update support_conversation c
       set last_message_at = m.created_at, updated_at = m.created_at
      from m
     where c.id = ${conversationId}
    returning m.id, m.created_at as at`.execute(db);
  const inserted = stored.rows[0];
  if (!inserted) {
    const repeated = await sameClientMessage(db, viewer, input.clientId);
    if (!repeated) throw CHAT_REFUSALS.conversationNotFound();
    return { message: repeated, created: false, reopened: null, openedBy: conversation.openedBy };
  }
  if (reopens)
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('supportConversation')
        .set({ status: 'open', resolvedAt: null })
        .where('id', '=', conversationId)
        .execute();
      await recordEvent(trx, {
        empresaId: viewer.empresaId,
        conversationId,
        actorId: viewer.userId,
        kind: 'reopened',
      });
    });
  const message: ChatMessage = {
    id: inserted.id,
    conversationId,
    clientId: input.clientId,
    author: { id: viewer.userId, name: conversation.nomeApresentacao },
    fromAgent: viewer.agent,
    body,
    attachment: attachment && {
      id: attachment.id,
      kind: attachment.contentType === 'application/pdf' ? 'pdf' : 'image',
      contentType: attachment.contentType,
      name: attachment.nome,
      size: attachment.tamanho,
    },
    createdAt: new Date(inserted.at).toISOString(),
  };
  return {
    message,
    created: true,
    reopened: reopens ? ((await conversationOf(db, viewer, conversationId)) ?? null) : null,
    openedBy: conversation.openedBy,
  };
}

async function sameClientMessage(db: Kysely<Database>, viewer: ChatViewer, clientId: string) {
  const row = await messageRows(db, viewer.empresaId)
    .where('supportMessage.authorId', '=', viewer.userId)
    .where('supportMessage.clientId', '=', clientId)
    .executeTakeFirst();
  return row && toMessage(row);
}

async function upsertRead(
  db: Kysely<Database>,
  conversationId: number,
  usuarioId: number,
  messageId: number,
) {
  await db
    .insertInto('supportRead')
    .values({ conversationId, usuarioId, lastReadMessageId: messageId, readAt: new Date() })
    .onConflict((oc) =>
      oc.columns(['conversationId', 'usuarioId']).doUpdateSet({
        // A mark only moves forward: a late request for an older message changes nothing.
        lastReadMessageId: sql`greatest(support_read.last_read_message_id, excluded.last_read_message_id)`,
        readAt: sql`excluded.read_at`,
      }),
    )
    .execute();
}

/** Marks the conversation read up to a message of it; answers the mark as it now stands. */
export async function markRead(
  db: Kysely<Database>,
  viewer: ChatViewer,
  conversationId: number,
  messageId: number,
): Promise<ReadMark> {
  if (!(await mayReach(db, viewer, conversationId))) throw CHAT_REFUSALS.conversationNotFound();
  const latest = await db
    .selectFrom('supportMessage')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('conversationId', '=', conversationId)
    .where('id', '<=', messageId)
    .executeTakeFirst();
  const upTo = latest?.id ?? 0;
  if (upTo > 0) await upsertRead(db, conversationId, viewer.userId, upTo);
  const mark = await db
    .selectFrom('supportRead')
    .select(['lastReadMessageId', 'readAt'])
    .where('conversationId', '=', conversationId)
    .where('usuarioId', '=', viewer.userId)
    .executeTakeFirst();
  return {
    conversationId,
    userId: viewer.userId,
    lastReadMessageId: mark?.lastReadMessageId ?? 0,
    readAt: new Date(mark?.readAt ?? Date.now()).toISOString(),
  };
}

/** The words typed as a prefix query: letters and digits only, so nothing reads as an operator. */
export const prefixQuery = (text: string): string | undefined => {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : undefined;
};

/** Messages of the viewer's conversations whose words begin with every word typed, newest first. */
export async function searchMessages(
  db: Kysely<Database>,
  viewer: ChatViewer,
  text: string,
): Promise<ChatMessage[]> {
  const query = prefixQuery(text);
  if (!query) return [];
  const rows = await messageRows(db, viewer.empresaId)
    .innerJoin('supportConversation', 'supportConversation.id', 'supportMessage.conversationId')
    .where('supportConversation.empresaId', '=', viewer.empresaId)
    .$if(!viewer.agent, (q) => q.where('supportConversation.openedBy', '=', viewer.userId))
    .where(sql<boolean>`to_tsvector('simple', support_message.body) @@ to_tsquery('simple', ${query})`)
    .orderBy('supportMessage.id', 'desc')
    .limit(30)
    .execute();
  return rows.map(toMessage);
}
