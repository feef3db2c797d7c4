import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const withEnv = (env: NodeJS.ProcessEnv) =>
  loadConfig(env, { jwtSecret: 'x'.repeat(32), dataDir: '/tmp/rota-config-test' });

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told', () => {
    expect(withEnv({}).trustProxy).toBe(false);
    expect(withEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('reads a flag, a hop count or a list of addresses', () => {
    expect(withEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(withEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(withEnv({ TRUST_PROXY: '10.0.0.7, 10.0.1.0/24,::1' }).trustProxy).toEqual([
      '10.0.0.7',
      '10.0.1.0/24',
      '::1',
    ]);
  });

  it('refuses anything else with a message naming the variable', () => {
    expect(() => withEnv({ TRUST_PROXY: 'yes please' })).toThrow(ConfigError);
    expect(() => withEnv({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});
