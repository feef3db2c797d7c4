// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/ui/test-utils';
import { PermissionSection } from './permission-section';

afterEach(cleanup);

describe('PermissionSection', () => {
  it('selects every flag of a group at once', () => {
    const onChange = vi.fn();
    renderWithProviders(<PermissionSection resource="usuario" values={{}} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar todos: Cargas' }));
    expect(onChange).toHaveBeenCalledWith({
      cargoKanbamAvaliable: true,
      cargoExpensesAvaliable: true,
      accessLoads: true,
    });
  });

  it('clears a group that is fully selected', () => {
    const onChange = vi.fn();
    const values = { cargoKanbamAvaliable: true, cargoExpensesAvaliable: true, accessLoads: true };
    renderWithProviders(<PermissionSection resource="usuario" values={values} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar todos: Cargas' }));
    expect(onChange).toHaveBeenCalledWith({
      cargoKanbamAvaliable: false,
      cargoExpensesAvaliable: false,
      accessLoads: false,
    });
  });

  it('labels the flags in Portuguese', () => {
    renderWithProviders(
      <PermissionSection resource="usuario" values={{ accessCompany: true }} onChange={() => {}} />,
    );
    const toggle = screen.getByRole('switch', { name: 'Acesso a empresas' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
  });

  it('locks the flags the signed-in user cannot grant, and select-all leaves them alone', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <PermissionSection
        resource="usuario"
        values={{ accessLoads: true }}
        onChange={onChange}
        grantable={['cargoKanbamAvaliable', 'tracking', 'accessUser']}
      />,
    );
    expect((screen.getByRole('switch', { name: 'Acesso a empresas' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('Você só pode conceder ou retirar as permissões que você tem.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar todos: Cargas' }));
    expect(onChange).toHaveBeenCalledWith({ cargoKanbamAvaliable: true });
  });
});
