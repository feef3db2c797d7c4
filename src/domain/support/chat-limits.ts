// The limits of the support chat, checked by the server and shown by the composer.

/** A message's text, in characters; longer ones are refused with a clear message. */
export const MESSAGE_MAX_LENGTH = 4000;
/** An attachment's size: a phone photo or a scanned PDF fits. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Messages per page of a conversation's history (loaded going back as the user scrolls up). */
export const MESSAGE_PAGE_SIZE = 30;
/** Conversations per page of the inbox. */
export const CONVERSATION_PAGE_SIZE = 50;
/** Per user: this many messages at once, refilled at SEND_RATE_PER_SECOND. */
export const SEND_BURST = 20;
export const SEND_RATE_PER_SECOND = 5;
