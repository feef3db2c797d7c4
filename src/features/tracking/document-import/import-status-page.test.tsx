// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { NFE_STATUS_POLL_MS } from '@/domain/constants';
import {
  hubHandlers,
  importStatus,
  json,
  ok,
  pushHub,
  renderRoute,
  testServer,
  watchedImports,
} from './import-test-support';
import { ImportStatusPage } from './import-status-page';

vi.mock('@/services/api', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/services/api')>();
  const { testServer: server } = await import('./import-test-support');
  return { ...original, api: { ...original.api, tracking: server.client } };
});
vi.mock('@/services/notifications-hub', async () => {
  const { fakeOnHubMessage: onHubMessage, fakeWatchImport: watchImport } =
    await import('./import-test-support');
  return { onHubMessage, watchImport };
});

const render = (id = 7) =>
  renderRoute('/notaFiscal/importStatus/:id', <ImportStatusPage />, `/notaFiscal/importStatus/${id}`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => {
  testServer.reset();
  hubHandlers.clear();
});
afterEach(cleanup);

describe('NF-e import status screen', () => {
  it('shows the import and polls it until dataFim is set, then stops', async () => {
    const answers = [
      importStatus({ quantidadeArquivosProcessados: 4 }),
      importStatus({
        quantidadeArquivosProcessados: 10,
        situacao: 'concluida',
        dataFim: '2026-11-21T13:02:03.000Z',
        quantidadeImportadas: 8,
        quantidadeDuplicadas: 2,
      }),
    ];
    testServer.on('GET', /^nfe\/get\/7$/, () => ok(answers.shift() ?? answers.at(-1)));
    render();

    expect(await screen.findByText('notas.zip')).toBeTruthy();
    expect(screen.getByText('Administrador')).toBeTruthy();
    // 13:00 UTC is 10:00 on the product's UTC-3 clock.
    expect(screen.getByText('21/11/2026 10:00:00')).toBeTruthy();
    expect(screen.getByTestId('nfe-processed').textContent).toBe('Arquivos processados: 4 de 10');
    expect(screen.getByText('40%')).toBeTruthy();
    expect(screen.getByText('Processando')).toBeTruthy();

    await waitFor(() => expect(screen.getByText('Concluída')).toBeTruthy(), {
      timeout: NFE_STATUS_POLL_MS * 3,
    });
    expect(screen.getByText('21/11/2026 10:02:03')).toBeTruthy();
    expect(screen.getByText('100%')).toBeTruthy();
    const polls = testServer.calls(/^nfe\/get\/7$/).length;
    await sleep(NFE_STATUS_POLL_MS * 1.5);
    expect(testServer.calls(/^nfe\/get\/7$/).length).toBe(polls);
    expect(screen.getByRole('link', { name: 'Ver log da importação' }).getAttribute('href')).toMatch(
      /^\/notaFiscal\/importLog\/7\/\d+$/,
    );
  });

  it('shows pushed progress of this import at once', async () => {
    testServer.on('GET', /^nfe\/get\/7$/, () => ok(importStatus({ quantidadeArquivosProcessados: 1 })));
    render();
    expect(await screen.findByText('10%')).toBeTruthy();
    // The screen watches its import's group, so the progress comes whoever started the import.
    expect(watchedImports).toEqual([7]);
    pushHub('importProgress', importStatus({ id: 8, quantidadeArquivosProcessados: 9 }));
    pushHub('importProgress', importStatus({ quantidadeArquivosProcessados: 7 }));
    await waitFor(() => expect(screen.getByText('70%')).toBeTruthy());
    cleanup();
    expect(watchedImports).toEqual([]);
  });

  it('shows the error of a failed import', async () => {
    testServer.on('GET', /^nfe\/get\/7$/, () =>
      ok(
        importStatus({
          situacao: 'falhou',
          quantidadeArquivos: null,
          dataFim: '2026-11-21T13:00:05Z',
          erro: 'O zip está corrompido.',
        }),
      ),
    );
    render();
    expect(await screen.findByText('O zip está corrompido.')).toBeTruthy();
    expect(screen.getByText('Falhou')).toBeTruthy();
    // Nothing was counted: no total and no bar pretending the work is done.
    expect(screen.getByTestId('nfe-processed').textContent).toBe('Arquivos processados: 0 de —');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says so when the import does not exist', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    testServer.on('GET', /^nfe\/get\/99$/, () => json({ isSuccess: false, errors: ['Não encontrado'] }, 404));
    render(99);
    expect(await screen.findByText('Importação não encontrada.')).toBeTruthy();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
