// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  hubHandlers,
  importStatus,
  json,
  ok,
  pageOf,
  pushHub,
  renderRoute,
  testServer,
} from './import-test-support';
import { NfeImportPage } from './nfe-import-page';

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

const zip = () => new File(['PK\u0003\u0004'], 'notas.zip', { type: 'application/zip' });

const render = () => renderRoute('/notaFiscal/import', <NfeImportPage />, '/notaFiscal/import');

const chooseFile = (file: File) => {
  const input = document.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
};

const importar = () => fireEvent.click(screen.getByRole('button', { name: 'Importar' }));

beforeEach(() => {
  testServer.reset();
  hubHandlers.clear();
  testServer.on('GET', /^nfe\/imports$/, () => ok(pageOf([])));
  testServer.on('GET', /^nfe\/beginImport$/, () => ok({ id: 7 }));
  testServer.on('POST', /^nfe\/importzip$/, () => ok({ id: 7 }));
});
afterEach(cleanup);

describe('NF-e import screen', () => {
  it("says 'Importação não iniciada' and does nothing on Importar with no file", async () => {
    render();
    expect(screen.getByText('Importação não iniciada')).toBeTruthy();
    expect(screen.getByLabelText('Anexo')).toBeTruthy();
    importar();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(testServer.calls(/^nfe\/beginImport/)).toHaveLength(0);
    expect(screen.getByText('Importação não iniciada')).toBeTruthy();
  });

  it("follows the user's import still running on the server instead of saying 'não iniciada'", async () => {
    let processed = 4;
    testServer.on('GET', /^nfe\/current$/, () => ok(importStatus({ quantidadeArquivosProcessados: 4 })));
    testServer.on('GET', /^nfe\/get\/7$/, () => {
      processed = 10;
      return ok(
        importStatus({
          quantidadeArquivosProcessados: processed,
          dataFim: '2026-11-21T13:01:00.000Z',
          situacao: 'concluida',
          quantidadeImportadas: 10,
        }),
      );
    });
    render();
    expect(await screen.findByText('Arquivos processados: 4 de 10')).toBeTruthy();
    expect(screen.queryByText('Importação não iniciada')).toBeNull();
    const banner = await screen.findByTestId('import-outcome');
    expect(banner.dataset.outcome).toBe('success');
    expect(screen.getByText('Arquivos processados: 10 de 10')).toBeTruthy();
  });

  it('ends amber with the counts, never as a success, when a file was refused', async () => {
    testServer.on('GET', /^nfe\/get\/7$/, () =>
      ok(
        importStatus({
          quantidadeArquivosProcessados: 10,
          dataFim: '2026-11-21T13:01:00.000Z',
          situacao: 'concluida',
          quantidadeImportadas: 9,
          quantidadeRejeitadas: 1,
        }),
      ),
    );
    render();
    await waitFor(() => expect(testServer.calls(/^nfe\/imports$/)).toHaveLength(1));
    chooseFile(zip());
    importar();

    const banner = await screen.findByTestId('import-outcome');
    expect(banner.dataset.outcome).toBe('partly');
    expect(banner.textContent).toContain('9 importados, 1 rejeitado');
    expect(screen.queryByText('Notas fiscais importadas com sucesso!')).toBeNull();
    // The counts open the log on their rows; an empty count is no link.
    const rejected = screen.getByRole('link', { name: 'Rejeitadas: 1. Abrir o log nestas linhas' });
    expect(rejected.getAttribute('href')).toMatch(/^\/notaFiscal\/importLog\/7\/\d+\?resultado=rejeitadas$/);
    expect(screen.queryByRole('link', { name: /^Duplicadas/ })).toBeNull();
  });

  it('begins, uploads with the import id, and shows the success alert once finished', async () => {
    testServer.on('GET', /^nfe\/get\/7$/, () =>
      ok(
        importStatus({
          quantidadeArquivosProcessados: 10,
          dataFim: '2026-11-21T13:01:00.000Z',
          situacao: 'concluida',
          quantidadeImportadas: 10,
        }),
      ),
    );
    render();
    await waitFor(() => expect(testServer.calls(/^nfe\/imports$/)).toHaveLength(1));
    chooseFile(zip());
    importar();

    expect(await screen.findByText('Notas fiscais importadas com sucesso!')).toBeTruthy();
    const [upload] = testServer.calls(/^nfe\/importzip$/);
    expect(upload?.method).toBe('POST');
    expect(upload?.url.searchParams.get('id')).toBe('7');
    expect(screen.getByTestId('nfe-processed').textContent).toBe('Arquivos processados: 10 de 10');
    expect(screen.getByText('100%')).toBeTruthy();
    expect(within(screen.getByTestId('count-importadas')).getByText('10')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver status' }).getAttribute('href')).toBe(
      '/notaFiscal/importStatus/7',
    );
    expect(screen.getByRole('link', { name: 'Ver log da importação' }).getAttribute('href')).toMatch(
      /^\/notaFiscal\/importLog\/7\/\d{13}$/,
    );
    // The list of past imports is read again once the import has finished.
    await waitFor(() => expect(testServer.calls(/^nfe\/imports$/).length).toBeGreaterThan(1));
  });

  it('shows the processed files while running and finishes on pushed progress', async () => {
    testServer.on('GET', /^nfe\/get\/7$/, () => ok(importStatus({ quantidadeArquivosProcessados: 3 })));
    render();
    chooseFile(zip());
    importar();

    await waitFor(() =>
      expect(screen.getByTestId('nfe-processed').textContent).toBe('Arquivos processados: 3 de 10'),
    );
    expect(screen.getByText('30%')).toBeTruthy();
    expect(screen.queryByText('Notas fiscais importadas com sucesso!')).toBeNull();

    // Not a status: ignored. Another import's progress: ignored.
    pushHub('importProgress', { id: 7, quantidadeArquivos: 'dez' });
    pushHub('importProgress', importStatus({ id: 8, quantidadeArquivosProcessados: 9 }));
    expect(screen.getByTestId('nfe-processed').textContent).toBe('Arquivos processados: 3 de 10');

    pushHub('importProgress', importStatus({ quantidadeArquivosProcessados: 6 }));
    await waitFor(() => expect(screen.getByText('60%')).toBeTruthy());

    pushHub(
      'importProgress',
      importStatus({
        quantidadeArquivosProcessados: 10,
        dataFim: '2026-11-21T13:01:00Z',
        situacao: 'concluida',
      }),
    );
    expect(await screen.findByText('Notas fiscais importadas com sucesso!')).toBeTruthy();
    expect(screen.getByText('100%')).toBeTruthy();
  });

  it("shows the answer's errors in a red alert when the upload is refused", async () => {
    testServer.on('POST', /^nfe\/importzip$/, () =>
      json({ isSuccess: false, errors: ['O arquivo excede o tamanho máximo de 200 MB.'] }, 413),
    );
    render();
    chooseFile(zip());
    importar();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('O arquivo excede o tamanho máximo de 200 MB.');
    expect(screen.getByText('A importação não foi concluída.')).toBeTruthy();
    expect(testServer.calls(/^nfe\/get\//)).toHaveLength(0);
  });

  it('shows the network error message when the server does not answer', async () => {
    testServer.on('GET', /^nfe\/beginImport$/, () => {
      throw new TypeError('Failed to fetch');
    });
    render();
    chooseFile(zip());
    importar();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível falar com o servidor: Failed to fetch');
    expect(testServer.calls(/^nfe\/importzip/)).toHaveLength(0);
  });

  it('shows a finished import that failed on the server as an error, not a success', async () => {
    testServer.on('GET', /^nfe\/get\/7$/, () =>
      ok(
        importStatus({
          quantidadeArquivos: null,
          dataFim: '2026-11-21T13:01:00Z',
          situacao: 'falhou',
          erro: 'O arquivo enviado não é um zip válido.',
        }),
      ),
    );
    render();
    chooseFile(zip());
    importar();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('O arquivo enviado não é um zip válido.');
    expect(screen.queryByText('Notas fiscais importadas com sucesso!')).toBeNull();
  });

  it('lists past imports, each linking to its status page', async () => {
    testServer.on('GET', /^nfe\/imports$/, () =>
      ok(pageOf([importStatus({ id: 3, nomeArquivo: 'lote-marco.zip', situacao: 'concluida' })])),
    );
    render();
    const link = await screen.findByRole('link', { name: 'lote-marco.zip' });
    expect(link.getAttribute('href')).toBe('/notaFiscal/importStatus/3');
    expect(screen.getByText('Concluída')).toBeTruthy();
    expect(testServer.calls(/^nfe\/imports$/)[0]?.url.searchParams.get('sort')).toBe('-id');
  });
});
