import { describe, expect, it } from 'vitest';
import { HANDSHAKE_OK, handshakeError, parseHandshake } from './handshake';

describe('handshake', () => {
  it('accepts the JSON protocol, version 1', () => {
    expect(parseHandshake('{"protocol":"json","version":1}')).toEqual({ ok: true });
    expect(HANDSHAKE_OK).toBe('{}\u001e');
  });

  it('refuses other protocols and versions with a message', () => {
    expect(parseHandshake('{"protocol":"messagepack","version":1}')).toEqual({
      ok: false,
      error: "The protocol 'messagepack' is not supported.",
    });
    expect(parseHandshake('{"protocol":"json","version":2}')).toEqual({
      ok: false,
      error: "The server does not support version 2 of the 'json' protocol.",
    });
  });

  it('refuses a first message that is not a handshake', () => {
    expect(parseHandshake('{"type":6}').ok).toBe(false);
    expect(parseHandshake('not json').ok).toBe(false);
    expect(parseHandshake('[1]').ok).toBe(false);
  });

  it('answers an error without a type field', () => {
    expect(JSON.parse(handshakeError('nope').slice(0, -1))).toEqual({ error: 'nope' });
  });
});
