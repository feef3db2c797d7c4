import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVICES } from '../../src/domain/constants';
import { SERVER_MODULES } from '.';

describe('the server modules', () => {
  it('each have a name of their own, the name of their folder', () => {
    const names = SERVER_MODULES.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    const folders = readdirSync(import.meta.dirname, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...names].sort()).toEqual(folders.sort());
  });

  it('are each served under a declared service', () => {
    for (const module of SERVER_MODULES) expect(SERVICES).toContain(module.service);
  });
});
