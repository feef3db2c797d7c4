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

  it('prints a CNPJ left to right, with its check digits kept together and a break after the slash', () => {
    const { container } = renderWithProviders(
      <ResourceCell field="cnpj" value="11222333000181" format="cnpj" />,
    );
    const cnpj = container.querySelector('span[dir="ltr"]')!;
    expect(cnpj.textContent).toBe('11.222.333/0001\u201181');
    expect([...cnpj.children].map((part) => part.textContent)).toEqual(['11.222.333/', '0001\u201181']);
  });
});
