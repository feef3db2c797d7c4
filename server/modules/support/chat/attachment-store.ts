// Chat attachments: the upload is read whole (within the size limit), its type decided by its
// bytes, stored in the file store's `chat` area under a name the server makes, and only then
// recorded, so no row ever names half a file. It belongs to one conversation, and is served only
// to those who may read that conversation.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { FileStore } from '../../../files/file-store';
import type { StoredFileRef } from '../../../files/stored-file';
import type { ChatAttachment } from '../../../../src/domain/support/chat-schemas';
import { attachmentKind, displayName } from '../../../files/upload-kind';
import { CHAT_REFUSALS } from './chat-refusals';
import { type ChatViewer, mayReach, visibleConversations } from './chat-viewer';

export const chatFileRef = (empresaId: number, arquivo: string): StoredFileRef => ({
  area: 'chat',
  empresaId,
  name: arquivo,
});

export async function storeAttachment(
  db: Kysely<Database>,
  files: FileStore,
  viewer: ChatViewer,
  conversationId: number,
  upload: { bytes: Buffer; filename: string | undefined },
): Promise<ChatAttachment> {
  if (!(await mayReach(db, viewer, conversationId))) throw CHAT_REFUSALS.conversationNotFound();
  const kind = attachmentKind(upload.bytes);
  if (!kind) throw CHAT_REFUSALS.badAttachment();
  const arquivo = `${randomUUID()}.${kind.extension}`;
  await files.write(chatFileRef(viewer.empresaId, arquivo), [upload.bytes]);
  const nome = displayName(upload.filename, `anexo.${kind.extension}`);
  try {
    const row = await db
      .insertInto('supportAttachment')
      .values({
        empresaId: viewer.empresaId,
        conversationId,
        uploadedBy: viewer.userId,
        arquivo,
        nome,
        contentType: kind.contentType,
        tamanho: upload.bytes.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      kind: kind.kind,
      contentType: kind.contentType,
      name: nome,
      size: upload.bytes.length,
    };
  } catch (error) {
    await files.remove(chatFileRef(viewer.empresaId, arquivo));
    throw error;
  }
}

/** The attachment's row when the viewer may read its conversation. */
export async function findAttachment(db: Kysely<Database>, viewer: ChatViewer, id: number) {
  return db
    .selectFrom('supportAttachment')
    .select(['supportAttachment.arquivo', 'supportAttachment.contentType', 'supportAttachment.nome'])
    .where('supportAttachment.id', '=', id)
    .where('supportAttachment.empresaId', '=', viewer.empresaId)
    .where(
      'supportAttachment.conversationId',
      'in',
      visibleConversations(db, viewer).select('supportConversation.id'),
    )
    .executeTakeFirst();
}
