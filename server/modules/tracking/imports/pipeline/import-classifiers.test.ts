import { describe, expect, it } from 'vitest';
import { IMPORT_CLASSIFIERS } from './import-classifiers';
import { IMPORT_KINDS } from './import-kinds';

describe('IMPORT_CLASSIFIERS', () => {
  it("holds every kind's own classifier, and no other", () => {
    expect(Object.keys(IMPORT_CLASSIFIERS).sort()).toEqual(Object.keys(IMPORT_KINDS).sort());
    for (const [tipo, kind] of Object.entries(IMPORT_KINDS)) {
      expect(IMPORT_CLASSIFIERS[tipo as keyof typeof IMPORT_CLASSIFIERS], tipo).toBe(kind.classify);
    }
  });
});
