import { describe, expect, it } from 'vitest';
import { afterSignIn, isReturnPath, signInPathFor } from './sign-in-return';

describe('the way back after signing in', () => {
  it('sends an expired session to its door with the page it was on', () => {
    expect(signInPathFor('/entrega/list?uf=SP&page=2', 'expired')).toBe(
      '/login?next=%2Fentrega%2Flist%3Fuf%3DSP%26page%3D2&reason=expired',
    );
    expect(signInPathFor('/trackingClient/finished', 'expired')).toBe(
      '/trackingClient/login?next=%2FtrackingClient%2Ffinished&reason=expired',
    );
    expect(signInPathFor('/login')).toBe('/login');
  });

  it('follows only a path of this site that is not a sign-in page', () => {
    for (const bad of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      'entrega',
      '/login?next=/x',
      '',
      null,
    ])
      expect(isReturnPath(bad), String(bad)).toBe(false);
    expect(isReturnPath('/dashboard?dataInicio=2026-01-01')).toBe(true);
    expect(afterSignIn(new URLSearchParams('next=//evil.example'), '/module')).toBe('/module');
    expect(afterSignIn(new URLSearchParams('next=%2Fentrega%2Flist'), '/module')).toBe('/entrega/list');
  });
});
