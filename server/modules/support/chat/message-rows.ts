// How a message is read: its author by name and its attachment's description.
import type { Kysely } from 'kysely';
import type { ChatMessage } from '../../../../src/domain/support/chat-schemas';
import type { Database } from '../../../db/schema';

export const messageRows = (db: Kysely<Database>, empresaId: number) =>
  db
    .selectFrom('supportMessage')
    .innerJoin('usuario as author', 'author.id', 'supportMessage.authorId')
    .leftJoin('supportAttachment', 'supportAttachment.id', 'supportMessage.attachmentId')
    .where('supportMessage.empresaId', '=', empresaId)
    .select([
      'supportMessage.id',
      'supportMessage.conversationId',
      'supportMessage.clientId',
      'supportMessage.authorId',
      'author.nomeApresentacao as authorName',
      'supportMessage.fromAgent',
      'supportMessage.body',
      'supportMessage.createdAt',
      'supportAttachment.id as attachmentId',
      'supportAttachment.nome as attachmentName',
      'supportAttachment.contentType as attachmentType',
      'supportAttachment.tamanho as attachmentSize',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof messageRows>['executeTakeFirstOrThrow']>>;

export const toMessage = (row: Row): ChatMessage => ({
  id: row.id,
  conversationId: row.conversationId,
  clientId: row.clientId,
  author: { id: row.authorId, name: row.authorName },
  fromAgent: row.fromAgent,
  body: row.body,
  attachment:
    row.attachmentId === null
      ? null
      : {
          id: row.attachmentId,
          kind: row.attachmentType === 'application/pdf' ? 'pdf' : 'image',
          contentType: row.attachmentType ?? 'application/octet-stream',
          name: row.attachmentName ?? '',
          size: row.attachmentSize ?? 0,
        },
  createdAt: (row.createdAt instanceof Date ? row.createdAt : new Date(row.createdAt)).toISOString(),
});
