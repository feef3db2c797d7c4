// The SPA's one connection to the support chat hub, typed by its contract.
import { supportChatContract } from '@/domain/support/support-chat-contract';
import { createHubClient } from '@/services/hub-client';

export const supportChatHub = createHubClient(supportChatContract);
