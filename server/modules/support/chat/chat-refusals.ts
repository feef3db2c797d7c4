// The chat's refusals, as catalog messages answered in the caller's language.
import { MESSAGE_MAX_LENGTH, ATTACHMENT_MAX_BYTES } from '../../../../src/domain/support/chat-limits';
import { HttpError, refuse } from '../../../errors';
import { messageText } from '../../../messages';
import { HubError } from '../../../realtime';

export const CHAT_REFUSALS = {
  conversationNotFound: () => refuse(404, { id: 'support.error.conversationNotFound' }),
  deliveryNotFound: () => refuse(404, { id: 'support.error.deliveryNotFound' }),
  attachmentNotFound: () => refuse(404, { id: 'support.error.attachmentNotFound' }),
  empty: () => refuse(400, { id: 'support.error.emptyMessage' }),
  tooLong: () => refuse(400, { id: 'support.error.messageTooLong', values: { max: MESSAGE_MAX_LENGTH } }),
  tooFast: () => refuse(429, { id: 'support.error.tooFast' }),
  agentsOnly: () => refuse(403, { id: 'support.error.agentsOnly' }),
  notAnAgent: () => refuse(400, { id: 'support.error.notAnAgent' }),
  badAttachment: () => refuse(400, { id: 'support.error.attachmentType' }),
  attachmentTooLarge: () =>
    refuse(413, {
      id: 'support.error.attachmentTooLarge',
      values: { max: Math.round(ATTACHMENT_MAX_BYTES / 1024 ** 2) },
    }),
} as const;

/** A refusal of the chat's store as the hub answers it: the Portuguese text in a HubError. */
export const asHubError = (error: unknown): unknown =>
  error instanceof HttpError
    ? new HubError(error.messages?.map((m) => messageText(m)).join('; ') ?? error.errors.join('; '))
    : error;
