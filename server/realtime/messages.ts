// Hub messages of the JSON protocol (types 1-7): parsing what a client sends, and building what
// the server sends. Property names are case-sensitive; unknown message types are ignored, as
// ASP.NET Core does, so a newer client does not break an older server.
import { ProtocolError, writeRecord } from './framing';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

export interface InvocationMessage {
  type: typeof MessageType.Invocation | typeof MessageType.StreamInvocation;
  invocationId?: string;
  target: string;
  arguments: unknown[];
  streamIds?: string[];
}

export type ClientMessage =
  | InvocationMessage
  | { type: typeof MessageType.StreamItem; invocationId: string; item: unknown }
  | { type: typeof MessageType.Completion; invocationId: string; result?: unknown; error?: string }
  | { type: typeof MessageType.CancelInvocation; invocationId: string }
  | { type: typeof MessageType.Ping }
  | { type: typeof MessageType.Close; error?: string; allowReconnect?: boolean };

const optionalString = (value: unknown, field: string): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new ProtocolError(`Expected '${field}' to be of type string.`);
  return value;
};

const requiredString = (value: unknown, field: string): string => {
  const text = optionalString(value, field);
  if (text === undefined) throw new ProtocolError(`Missing required property '${field}'.`);
  return text;
};

/** Parses one record; null for message types this server does not know. */
export function parseClientMessage(record: string): ClientMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    throw new ProtocolError('Message is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ProtocolError('Message must be a JSON object.');
  }
  const m = value as Record<string, unknown>;
  if (typeof m.type !== 'number') throw new ProtocolError("Missing required property 'type'.");
  switch (m.type) {
    case MessageType.Invocation:
    case MessageType.StreamInvocation: {
      const invocationId =
        m.type === MessageType.StreamInvocation
          ? requiredString(m.invocationId, 'invocationId')
          : optionalString(m.invocationId, 'invocationId');
      const target = requiredString(m.target, 'target');
      const args = m.arguments ?? [];
      if (!Array.isArray(args)) throw new ProtocolError("Expected 'arguments' to be an array.");
      const streamIds = m.streamIds ?? undefined;
      if (
        streamIds !== undefined &&
        !(Array.isArray(streamIds) && streamIds.every((s) => typeof s === 'string'))
      ) {
        throw new ProtocolError("Expected 'streamIds' to be an array of strings.");
      }
      return {
        type: m.type,
        target,
        arguments: args,
        ...(invocationId !== undefined && { invocationId }),
        ...(streamIds !== undefined && { streamIds: streamIds as string[] }),
      };
    }
    case MessageType.StreamItem:
      return { type: m.type, invocationId: requiredString(m.invocationId, 'invocationId'), item: m.item };
    case MessageType.Completion: {
      const invocationId = requiredString(m.invocationId, 'invocationId');
      const error = optionalString(m.error, 'error');
      if (error !== undefined && m.result !== undefined) {
        throw new ProtocolError("The 'error' and 'result' properties are mutually exclusive.");
      }
      return { type: m.type, invocationId, ...(error !== undefined ? { error } : { result: m.result }) };
    }
    case MessageType.CancelInvocation:
      return { type: m.type, invocationId: requiredString(m.invocationId, 'invocationId') };
    case MessageType.Ping:
      return { type: m.type };
    case MessageType.Close:
      return {
        type: m.type,
        ...(typeof m.error === 'string' && { error: m.error }),
        ...(typeof m.allowReconnect === 'boolean' && { allowReconnect: m.allowReconnect }),
      };
    default:
      return null;
  }
}

export const PING_RECORD = writeRecord({ type: MessageType.Ping });

/** A server-to-client call with no invocation id: the server wants no answer. */
export const invocationRecord = (target: string, args: readonly unknown[]): string =>
  writeRecord({ type: MessageType.Invocation, target, arguments: args });

/** A Completion: `result` for a value, `error` for a failure, neither for a void method. */
export const completionRecord = (
  invocationId: string,
  outcome: { result?: unknown; error?: string },
): string =>
  writeRecord({
    type: MessageType.Completion,
    invocationId,
    ...(outcome.error !== undefined
      ? { error: outcome.error }
      : outcome.result !== undefined && { result: outcome.result }),
  });

export const closeRecord = (options: { error?: string; allowReconnect?: boolean } = {}): string =>
  writeRecord({ type: MessageType.Close, ...options });
