// An upload wakes this server's import worker at once rather than leaving the job to its next
// poll (up to half a second of an import's time). The upload route runs in an encapsulated child
// of the app, so the worker must be found from there too.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { beginImport, upload, waitForEnd } from './import-client';
import { buildZip, fixture } from './zip-builder';

describe.each(DATABASES)('NF-e upload on %s', (kind) => {
  let test: TestApp;
  let token: string;

  beforeAll(async () => {
    test = await createTestApp(kind, { dataDir: mkdtempSync(join(tmpdir(), 'rota-nfe-wake-')) });
    token = await login(test.app, 'admin');
  });
  afterAll(() => test.close());

  it('wakes the import worker as soon as the upload is queued', async () => {
    const wake = vi.spyOn(test.app.jobs, 'notifyWorker');
    const id = await beginImport(test.app, token);
    const zip = await buildZip([{ name: 'a.xml', data: fixture('nfe', 'nfeProc-4.00_SP-PR_FOB_2022.xml') }]);
    expect((await upload(test.app, token, id, zip)).statusCode).toBe(200);
    expect(wake).toHaveBeenCalledTimes(1);
    expect((await waitForEnd(test.app, token, id)).situacao).toBe('concluida');
    wake.mockRestore();
  });
});
