import { describe, expect, it } from 'vitest';
import { ProtocolError } from './framing';
import { closeRecord, completionRecord, invocationRecord, parseClientMessage, PING_RECORD } from './messages';

const parse = (value: unknown) => parseClientMessage(JSON.stringify(value));
const unframe = (record: string): unknown => JSON.parse(record.slice(0, -1));

describe('client messages', () => {
  it('reads invocations with and without an id', () => {
    expect(parse({ type: 1, invocationId: '0', target: 'Join', arguments: [1, 'a'] })).toEqual({
      type: 1,
      invocationId: '0',
      target: 'Join',
      arguments: [1, 'a'],
    });
    expect(parse({ type: 1, target: 'Fire', arguments: [] })).toEqual({
      type: 1,
      target: 'Fire',
      arguments: [],
    });
  });

  it('ignores unknown headers and message types', () => {
    expect(parse({ type: 1, target: 'a', arguments: [], headers: { x: 'y' } })).toEqual({
      type: 1,
      target: 'a',
      arguments: [],
    });
    expect(parse({ type: 99 })).toBeNull();
  });

  it('reads pings, closes, cancellations and completions', () => {
    expect(parse({ type: 6 })).toEqual({ type: 6 });
    expect(parse({ type: 7, error: 'x', allowReconnect: true })).toEqual({
      type: 7,
      error: 'x',
      allowReconnect: true,
    });
    expect(parse({ type: 5, invocationId: '3' })).toEqual({ type: 5, invocationId: '3' });
    expect(parse({ type: 3, invocationId: '3', result: 4 })).toEqual({
      type: 3,
      invocationId: '3',
      result: 4,
    });
  });

  it('refuses malformed messages', () => {
    expect(() => parseClientMessage('{')).toThrow(ProtocolError);
    expect(() => parse({ target: 'a' })).toThrow("Missing required property 'type'.");
    expect(() => parse({ type: 1, arguments: [] })).toThrow("Missing required property 'target'.");
    expect(() => parse({ type: 1, target: 'a', arguments: {} })).toThrow(
      "Expected 'arguments' to be an array.",
    );
    expect(() => parse({ type: 1, invocationId: 3, target: 'a', arguments: [] })).toThrow(ProtocolError);
    expect(() => parse({ type: 4, target: 'a', arguments: [] })).toThrow(
      "Missing required property 'invocationId'.",
    );
    expect(() => parse({ type: 3, invocationId: '1', result: 1, error: 'x' })).toThrow(ProtocolError);
  });
});

describe('server messages', () => {
  it('writes invocations without an id, so the client sends no answer', () => {
    expect(unframe(invocationRecord('importProgress', [{ id: 1 }, 50]))).toEqual({
      type: 1,
      target: 'importProgress',
      arguments: [{ id: 1 }, 50],
    });
  });

  it('writes completions with a result, an error, or neither', () => {
    expect(unframe(completionRecord('0', { result: 0 }))).toEqual({ type: 3, invocationId: '0', result: 0 });
    expect(unframe(completionRecord('1', { error: 'no' }))).toEqual({
      type: 3,
      invocationId: '1',
      error: 'no',
    });
    expect(unframe(completionRecord('2', {}))).toEqual({ type: 3, invocationId: '2' });
  });

  it('writes pings and close messages', () => {
    expect(unframe(PING_RECORD)).toEqual({ type: 6 });
    expect(unframe(closeRecord({ allowReconnect: true }))).toEqual({ type: 7, allowReconnect: true });
  });
});
