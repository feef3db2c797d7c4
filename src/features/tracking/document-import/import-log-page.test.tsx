// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ImportOccurrence } from '@/domain/tracking/imports/document-import';
import { importStatus, json, ok, renderRoute, testServer } from './import-test-support';
import { ImportLogPage } from './import-log-page';

vi.mock('@/services/api', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/services/api')>();
  const { testServer: server } = await import('./import-test-support');
  return { ...original, api: { ...original.api, tracking: server.client } };
});

const occurrence = (id: number, nomeArquivo: string, descricao: string): ImportOccurrence => ({
  id,
  nomeArquivo,
  descricao,
  tipo: 'importada',
  chaveAcesso: null,
});

const render = (path = '/notaFiscal/importLog/7/1700000000000') =>
  renderRoute('/notaFiscal/importLog/:id/:lastRefresh', <ImportLogPage />, path);

const logCalls = (id = 7) => testServer.calls(new RegExp(`^nfe/storyDetails/${id}/page$`));

beforeEach(() => {
  testServer.reset();
  testServer.on('GET', /^nfe\/storyDetails\/\d+\/page$/, (_request, url) =>
    ok({
      items: [
        occurrence(1, 'nfe-a.xml', 'NF-e importada'),
        occurrence(2, 'leia-me.txt', 'O arquivo não é um XML'),
      ],
      total: 12,
      page: Number(url.searchParams.get('page')),
      pageSize: Number(url.searchParams.get('pageSize')),
    }),
  );
});
afterEach(cleanup);

describe('NF-e import log screen', () => {
  it('lists the occurrences with the pagination texts', async () => {
    render();
    expect(await screen.findByText('nfe-a.xml')).toBeTruthy();
    expect(screen.getByText('O arquivo não é um XML')).toBeTruthy();
    expect(screen.getByText('Nome do arquivo')).toBeTruthy();
    expect(screen.getByText('Descrição da ocorrência')).toBeTruthy();
    expect(screen.getByText('Exibindo 1 até 10 de um total de 12')).toBeTruthy();
    expect(screen.getAllByText('registros exibidos por página').length).toBeGreaterThan(0);
    const [first] = logCalls();
    expect(first?.url.searchParams.get('page')).toBe('1');
    expect(first?.url.searchParams.get('pageSize')).toBe('10');
  });

  it('asks the server for the sorted column and the next page', async () => {
    render();
    await screen.findByText('nfe-a.xml');
    fireEvent.click(screen.getByRole('button', { name: 'Ordenar por Nome do arquivo' }));
    await waitFor(() => expect(logCalls().at(-1)?.url.searchParams.get('sort')).toBe('nomeArquivo'));
    fireEvent.click(screen.getByRole('button', { name: 'Ordenar por Descrição da ocorrência' }));
    await waitFor(() => expect(logCalls().at(-1)?.url.searchParams.get('sort')).toBe('descricao'));
    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(logCalls().at(-1)?.url.searchParams.get('page')).toBe('2'));
  });

  it('reloads when lastRefresh or the id changes', async () => {
    const { router } = render();
    await screen.findByText('nfe-a.xml');
    expect(logCalls()).toHaveLength(1);
    await act(() => router.navigate('/notaFiscal/importLog/7/1700000000001'));
    await waitFor(() => expect(logCalls()).toHaveLength(2));
    await act(() => router.navigate('/notaFiscal/importLog/8/1700000000001'));
    await waitFor(() => expect(logCalls(8)).toHaveLength(1));
  });

  it('reloads on Atualizar', async () => {
    render();
    await screen.findByText('nfe-a.xml');
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(logCalls()).toHaveLength(2));
  });

  it('only logs a failed load: no message for the user', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    testServer.on('GET', /^nfe\/storyDetails\/7\/page$/, () =>
      json({ isSuccess: false, errors: ['Falha interna'] }, 500),
    );
    render();
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Falha interna')).toBeNull();
    expect(await screen.findByText('Nenhum registro encontrado')).toBeTruthy();
    error.mockRestore();
  });

  it('opens on the view of its address, and a count card or the problems switch asks the server for theirs', async () => {
    testServer.on('GET', /^nfe\/get\/7$/, () =>
      ok(
        importStatus({
          dataFim: '2026-11-21T13:01:00.000Z',
          situacao: 'concluida',
          quantidadeImportadas: 9,
          quantidadeRejeitadas: 3,
        }),
      ),
    );
    render('/notaFiscal/importLog/7/1700000000000?resultado=rejeitadas');
    await screen.findByText('nfe-a.xml');
    expect(logCalls()[0]?.url.searchParams.get('resultado')).toBe('rejeitadas');
    const rejected = await screen.findByRole('button', { name: 'Rejeitadas: 3. Mostrar só estas linhas' });
    expect(rejected.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Importadas: 9. Mostrar só estas linhas' }));
    await waitFor(() => expect(logCalls().at(-1)?.url.searchParams.get('resultado')).toBe('importadas'));
    fireEvent.click(screen.getByRole('button', { name: 'Importadas: 9. Mostrar só estas linhas' }));
    await waitFor(() => expect(logCalls().at(-1)?.url.searchParams.has('resultado')).toBe(false));

    fireEvent.click(screen.getByRole('switch', { name: 'Só problemas (rejeitadas e duplicadas)' }));
    await waitFor(() => expect(logCalls().at(-1)?.url.searchParams.get('resultado')).toBe('problemas'));
    expect(screen.getAllByText('Importada').length).toBeGreaterThan(0);
  });
});
