// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { DataTable, type DataTableColumn } from './data-table';
import { renderWithProviders } from './test-utils';

interface Row {
  id: number;
  nome: string;
}

const columns: DataTableColumn<Row>[] = [
  { key: 'id', header: 'Código', sortable: true },
  { key: 'nome', header: 'Nome', sortable: true },
];
const rows: Row[] = Array.from({ length: 10 }, (_, i) => ({ id: 41 + i, nome: `Empresa ${41 + i}` }));

const setup = (overrides: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) => {
  const handlers = { onPageChange: vi.fn(), onPageSizeChange: vi.fn(), onSortChange: vi.fn() };
  renderWithProviders(
    <DataTable<Row>
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      total={200}
      page={5}
      pageSize={10}
      sort="nome"
      {...handlers}
      {...overrides}
    />,
  );
  return handlers;
};

afterEach(cleanup);

describe('DataTable', () => {
  it('shows the range, the page-size label and the rows', () => {
    setup();
    expect(screen.getByText('Exibindo 41 até 50 de um total de 200')).toBeTruthy();
    expect(screen.getByText('registros exibidos por página')).toBeTruthy();
    expect(screen.getByText('Empresa 45')).toBeTruthy();
  });

  it('keeps a nowrap column on one line', () => {
    setup({ columns: [columns[0]!, { ...columns[1]!, nowrap: true }] });
    expect(screen.getByText('Empresa 45').closest('td')?.style.whiteSpace).toBe('nowrap');
    expect(screen.getByText('45').closest('td')?.style.whiteSpace).toBe('');
  });

  it('links five pages around the current one plus previous and next', () => {
    const { onPageChange } = setup();
    for (const n of [3, 4, 5, 6, 7]) expect(screen.getByRole('button', { name: `Página ${n}` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Página 2' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Página 8' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Página 7' }));
    expect(onPageChange).toHaveBeenLastCalledWith(7);
    fireEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(onPageChange).toHaveBeenLastCalledWith(6);
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
  });

  it('toggles the sort of a header and marks the sorted column', () => {
    const { onSortChange } = setup();
    expect(screen.getByTestId('sort-asc-nome')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ordenar por Nome' }));
    expect(onSortChange).toHaveBeenLastCalledWith('-nome');
    fireEvent.click(screen.getByRole('button', { name: 'Ordenar por Código' }));
    expect(onSortChange).toHaveBeenLastCalledWith('id');
  });

  it('says so when the table is empty', () => {
    setup({ rows: [], total: 0, page: 1 });
    expect(screen.getByText('Nenhum registro encontrado')).toBeTruthy();
    expect(screen.getByText('Exibindo 0 até 0 de um total de 0')).toBeTruthy();
  });

  it('draws a loading state instead of rows', () => {
    setup({ loading: true });
    expect(screen.getAllByTestId('data-table-loading').length).toBeGreaterThan(0);
    expect(screen.queryByText('Empresa 45')).toBeNull();
  });

  it('draws row actions', () => {
    setup({ actions: (row) => <button type="button">editar {row.id}</button> });
    expect(screen.getByText('Ações')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'editar 41' })).toBeTruthy();
  });

  it('reports a click on a row, but not a click on its own buttons', () => {
    const onRowClick = vi.fn();
    const onEdit = vi.fn();
    setup({
      onRowClick,
      actions: (row) => (
        <button type="button" onClick={onEdit}>
          editar {row.id}
        </button>
      ),
    });
    fireEvent.click(screen.getByText('Empresa 43'));
    expect(onRowClick).toHaveBeenCalledWith({ id: 43, nome: 'Empresa 43' });
    fireEvent.click(screen.getByRole('button', { name: 'editar 44' }));
    expect(onEdit).toHaveBeenCalledOnce();
    expect(onRowClick).toHaveBeenCalledOnce();
  });
});
