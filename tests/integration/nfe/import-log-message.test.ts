// The import log rows carry their sentence as a message id and values for the SPA to translate,
// and descricao stays its Portuguese text, from the same catalog entry, for every kind and for a
// whole upload refused; rows logged before messages existed answer a null message.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../lang/tracking/en.json';
import pt from '../../../lang/tracking/pt.json';
import type { ImportOccurrence } from '../../../src/domain/tracking/imports/document-import';
import { isShowableImportLogMessage } from '../../../src/domain/tracking/imports/import-log-message';
import { importLogText } from '../../../src/domain/tracking/imports/import-log-text';
import { buildOcoren } from '../../../server/modules/tracking/imports/ocoren/build-ocoren';
import { cteCarrying, cteKey } from '../cte/cte-fixtures';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { beginImport, importZip, occurrences, upload, waitForEnd } from './import-client';
import { buildZip, fixture } from './zip-builder';

const NFE = 'nfeProc-4.00_SP-PR_FOB_2022.xml';
const NFE_KEY = '35220499999999000191550010000076381418267635';

/** Every row has a message the catalogs show, and descricao is its Portuguese text. */
function expectMessages(rows: readonly ImportOccurrence[]) {
  for (const row of rows) {
    expect(row.mensagem, row.descricao).toBeTruthy();
    expect(isShowableImportLogMessage(row.mensagem!), row.descricao).toBe(true);
    expect(importLogText(row.mensagem!, 'pt', pt)).toBe(row.descricao);
    expect(importLogText(row.mensagem!, 'en', en)).not.toBe(row.descricao);
  }
}

describe.each(DATABASES)('import log messages on %s', (kind) => {
  let test: TestApp;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    test = await createTestApp(kind);
    app = test.app;
    token = await login(app, 'admin');
  });
  afterAll(() => test.close());

  it('logs NF-e, CT-e and OCOREN sentences as messages, in both log routes', async () => {
    const { empresaId } = await app.db
      .selectFrom('usuario')
      .select('empresaId')
      .where('nomeAcesso', '=', 'admin')
      .executeTakeFirstOrThrow();
    // A deadline for the note's destination: its sentence carries the expected day.
    await app.db
      .insertInto('rotaPrazoEntrega')
      .values({ empresaId: empresaId!, destinoUf: 'PR', prazoDias: 3, tipoDias: 'corridos' })
      .execute();
    const nfe = await importZip(
      app,
      token,
      await buildZip([
        { name: 'nota.xml', data: fixture('nfe', NFE) },
        { name: 'leia-me.txt', data: Buffer.from('não é XML') },
      ]),
    );
    const nfeLog = await occurrences(app, token, nfe.id);
    expectMessages(nfeLog);
    expect(nfeLog.map((row) => row.mensagem?.id)).toEqual([
      'importLog.nfe.importedDue',
      'importLog.file.notXml',
    ]);
    expect(nfeLog[0]!.descricao).toMatch(
      /^NF-e 7638\/1 importada: entrega criada com previsão de entrega em \d\d\/\d\d\/\d{4}\.$/,
    );

    const cte = await importZip(
      app,
      token,
      await buildZip([{ name: 'cte.xml', data: cteCarrying(cteKey(31), NFE_KEY) }]),
      'ctes.zip',
      'cte',
    );
    const [cteRow] = await occurrences(app, token, cte.id, 'cte');
    expectMessages([cteRow!]);
    expect(cteRow!.mensagem).toMatchObject({
      id: expect.stringMatching(/^importLog\.cte\.imported/),
      values: { referenciadas: 1, jaImportadas: 1 },
    });

    const ocoren = buildOcoren({
      version: '3.1',
      transportadorCnpj: '55444333000122',
      records: [
        {
          emitenteCnpj: '99999999000191',
          serie: '1',
          numero: 7638,
          codigo: 1,
          data: '11052026',
          hora: '1530',
        },
        { emitenteCnpj: '99999999000191', serie: '1', numero: 1, codigo: 1, data: '31022026', hora: '1530' },
      ],
    });
    const done = await importZip(
      app,
      token,
      Buffer.from(ocoren, 'latin1'),
      'OCOREN.TXT',
      'entregaOcorrencia',
    );
    const page = await app.inject({
      method: 'GET',
      url: `/api/tracking/entregaOcorrencia/storyDetails/${done.id}/page?page=1&pageSize=10`,
      headers: authHeaders(token),
    });
    expect(page.statusCode).toBe(200);
    const ocorenLog = page.json<{ data: { items: ImportOccurrence[] } }>().data.items;
    expectMessages(ocorenLog);
    expect(ocorenLog.map((row) => row.mensagem?.id)).toEqual([
      'importLog.ocoren.recorded',
      'importLog.ocoren.invalidDate',
    ]);
    expect(ocorenLog[0]!.mensagem?.values).toMatchObject({ linha: 4, numero: '7638', codigo: '01' });
  });

  it('logs a refused upload as a message with the sentence nested in it', async () => {
    const id = await beginImport(app, token, 'cte');
    const refused = await upload(app, token, id, Buffer.alloc(0), 'vazio.xml', 'cte');
    expect(refused.statusCode).toBe(400);
    await waitForEnd(app, token, id, 30_000, 'cte');
    const [row] = await occurrences(app, token, id, 'cte');
    expectMessages([row!]);
    expect(row!.mensagem).toEqual({
      id: 'importLog.upload.empty',
      values: { comoEnviar: { id: 'importLog.upload.notAccepted.cte' } },
    });
    expect(refused.json().errors).toEqual([row!.descricao]);
  });

  it('answers a null message for a row logged without one', async () => {
    const id = await beginImport(app, token);
    const { empresaId } = await app.db
      .selectFrom('nfeImport')
      .select('empresaId')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('nfeImportOcorrencia')
      .values({
        importId: id,
        empresaId,
        sequencia: 0,
        nomeArquivo: 'a.xml',
        tipo: 'naoXml',
        descricao: 'Antiga.',
      })
      .execute();
    const [row] = await occurrences(app, token, id);
    expect(row).toMatchObject({ descricao: 'Antiga.', mensagem: null });
  });
});
