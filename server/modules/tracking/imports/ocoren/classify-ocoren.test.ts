import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyOcoren, LINES_PER_FILE } from './classify-ocoren';

const FIXTURES = path.resolve(process.cwd(), 'tests/fixtures/ocoren');
const file = (index: number, name: string, bytes: Buffer) => ({ index, name, kind: 'file' as const, bytes });

describe('classifyOcoren', () => {
  it('reads each fixture into its records and problems', () => {
    const real = classifyOcoren(
      file(0, 'a.txt', readFileSync(path.join(FIXTURES, 'OCOREN-3.1_BRASPRESS_real.txt'))),
    );
    expect(real).toMatchObject({ kind: 'ocoren', index: 0, name: 'a.txt', problems: [] });
    expect(real.kind === 'ocoren' && real.occurrences.map((o) => o.numero)).toEqual(['40935']);
    const misaligned = classifyOcoren(
      file(1, 'b.txt', readFileSync(path.join(FIXTURES, 'OCOREN-3.1_MODELO_desalinhado.txt'))),
    );
    expect(misaligned.kind === 'ocoren' && misaligned.problems.map((p) => p.kind)).toEqual([
      'dataInvalida',
      'dataInvalida',
    ]);
  });

  it('refuses what is not OCOREN, an unsafe name, a file too large and one with too many lines', () => {
    expect(classifyOcoren(file(2, 'x.txt', Buffer.from('<xml/>')))).toMatchObject({
      kind: 'rejected',
      tipo: 'arquivoInvalido',
    });
    expect(classifyOcoren({ index: 3, name: '../x.txt', kind: 'unsafe-name', reason: '..' })).toMatchObject({
      tipo: 'nomeInvalido',
    });
    expect(
      classifyOcoren({ index: 4, name: 'big.txt', kind: 'too-large', size: 99 * 1024 ** 2 }),
    ).toMatchObject({
      tipo: 'arquivoGrande',
    });
    const long = Buffer.from(`${'\n'.repeat(LINES_PER_FILE)}342short\n`);
    expect(classifyOcoren(file(5, 'long.txt', long))).toMatchObject({ tipo: 'arquivoGrande' });
  });
});
