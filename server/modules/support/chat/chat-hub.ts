// The support chat hub (/hubs/support-chat) on its contract (src/domain/support/
// support-chat-contract.ts). A conversation's group is joined only by those who may read it (its
// opener, the company's agents); a company's inbox only by its agents, keyed by the company's own
// id. Messages are stored first (message-store), then pushed to the conversation, to the inbox and
// to the opener's other tabs; HTTP routes push through app.supportChat the same way.
import type { FastifyInstance } from 'fastify';
import type { ChatMessage, Conversation, ReadMark } from '../../../../src/domain/support/chat-schemas';
import { supportChatContract } from '../../../../src/domain/support/support-chat-contract';
import { registerHub } from '../../../realtime';
import { asHubError, CHAT_REFUSALS } from './chat-refusals';
import { type ChatViewer, mayReach, viewerOf } from './chat-viewer';
import { markRead, type Sent, sendMessage } from './message-store';
import { SendRateLimit } from './send-rate-limit';

type ConversationPush = Omit<Conversation, 'unread'>;

export interface SupportChatPushes {
  /** A stored message, to everyone who may see it now. */
  message(empresaId: number, openedBy: number, message: ChatMessage): Promise<void>;
  conversation(empresaId: number, conversation: Conversation | ConversationPush): Promise<void>;
  read(empresaId: number, mark: ReadMark): Promise<void>;
  /** Who of the company's agents has the inbox open. */
  agentsOnline(empresaId: number): Promise<{ userId: number; name: string }[]>;
  /** Sends (rate-limited per user) and pushes: the one way a message enters the chat. */
  send(viewer: ChatViewer, conversationId: number, input: Parameters<typeof sendMessage>[3]): Promise<Sent>;
}

declare module 'fastify' {
  interface FastifyInstance {
    supportChat: SupportChatPushes;
  }
}

export function registerSupportChatHub(app: FastifyInstance): void {
  const limit = new SendRateLimit();
  const bestEffort = async (what: string, send: () => Promise<void>) => {
    try {
      await send();
    } catch (err) {
      // The message is stored: a client that missed the push fetches it when it reconnects.
      app.log.warn({ err }, `support chat push failed: ${what}`);
    }
  };

  const hub = registerHub(app, supportChatContract, {
    methods: {
      SendMessage: async (caller, conversationId, input) => {
        try {
          return (await pushes.send(viewerOf(caller.auth), conversationId, input)).message;
        } catch (error) {
          throw asHubError(error);
        }
      },
      Typing: async (caller, conversationId, typing) => {
        const name = (
          await app.db
            .selectFrom('usuario')
            .select('nomeApresentacao')
            .where('id', '=', caller.auth.userId)
            .executeTakeFirst()
        )?.nomeApresentacao;
        await caller.sendOthers('conversation', conversationId, 'typing', {
          conversationId,
          user: { id: caller.auth.userId, name: name ?? '' },
          typing,
        });
      },
      MarkRead: async (caller, conversationId, messageId) => {
        try {
          const mark = await markRead(app.db, viewerOf(caller.auth), conversationId, messageId);
          await pushes.read(caller.auth.empresaId, mark);
        } catch (error) {
          throw asHubError(error);
        }
      },
    },
    groups: {
      conversation: (_empresaId, key, auth) => mayReach(app.db, viewerOf(auth), key),
      // The inbox is the company's own: another company's key is refused like a missing one.
      inbox: async (empresaId, key, auth) => key === empresaId && viewerOf(auth).agent,
    },
  });

  const conversationScope = (empresaId: number, key: number) => ({ empresaId, key });
  const pushes: SupportChatPushes = {
    message: (empresaId, openedBy, message) =>
      bestEffort('message', async () => {
        await Promise.all([
          hub.sendGroup(
            'conversation',
            conversationScope(empresaId, message.conversationId),
            'messageCreated',
            message,
          ),
          hub.sendGroup('inbox', conversationScope(empresaId, empresaId), 'messageCreated', message),
          hub.sendUser(openedBy, 'messageCreated', message),
        ]);
      }),
    conversation: (empresaId, conversation) =>
      bestEffort('conversation', async () => {
        const { unread: _unread, ...shown } = conversation as Conversation;
        await Promise.all([
          hub.sendGroup(
            'conversation',
            conversationScope(empresaId, conversation.id),
            'conversationChanged',
            shown,
          ),
          hub.sendGroup('inbox', conversationScope(empresaId, empresaId), 'conversationChanged', shown),
          hub.sendUser(conversation.openedBy.id, 'conversationChanged', shown),
        ]);
      }),
    read: (empresaId, mark) =>
      bestEffort('read', () =>
        hub.sendGroup('conversation', conversationScope(empresaId, mark.conversationId), 'readReceipt', mark),
      ),
    agentsOnline: (empresaId) => hub.presence('inbox', conversationScope(empresaId, empresaId)),
    send: async (viewer, conversationId, input) => {
      if (!limit.take(viewer.userId)) throw CHAT_REFUSALS.tooFast();
      const sent = await sendMessage(app.db, viewer, conversationId, input);
      if (sent.created) {
        await pushes.message(viewer.empresaId, sent.openedBy, sent.message);
        if (sent.reopened) await pushes.conversation(viewer.empresaId, sent.reopened);
      }
      return sent;
    },
  };
  app.decorate('supportChat', pushes);
}
