// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '@/ui/test-utils';
import { ResourceCell } from './resource-cell';

afterEach(cleanup);

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
