// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { HTTPError, type NormalizedOptions } from 'ky';
import { renderWithProviders } from './test-utils';
import { LoadError } from '@/ui/load-error';

afterEach(cleanup);

const httpError = (status: number) =>
  new HTTPError(
    new Response('{}', { status }),
    new Request('http://localhost/api/tracking/empresa'),
    {} as NormalizedOptions,
  );

describe('LoadError', () => {
  it("shows 'Erro ao carregar dados' with a retry", () => {
    const onRetry = vi.fn();
    renderWithProviders(<LoadError error={httpError(500)} onRetry={onRetry} />);
    expect(screen.getByText('Erro ao carregar dados')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
  it('shows the permission text on 403', () => {
    renderWithProviders(<LoadError error={httpError(403)} onRetry={() => {}} />);
    expect(screen.getByText('Você não tem permissão para acessar esta página.')).toBeTruthy();
    expect(screen.queryByText('Erro ao carregar dados')).toBeNull();
  });
  it('shows the given not-found text on 404', () => {
    renderWithProviders(
      <LoadError error={httpError(404)} onRetry={() => {}} notFoundMessageId="nfeImport.notFound" />,
    );
    expect(screen.getByText('Importação não encontrada.')).toBeTruthy();
    expect(screen.queryByText('Erro ao carregar dados')).toBeNull();
  });
});
