// The file store's orphan sweeps (server/files/orphan-sweep.ts), on each store and each database:
// bytes no owner row names go once a day old, in every area (a server stopped between a file and
// its row; a row deleted while the folders keep its bytes), and so do the chat attachments no
// message names, row and bytes; named files and young ones stay.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore, FileStoreKind } from '../../../server/files/file-store';
import type { LocalFileStore } from '../../../server/files/local-file-store';
import { sweepFileStore, sweepUnownedFiles } from '../../../server/files/orphan-sweep';
import type { StoredFileRef } from '../../../server/files/stored-file';
import { insertDelivery } from '../entrega-fixtures';
import { authHeaders, createTestApp, DATABASES, type TestApp } from '../helpers';
import { multipart } from '../nfe/zip-builder';
import { CHAT, chatCalls, login } from '../support/chat-fixtures';

const STORES: FileStoreKind[] = ['local', 'database'];

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(DATABASES)('orphan sweeps on %s', (kind) => {
  describe.each(STORES)('the %s store', (store) => {
    let test: TestApp;
    let files: FileStore;
    let companyA: number;
    const content = randomBytes(4096);

    /** Makes a file two days old, as each store keeps its age. */
    const age = async (ref: StoredFileRef) => {
      if (store === 'local') {
        const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000);
        utimesSync((files as LocalFileStore).pathOf(ref), twoDaysAgo, twoDaysAgo);
      } else {
        await sql`update stored_file set created_at = now() - interval '2 days'
                   where area = ${ref.area} and name = ${ref.name}`.execute(test.app.db);
      }
    };
    const write = async (area: StoredFileRef['area'], extension = 'zip') => {
      const ref: StoredFileRef = { area, empresaId: companyA, name: `${randomUUID()}.${extension}` };
      await files.write(ref, [content]);
      return ref;
    };

    beforeAll(async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'rota-orphan-sweep-'));
      test = await createTestApp(kind, { dataDir, fileStore: store });
      files = test.app.files;
      expect(files.kind).toBe(store);
      companyA = (
        await test.app.db.selectFrom('empresa').select('id').orderBy('id').executeTakeFirstOrThrow()
      ).id;
    });
    afterAll(() => test.close());

    it('removes day-old bytes no owner row names, in every area, and keeps named and young files', async () => {
      const { db } = test.app;
      const usuario = await db
        .selectFrom('usuario')
        .select('id')
        .where('empresaId', '=', companyA)
        .executeTakeFirstOrThrow();
      const oldOrphan = await write('imports');
      const youngOrphan = await write('imports');
      const owned = await write('imports');
      await db
        .insertInto('nfeImport')
        .values({ empresaId: companyA, usuarioId: usuario.id, tipo: 'nfe', arquivoArmazenado: owned.name })
        .execute();
      // A proof whose delivery was removed: the row goes, and in the folders its bytes stayed.
      const entrega = await insertDelivery(db, companyA, {
        numero: '9101',
        dataEmissao: '2026-05-04T10:00:00-03:00',
      });
      const proof = await write('comprovantes', 'webp');
      await db
        .insertInto('entregaComprovante')
        .values({
          empresaId: companyA,
          entregaId: entrega.id,
          arquivo: proof.name,
          tipo: 'image/webp',
          tamanho: content.length,
          nomeOriginal: 'foto.jpg',
          chaveAcesso: entrega.chaveAcesso,
          origem: 'digitada',
        })
        .execute();
      const keptProof = await write('comprovantes', 'webp');
      const other = await insertDelivery(db, companyA, {
        numero: '9102',
        dataEmissao: '2026-05-04T10:00:00-03:00',
      });
      await db
        .insertInto('entregaComprovante')
        .values({
          empresaId: companyA,
          entregaId: other.id,
          arquivo: keptProof.name,
          tipo: 'image/webp',
          tamanho: content.length,
          nomeOriginal: 'foto.jpg',
          chaveAcesso: other.chaveAcesso,
          origem: 'digitada',
        })
        .execute();
      await db.deleteFrom('entrega').where('id', '=', entrega.id).execute();
      const registerOrphan = await write('registers', 'png');
      for (const ref of [oldOrphan, owned, keptProof, registerOrphan]) await age(ref);
      if (store === 'local') await age(proof);

      const removed = await sweepUnownedFiles(db, files);
      // The database store's trigger took the proof's bytes with its row already.
      expect(removed).toBe(store === 'local' ? 3 : 2);
      expect(await files.size(oldOrphan)).toBeUndefined();
      expect(await files.size(proof)).toBeUndefined();
      expect(await files.size(registerOrphan)).toBeUndefined();
      expect(await files.size(youngOrphan)).toBe(content.length);
      expect(await files.size(owned)).toBe(content.length);
      expect(await files.size(keptProof)).toBe(content.length);
      expect(await sweepUnownedFiles(db, files)).toBe(0);
    });

    it('removes day-old chat attachments no message names, row and bytes, and keeps the sent ones', async () => {
      const { app } = test;
      const conferente = await login(app, 'conferente');
      const conversation = await chatCalls(app).open(conferente, { subject: 'Fotos' });
      const upload = async () => {
        const { payload, headers } = multipart(PNG, 'foto.png');
        const response = await app.inject({
          method: 'POST',
          url: `${CHAT}/conversations/${conversation}/attachments`,
          payload,
          headers: { ...headers, ...authHeaders(conferente) },
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data.id as number;
      };
      const sent = await upload();
      const unsent = await upload();
      const young = await upload();
      const message = await chatCalls(app).post(conferente, `/conversations/${conversation}/messages`, {
        clientId: randomUUID(),
        body: '',
        attachmentId: sent,
      });
      expect(message.statusCode, message.body).toBe(200);
      const rows = await app.db
        .selectFrom('supportAttachment')
        .select(['id', 'empresaId', 'arquivo'])
        .where('id', 'in', [sent, unsent, young])
        .execute();
      const refOf = (id: number): StoredFileRef => {
        const row = rows.find((r) => r.id === id)!;
        return { area: 'chat', empresaId: row.empresaId, name: row.arquivo };
      };
      await sql`update support_attachment set created_at = now() - interval '2 days'
                 where id in (${sent}, ${unsent})`.execute(app.db);

      const removed = await sweepFileStore(app.db, files);
      expect(removed.rows).toBe(1);
      const left = (await app.db.selectFrom('supportAttachment').select('id').execute()).map((r) => r.id);
      expect(left).toEqual(expect.arrayContaining([sent, young]));
      expect(left).not.toContain(unsent);
      expect(await files.size(refOf(unsent))).toBeUndefined();
      expect(await files.size(refOf(sent))).toBe(PNG.length);
      expect(await files.size(refOf(young))).toBe(PNG.length);
      const served = await chatCalls(app).get(conferente, `/attachments/${sent}`);
      expect(served.statusCode).toBe(200);
      expect((await chatCalls(app).get(conferente, `/attachments/${unsent}`)).statusCode).toBe(404);
    });
  });
});
