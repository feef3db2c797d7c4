// Who is looking at the chat, as every read and write of it needs: the company (from the verified
// token), the user, and whether they are one of the company's agents (who see its whole inbox) or
// a customer (who sees only the conversations they opened).
import type { Kysely } from 'kysely';
import { isSupportAgent } from '../../../../src/domain/support/permissions';
import type { AuthContext } from '../../../auth/auth-context';
import type { Database } from '../../../db/schema';

export interface ChatViewer {
  empresaId: number;
  userId: number;
  agent: boolean;
  deliveryClient: boolean;
}

export const viewerOf = (auth: AuthContext): ChatViewer => ({
  empresaId: auth.empresaId,
  userId: auth.userId,
  agent: isSupportAgent(auth.principal),
  deliveryClient: auth.principal.isDeliveryClient === true,
});

/** The conversations the viewer may reach: the company's, and for a customer only their own. */
export const visibleConversations = (db: Kysely<Database>, viewer: ChatViewer) => {
  const company = db
    .selectFrom('supportConversation')
    .where('supportConversation.empresaId', '=', viewer.empresaId);
  return viewer.agent ? company : company.where('supportConversation.openedBy', '=', viewer.userId);
};

/** Whether the viewer may reach this conversation (a join, a send, a read). */
export async function mayReach(
  db: Kysely<Database>,
  viewer: ChatViewer,
  conversationId: number,
): Promise<boolean> {
  const row = await visibleConversations(db, viewer)
    .select('supportConversation.id')
    .where('supportConversation.id', '=', conversationId)
    .executeTakeFirst();
  return row !== undefined;
}
