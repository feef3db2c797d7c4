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

describe('CSP_CONNECT_SRC', () => {
  it('adds no origin unless told', () => {
    expect(withEnv({}).cspConnectSrc).toEqual([]);
  });

  it('reads a list of origins', () => {
    expect(
      withEnv({ CSP_CONNECT_SRC: 'https://api.example.com, wss://hub.example.com:8443/' }).cspConnectSrc,
    ).toEqual(['https://api.example.com', 'wss://hub.example.com:8443']);
  });

  it('refuses wildcards, paths and anything that is not an origin', () => {
    for (const value of [
      '*',
      'https:',
      'https://api.example.com/v1',
      "'unsafe-inline'",
      'https://a.com; script-src *',
    ])
      expect(() => withEnv({ CSP_CONNECT_SRC: value }), value).toThrow(/CSP_CONNECT_SRC/);
  });
});

describe('FILE_STORE', () => {
  it('keeps files under DATA_DIR unless told', () => {
    expect(withEnv({}).fileStore).toBe('local');
    expect(withEnv({ FILE_STORE: 'database' }).fileStore).toBe('database');
  });

  it('refuses any other store with a message naming the variable and its values', () => {
    expect(() => withEnv({ FILE_STORE: 's3' })).toThrow(ConfigError);
    expect(() => withEnv({ FILE_STORE: 's3' })).toThrow(/FILE_STORE must be local .* or database/);
  });
});

describe('IMPORT_WORKER', () => {
  it('runs import jobs unless told not to', () => {
    expect(withEnv({}).importWorker).toBe(true);
    expect(withEnv({ IMPORT_WORKER: 'false' }).importWorker).toBe(false);
    expect(() => withEnv({ IMPORT_WORKER: 'no' })).toThrow(/IMPORT_WORKER must be true or false/);
  });
});
