// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore, tokenAtom } from './session-storage';
import { storedToken } from './stored-token';

beforeEach(() => localStorage.clear());

describe('storedToken', () => {
  it('reads the token the session stores', () => {
    sessionStore.set(tokenAtom, 'token-1');
    expect(storedToken()).toBe('token-1');
    sessionStore.set(tokenAtom, null);
    expect(storedToken()).toBeNull();
  });

  it('reads nothing from a value it cannot take as a token', () => {
    localStorage.setItem('rota.token', '{not json');
    expect(storedToken()).toBeNull();
    localStorage.setItem('rota.token', '42');
    expect(storedToken()).toBeNull();
  });
});
