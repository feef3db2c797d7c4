import { describe, expect, it } from 'vitest';
import { assignJourneys, ENTRY_CHUNK, type SurveyChunk } from './journey-chunks';

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  facade?: string,
): SurveyChunk => ({
  fileName,
  isEntry: fileName === 'index.js',
  facadeModuleId: facade ?? null,
  moduleIds,
  imports,
});

// The automatic split of a small app: the entry, the sign-in page, the shell and the dashboard,
// with the common chunks the bundler made for what they share.
const chunks = [
  chunk('index.js', ['/app/src/main.tsx', '/app/react.js'], ['entry-common.js']),
  chunk('entry-common.js', ['/app/jsx.js']),
  chunk('login.js', ['/app/src/login.tsx'], ['inputs.js', 'entry-common.js'], '/app/src/login.tsx'),
  chunk('inputs.js', ['/app/text-input.js']),
  chunk('shell.js', ['/app/src/shell.tsx'], ['menu.js', 'inputs.js'], '/app/src/shell.tsx'),
  chunk('menu.js', ['/app/menu.js'], ['popover.js']),
  chunk('popover.js', ['/app/popover.js']),
  chunk('dashboard.js', ['/app/src/dashboard.tsx'], ['grid.js', 'menu.js'], '/app/src/dashboard.tsx'),
  chunk('grid.js', ['/app/grid.js']),
  chunk('other.js', ['/app/src/other.tsx'], ['grid.js', 'table.js'], '/app/src/other.tsx'),
  chunk('table.js', ['/app/table.js']),
];

describe('assignJourneys', () => {
  const owner = assignJourneys(chunks, '/app', [
    { name: 'sign-in', roots: ['src/login.tsx'] },
    { name: 'signed-in', roots: ['src/shell.tsx'] },
    { name: 'dashboard', roots: ['src/dashboard.tsx'] },
  ]);

  it('gives each module to the first journey that loads it', () => {
    expect(owner.get('/app/src/login.tsx')).toBe('sign-in');
    // The shell needs the inputs too, but the sign-in page, met first, already holds them.
    expect(owner.get('/app/text-input.js')).toBe('sign-in');
    expect(owner.get('/app/menu.js')).toBe('signed-in');
    expect(owner.get('/app/popover.js')).toBe('signed-in');
    expect(owner.get('/app/src/dashboard.tsx')).toBe('dashboard');
    expect(owner.get('/app/grid.js')).toBe('dashboard');
  });

  it('gives the entry what it imports, and leaves the other routes’ own modules alone', () => {
    for (const id of ['/app/src/main.tsx', '/app/react.js', '/app/jsx.js']) {
      expect(owner.get(id)).toBe(ENTRY_CHUNK);
    }
    for (const id of ['/app/src/other.tsx', '/app/table.js']) expect(owner.has(id)).toBe(false);
  });

  it('puts what a journey shares with later ones in its shared chunk, when it has one', () => {
    const apart = assignJourneys(chunks, '/app', [
      { name: 'sign-in', roots: ['src/login.tsx'], sharedChunk: 'shared' },
      { name: 'signed-in', roots: ['src/shell.tsx'] },
      { name: 'dashboard', roots: ['src/dashboard.tsx'] },
    ]);
    expect(apart.get('/app/src/login.tsx')).toBe('sign-in');
    expect(apart.get('/app/text-input.js')).toBe('shared');
    expect(apart.get('/app/menu.js')).toBe('signed-in');
    expect(apart.get('/app/grid.js')).toBe('dashboard');
    expect(apart.get('/app/jsx.js')).toBe(ENTRY_CHUNK);
  });

  it('puts what a journey shares with later ones in the entry, when told so', () => {
    const apart = assignJourneys(chunks, '/app', [
      { name: 'sign-in', roots: ['src/login.tsx'], sharedChunk: ENTRY_CHUNK },
      { name: 'signed-in', roots: ['src/shell.tsx'] },
    ]);
    expect(apart.get('/app/src/login.tsx')).toBe('sign-in');
    expect(apart.get('/app/text-input.js')).toBe(ENTRY_CHUNK);
    expect(apart.get('/app/menu.js')).toBe('signed-in');
  });

  it('refuses a root that is not a lazy route of the build', () => {
    expect(() => assignJourneys(chunks, '/app', [{ name: 'x', roots: ['src/missing.tsx'] }])).toThrow(
      /src\/missing.tsx/,
    );
  });
});
