import { describe, expect, it } from 'vitest';
import { routeTitleCandidates } from './route-title';

describe('routeTitleCandidates', () => {
  it('looks up the two first segments, then the first, skipping ids', () => {
    expect(routeTitleCandidates('/empresa/edit/12')).toEqual({
      ids: ['route.empresa.edit', 'route.empresa'],
      fallback: 'Empresa',
    });
  });
  it('works for a single segment', () => {
    expect(routeTitleCandidates('/dashboard')).toEqual({ ids: ['route.dashboard'], fallback: 'Dashboard' });
  });
});
