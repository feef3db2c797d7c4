// The support module's tables (spec 2.10, migration 0035), in camelCase as the rest of the server
// names them; server/db/schema.ts joins them to the platform's into the typed Database.
import type { ColumnType, Generated } from 'kysely';
import type { ConversationStatus } from '../../../src/domain/support/chat-schemas';
import type { CreatedAt, Nullable, NullableTimestamp } from '../../db/column-types';

type Touched = ColumnType<Date, Date | string | undefined, Date | string>;

export interface SupportConversationTable {
  id: Generated<number>;
  empresaId: number;
  openedBy: number;
  entregaId: Nullable<number>;
  subject: Nullable<string>;
  status: ColumnType<ConversationStatus, ConversationStatus | undefined, ConversationStatus>;
  assigneeId: Nullable<number>;
  createdAt: CreatedAt;
  updatedAt: Touched;
  lastMessageAt: Touched;
  resolvedAt: NullableTimestamp;
}

export interface SupportMessageTable {
  id: Generated<number>;
  empresaId: number;
  conversationId: number;
  authorId: number;
  fromAgent: boolean;
  clientId: string;
  body: string;
  attachmentId: Nullable<number>;
  createdAt: CreatedAt;
}

export interface SupportAttachmentTable {
  id: Generated<number>;
  empresaId: number;
  conversationId: number;
  uploadedBy: number;
  /** The stored file's name in the `chat` area (`<uuid>.<ext>`). */
  arquivo: string;
  /** The sender's file name, for display only. */
  nome: string;
  contentType: string;
  tamanho: number;
  createdAt: CreatedAt;
}

export interface SupportReadTable {
  conversationId: number;
  usuarioId: number;
  lastReadMessageId: number;
  readAt: Touched;
}

export type SupportEventKind = 'opened' | 'assigned' | 'unassigned' | 'pending' | 'resolved' | 'reopened';

export interface SupportEventTable {
  id: Generated<number>;
  empresaId: number;
  conversationId: number;
  actorId: Nullable<number>;
  kind: SupportEventKind;
  assigneeId: Nullable<number>;
  createdAt: CreatedAt;
}

export interface SupportTables {
  supportConversation: SupportConversationTable;
  supportMessage: SupportMessageTable;
  supportAttachment: SupportAttachmentTable;
  supportRead: SupportReadTable;
  supportEvent: SupportEventTable;
}
