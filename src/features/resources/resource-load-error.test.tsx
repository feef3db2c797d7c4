// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { HTTPError, type NormalizedOptions } from 'ky';
import { renderWithProviders } from '@/ui/test-utils';
import { ResourceCell } from './resource-cell';
import { ResourceLoadError } from './resource-load-error';

afterEach(cleanup);

const httpError = (status: number) =>
  new HTTPError(
    new Response('{}', { status }),
    new Request('http://localhost/api/tracking/empresa'),
    {} as NormalizedOptions,
  );

describe('ResourceLoadError', () => {
  it("shows 'Erro ao carregar dados' with a retry", () => {
    const onRetry = vi.fn();
    renderWithProviders(<ResourceLoadError error={httpError(500)} onRetry={onRetry} />);
    expect(screen.getByText('Erro ao carregar dados')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
  it('shows the permission text on 403', () => {
    renderWithProviders(<ResourceLoadError error={httpError(403)} onRetry={() => {}} />);
    expect(screen.getByText('Você não tem permissão para acessar esta página.')).toBeTruthy();
    expect(screen.queryByText('Erro ao carregar dados')).toBeNull();
  });
});

describe('ResourceCell', () => {
  it('shows ativo as Ativo/Inativo and other booleans as Sim/Não', () => {
    renderWithProviders(
      <>
        <ResourceCell field="ativo" value={true} />
        <ResourceCell field="ativo" value={false} />
        <ResourceCell field="allowOcr" value={true} />
        <ResourceCell field="nome" value="Rota" />
      </>,
    );
    expect(screen.getByText('Ativo')).toBeTruthy();
    expect(screen.getByText('Inativo')).toBeTruthy();
    expect(screen.getByText('Sim')).toBeTruthy();
    expect(screen.getByText('Rota')).toBeTruthy();
  });
});
