// The NF-e import cancels the delivery of a cancelled invoice through the delivery's machine: an
// invoice imported while authorised, then again with its cancellation event, leaves a cancelled
// delivery with one history step credited to the user who uploaded the import.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { claimsOf } from '../hub/hub-test-kit';
import { importZip } from '../nfe/import-client';
import { buildZip, fixture } from '../nfe/zip-builder';

const CANCELLED = 'nfeProc-4.00_SP_FOB_serie0_cancelada-retEvento.xml';

describe.each(DATABASES)('NF-e cancellation through the delivery machine on %s', (kind) => {
  let test: TestApp;
  let token: string;

  beforeAll(async () => {
    test = await createTestApp(kind, { dataDir: mkdtempSync(join(tmpdir(), 'rota-nfe-cancel-')) });
    token = await login(test.app, 'admin');
  });
  afterAll(() => test.close());

  it('cancels the delivery of an invoice imported before its cancellation, with its history step', async () => {
    const cancelled = fixture('nfe', CANCELLED).toString('utf8');
    // The same invoice before SEFAZ registered its cancellation: without the event.
    const authorised = cancelled.replace(/<retEvento[\s\S]*<\/retEvento>\s*/, '');
    expect(authorised).not.toBe(cancelled);
    const key = /Id="NFe(\d{44})"/.exec(cancelled)?.[1] ?? '';
    const importOne = async (xml: string) =>
      importZip(test.app, token, await buildZip([{ name: 'nota.xml', data: Buffer.from(xml, 'utf8') }]));

    expect(await importOne(authorised)).toMatchObject({ quantidadeImportadas: 1 });
    const delivery = () =>
      test.app.db
        .selectFrom('entrega')
        .innerJoin('notaFiscal', 'notaFiscal.id', 'entrega.notaFiscalId')
        .select(['entrega.id', 'entrega.status', 'entrega.version'])
        .where('notaFiscal.empresaId', '=', claimsOf(token).empresaId)
        .where('notaFiscal.chaveAcesso', '=', key)
        .executeTakeFirstOrThrow();
    const before = await delivery();
    expect(before).toMatchObject({ status: 'pendente', version: 0 });

    await importOne(cancelled);
    expect(await delivery()).toEqual({ id: before.id, status: 'cancelada', version: 1 });
    const history = await test.app.db
      .selectFrom('entregaStatusHistorico')
      .select(['usuarioId', 'evento', 'estadoAnterior', 'estadoNovo'])
      .where('entregaId', '=', before.id)
      .execute();
    expect(history).toEqual([
      {
        usuarioId: claimsOf(token).id,
        evento: 'entrega.cancelada',
        estadoAnterior: 'pendente',
        estadoNovo: 'cancelada',
      },
    ]);

    // Imported cancelled once more: a cancelled delivery takes no further step.
    await importOne(cancelled);
    expect(await delivery()).toMatchObject({ status: 'cancelada', version: 1 });
  });
});
