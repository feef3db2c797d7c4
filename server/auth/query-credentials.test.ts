import { describe, expect, it } from 'vitest';
import { redactedTarget } from './query-credentials';

describe('query credentials in request targets', () => {
  it('replaces access_token values on every path, however the name is spelled', () => {
    expect(redactedTarget('/api/scheduler/v1/access/me?access_token=eyJ.a.b')).toBe(
      '/api/scheduler/v1/access/me?access_token=redacted',
    );
    expect(redactedTarget('/x?a=1&ACCESS_TOKEN=s&b=2&access%5Ftoken=t')).toBe(
      '/x?a=1&ACCESS_TOKEN=redacted&b=2&access%5Ftoken=redacted',
    );
    expect(redactedTarget('http://host/x?access_token=s')).toBe('http://host/x?access_token=redacted');
  });

  it('replaces the reset link’s token on the reset page only', () => {
    expect(redactedTarget('/user/passwordReset/7?token=abc%2Fdef')).toBe(
      '/user/passwordReset/7?token=redacted',
    );
    expect(redactedTarget('/api/tracking/x?token=abc')).toBe('/api/tracking/x?token=abc');
  });

  it('leaves other targets as they are, malformed ones included', () => {
    for (const target of ['/health', '/x?a=1&b', '/x?%E0%A4%A=1', '/x?access_token=redacted', '/?', '']) {
      expect(redactedTarget(target)).toBe(target);
    }
  });
});
