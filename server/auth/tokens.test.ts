import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { issueToken, verifyToken } from './tokens';

const config = loadConfig(
  {},
  { jwtSecret: 'a'.repeat(48), tokenTtl: '1h', dataDir: '/tmp/rota-tokens-test' },
);

describe('session tokens', () => {
  it('accepts its own token again, refuses one signed with another secret or tampered', async () => {
    const { token } = await issueToken(config, 7, 3, 2);
    expect(await verifyToken(config, token)).toMatchObject({ userId: 7, empresaId: 3, sessionVersion: 2 });
    expect(await verifyToken(config, token)).toMatchObject({ userId: 7 });
    const other = { ...config, jwtSecret: 'b'.repeat(48) };
    expect(await verifyToken(other, token)).toBeUndefined();
    const [header, payload, signature] = token.split('.');
    const tampered = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('A') ? 'BB' : 'AA'}`;
    expect(await verifyToken(config, tampered)).toBeUndefined();
  });

  it('refuses a token once it has expired, even one checked before', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
    try {
      const { token } = await issueToken(config, 7, 3);
      expect(await verifyToken(config, token)).toBeDefined();
      vi.setSystemTime(new Date('2026-11-24T11:00:01Z'));
      expect(await verifyToken(config, token)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
