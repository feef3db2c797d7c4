// The support module on the server (spec 2.10): the live chat between a company's people and its
// support agents (routes under /api/tracking/support, the /hubs/support-chat hub), its tables and
// the demo company's conversations.
import type { ServerModule } from '../server-module';
import { chatRoutes } from './chat/chat-routes';
import { registerSupportChatHub } from './chat/chat-hub';
import { seedDemoConversations } from './demo-conversations';
import { SUPPORT_MIGRATIONS } from './migrations';

export const supportServerModule: ServerModule = {
  name: 'support',
  service: 'tracking',
  routes: chatRoutes,
  registerHubs: async (app) => registerSupportChatHub(app),
  migrations: SUPPORT_MIGRATIONS,
  seedDemo: seedDemoConversations,
};
