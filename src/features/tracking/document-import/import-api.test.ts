import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import { ImportRequestError } from '@/machines/document-import-machine';
import { beginImport, fetchImportStatus, listImports, uploadZip } from './import-api';
import { importStatus, json, ok, pageOf, testServer } from './import-test-support';

// The HTTP clients read the session token from browser storage; Node has none.
vi.hoisted(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  });
});
vi.mock('@/services/api', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/services/api')>();
  const { testServer: server } = await import('./import-test-support');
  return { ...original, api: { ...original.api, tracking: server.client } };
});

beforeEach(() => testServer.reset());

describe('NF-e import calls', () => {
  it('beginImport answers the id of data.data', async () => {
    testServer.on('GET', /^nfe\/beginImport$/, () => ok({ id: 42 }));
    await expect(beginImport()).resolves.toEqual({ id: 42 });
  });

  it('uploadZip posts the zip as the multipart field `file` with the import id', async () => {
    let received: { id: string | null; file: FormDataEntryValue | null; fields: string[] } | null = null;
    testServer.on('POST', /^nfe\/importzip$/, async (request, url) => {
      const form = await request.formData();
      received = { id: url.searchParams.get('id'), file: form.get('file'), fields: [...form.keys()] };
      return ok({ id: 42 });
    });
    await uploadZip({
      id: 42,
      file: new File(['PK\u0003\u0004zip'], 'lote.zip', { type: 'application/zip' }),
    });
    expect(received).not.toBeNull();
    const { id, file, fields } = received as unknown as { id: string; file: File; fields: string[] };
    expect(id).toBe('42');
    expect(fields).toEqual(['file']);
    expect(file.name).toBe('lote.zip');
    expect(await file.text()).toBe('PK\u0003\u0004zip');
  });

  it("turns a refused call into the answer's errors", async () => {
    testServer.on('POST', /^nfe\/importzip$/, () =>
      json({ isSuccess: false, errors: ['Importação já recebeu um arquivo.'] }, 409),
    );
    const error = await uploadZip({ id: 1, file: new Blob(['x']) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportRequestError);
    expect((error as ImportRequestError).errors).toEqual(['Importação já recebeu um arquivo.']);

    testServer.on('GET', /^nfe\/beginImport$/, () =>
      json({ isSuccess: false, errors: ['Sem permissão'] }, 403),
    );
    await expect(beginImport()).rejects.toMatchObject({ errors: ['Sem permissão'] });
  });

  it('rejects a status that does not follow the contract', async () => {
    testServer.on('GET', /^nfe\/get\/5$/, () => ok({ id: 5, quantidadeArquivos: 'dez' }));
    await expect(fetchImportStatus(5)).rejects.toBeInstanceOf(ZodError);
  });

  it('lists imports with page, pageSize and sort', async () => {
    testServer.on('GET', /^nfe\/imports$/, () => ok(pageOf([importStatus({ id: 3 })], 2, 5)));
    const page = await listImports({ page: 2, pageSize: 5, sort: '-id' });
    expect(page.items.map((i) => i.id)).toEqual([3]);
    const params = testServer.calls(/^nfe\/imports$/)[0]?.url.searchParams;
    expect(Object.fromEntries(params ?? [])).toEqual({ page: '2', pageSize: '5', sort: '-id' });
  });
});
