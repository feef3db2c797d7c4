// @vitest-environment jsdom
// The CT-e import screens are the NF-e ones under the CT-e kind: every call goes to cte/, every
// link stays under /cte, and the texts name the CT-e; the OCOREN screen offers its own files.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { importStatus, ok, pageOf, renderRoute, testServer } from './import-test-support';
import { CteImportPage, CteImportStatusPage, OcorenImportPage } from './kind-pages';

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

const finished = () =>
  importStatus({
    id: 9,
    quantidadeArquivos: 1,
    quantidadeArquivosProcessados: 1,
    dataFim: '2026-11-21T13:01:00.000Z',
    situacao: 'concluida',
    quantidadeImportadas: 1,
  });

beforeEach(() => {
  testServer.reset();
  testServer.on('GET', /^cte\/imports$/, () => ok(pageOf([finished()])));
  testServer.on('GET', /^cte\/beginImport$/, () => ok({ id: 9 }));
  testServer.on('POST', /^cte\/importzip$/, () => ok({ id: 9 }));
  testServer.on('GET', /^cte\/get\/9$/, () => ok(finished()));
});
afterEach(cleanup);

describe('CT-e import screens', () => {
  it('imports a single CT-e XML through the cte/ routes and links under /cte', async () => {
    renderRoute('/cte/import', <CteImportPage />, '/cte/import');
    expect(screen.getByText('Importação de CT-e')).toBeTruthy();
    expect(document.querySelector('input[type="file"]')?.getAttribute('accept')).toContain('.xml');
    expect(screen.getByText('Selecione o arquivo .zip ou .xml')).toBeTruthy();
    await waitFor(() => expect(testServer.calls(/^cte\/imports$/)).toHaveLength(1));

    const input = document.querySelector('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['<CTe/>'], 'um.xml', { type: 'text/xml' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Importar' }));

    expect(await screen.findByText('CT-e importados com sucesso!')).toBeTruthy();
    expect(testServer.calls(/^cte\/importzip$/)[0]?.url.searchParams.get('id')).toBe('9');
    expect(testServer.calls(/^nfe\//)).toHaveLength(0);
    for (const link of screen.getAllByRole('link', { name: 'Ver status' })) {
      expect(link.getAttribute('href')).toBe('/cte/importStatus/9');
    }
  });

  it('offers the OCOREN import a .txt or a zip of them', async () => {
    testServer.on('GET', /^entregaOcorrencia\/imports$/, () => ok(pageOf([])));
    renderRoute('/entregaOcorrencia/import', <OcorenImportPage />, '/entregaOcorrencia/import');
    expect(screen.getByText('Selecione o arquivo OCOREN .txt ou um .zip')).toBeTruthy();
    const accept = document.querySelector('input[type="file"]')?.getAttribute('accept') ?? '';
    expect(accept.split(',')).toEqual(expect.arrayContaining(['.txt', '.zip']));
    await waitFor(() => expect(testServer.calls(/^entregaOcorrencia\/imports$/)).toHaveLength(1));
  });

  it('reads the status from cte/get and offers a new CT-e import', async () => {
    renderRoute('/cte/importStatus/:id', <CteImportStatusPage />, '/cte/importStatus/9');
    await waitFor(() => expect(testServer.calls(/^cte\/get\/9$/).length).toBeGreaterThan(0));
    expect(screen.getByRole('link', { name: 'Nova importação' }).getAttribute('href')).toBe('/cte/import');
    expect(screen.getByRole('link', { name: 'Ver log da importação' }).getAttribute('href')).toMatch(
      /^\/cte\/importLog\/9\/\d{13}$/,
    );
  });
});
