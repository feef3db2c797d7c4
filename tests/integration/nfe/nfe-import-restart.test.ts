// A server that stops in the middle of an import hands the rest to a continuation job; the next
// server on the same database finishes it, and nothing is imported or logged twice.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import type { Config } from '../../../server/config';
import { createTestDatabase, DATABASES, type DatabaseKind, login } from '../helpers';
import { beginImport, occurrences, status, upload, waitForEnd } from './import-client';
import { buildZip, nfeFixtures } from './zip-builder';

/** A database that outlives one app, and a folder for the uploads. */
async function sharedDatabase(kind: DatabaseKind) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rota-restart-'));
  return { dataDir, ...(await createTestDatabase(kind)) };
}

describe.each(DATABASES)('NF-e import across a restart on %s', (kind) => {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it('resumes after the server closes mid-import and logs every file once', async () => {
    const database = await sharedDatabase(kind);
    drops.push(database.drop);
    const config: Partial<Config> = {
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      logLevel: 'silent',
      jwtSecret: randomBytes(32).toString('hex'),
      // Four files per batch, handing over after every batch: several chances to stop mid-way.
      importBatchSize: 4,
      importSliceMs: 0,
    };
    const open = () => buildApp({ config, seed: true, serveSpa: false });

    let app: FastifyInstance = await open();
    let token = await login(app, 'admin');
    const files = nfeFixtures();
    const id = await beginImport(app, token);
    expect((await upload(app, token, id, await buildZip(files))).statusCode).toBe(200);
    for (;;) {
      const current = await status(app, token, id);
      if ((current.quantidadeArquivosProcessados ?? 0) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await app.close();
    const stoppedAt = await (async () => {
      const again = await open();
      const row = await again.db
        .selectFrom('nfeImport')
        .select(['quantidadeArquivosProcessados', 'dataFim'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      app = again;
      return row;
    })();
    expect(stoppedAt.dataFim).toBeNull();
    expect(stoppedAt.quantidadeArquivosProcessados).toBeLessThan(files.length);

    token = await login(app, 'admin');
    // The continuation job left by the closing server starts at once on this one. A job the closing
    // server fetched while it stopped is handed back, not held as active until pg-boss expires it
    // (60 s, then its next maintenance): the bound is below that expiry, so holding it fails here.
    const done = await waitForEnd(app, token, id, 45_000);
    expect(done).toMatchObject({
      situacao: 'concluida',
      quantidadeArquivosProcessados: files.length,
      quantidadeImportadas: 11,
      quantidadeRejeitadas: 2,
      quantidadeDuplicadas: 0,
    });
    const log = await occurrences(app, token, id);
    expect(log).toHaveLength(files.length);
    expect(new Set(log.map((row) => row.nomeArquivo)).size).toBe(files.length);
    const notas = await app.db
      .selectFrom('notaFiscal')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(notas.n)).toBe(11);
    await app.close();
  }, 120_000);
});
