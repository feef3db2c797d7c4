// The live support chat hub (/hubs/support-chat), shared by the server and the SPA. A
// conversation's group holds whoever has it open (its opener and the agents), with their
// presence; a company's inbox group holds its agents (their presence is the agents online). The
// server stores each message before pushing it to the conversation and to the inbox.
import { z } from 'zod';
import { defineHubContract } from '../realtime/hub-contract';
import {
  chatMessageSchema,
  conversationSchema,
  dbId,
  readMarkSchema,
  sendMessageSchema,
  typingSchema,
} from './chat-schemas';

export const supportChatContract = defineHubContract({
  name: 'support-chat',
  methods: {
    /** Stores and pushes a message; sending the same clientId again answers the stored one. */
    SendMessage: {
      args: z.tuple([dbId, sendMessageSchema]),
      result: chatMessageSchema,
      permission: 'supportChat',
    },
    /** Tells the others in the conversation the caller is typing (or stopped). */
    Typing: { args: z.tuple([dbId, z.boolean()]), result: z.void(), permission: 'supportChat' },
    /** Marks the conversation read up to a message; the others get a read receipt. */
    MarkRead: { args: z.tuple([dbId, dbId]), result: z.void(), permission: 'supportChat' },
  },
  events: {
    messageCreated: z.tuple([chatMessageSchema]),
    typing: z.tuple([typingSchema]),
    readReceipt: z.tuple([readMarkSchema]),
    /** Status or assignment changed, or a new conversation (the inbox's rows). */
    conversationChanged: z.tuple([conversationSchema.omit({ unread: true })]),
  },
  groups: {
    conversation: { key: dbId, permission: 'supportChat' },
    /** The company's inbox, keyed by the company's id. */
    inbox: { key: dbId, permission: 'supportAgent' },
  },
});
export type SupportChatContract = typeof supportChatContract;
