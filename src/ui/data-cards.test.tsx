// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { DataCards } from './data-cards';
import type { DataTableColumn } from './data-table';
import { renderWithProviders } from './test-utils';

afterEach(cleanup);

interface Row {
  id: number;
  numero: string;
  cidade: string;
  situacao: string;
}

const columns: DataTableColumn<Row>[] = [
  { key: 'numero', header: 'NF-e' },
  { key: 'cidade', header: 'Destino' },
  { key: 'situacao', header: 'Situação', render: (row) => <strong>{row.situacao}</strong> },
];
const rows: Row[] = [
  { id: 1, numero: '101', cidade: 'Campinas', situacao: 'Pendente' },
  { id: 2, numero: '102', cidade: 'Curitiba', situacao: 'Entregue' },
];

describe('DataCards', () => {
  it('titles each card with the first column, puts the last beside it and labels the others', () => {
    renderWithProviders(<DataCards columns={columns} rows={rows} rowKey={(r) => r.id} pageSize={10} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('101')).toBeTruthy();
    expect(first.getByText('Destino')).toBeTruthy();
    expect(first.getByText('Campinas')).toBeTruthy();
    expect(first.getByTitle('Situação').textContent).toBe('Pendente');
    expect(first.queryByText('NF-e')).toBeNull();
  });

  it('keeps the status and buttons whole beside a long title, and lets long values wrap', () => {
    const long = [{ id: 3, numero: '1'.repeat(60), cidade: '12.345.678/0001-95', situacao: 'Ativo' }];
    renderWithProviders(
      <DataCards
        columns={columns}
        rows={long}
        rowKey={(r) => r.id}
        pageSize={10}
        actions={() => <button type="button">Editar</button>}
      />,
    );
    const card = within(screen.getByRole('listitem'));
    const status = card.getByTestId('data-card-status');
    expect(status.style.flexShrink).toBe('0');
    expect(within(status).getByTitle('Situação').textContent).toBe('Ativo');
    expect(within(status).getByRole('button', { name: 'Editar' })).toBeTruthy();
    const title = card.getByText('1'.repeat(60));
    expect(title.style.minWidth).toBe('0px');
    expect(title.style.overflowWrap).toBe('anywhere');
    expect(card.getByText('12.345.678/0001-95').style.overflowWrap).toBe('anywhere');
  });

  it('gives a wide column, such as a sentence, the whole width of the card', () => {
    const log: DataTableColumn<Row>[] = [
      { key: 'numero', header: 'Arquivo' },
      { key: 'cidade', header: 'Descrição', wide: true },
    ];
    renderWithProviders(<DataCards columns={log} rows={rows} rowKey={(r) => r.id} pageSize={10} />);
    const card = within(screen.getAllByRole('listitem')[0]!);
    expect(card.getByText('Descrição').parentElement?.style.gridColumn).toBe('1 / -1');
    expect(card.getByText('Campinas')).toBeTruthy();
  });

  it('opens a row on click, and shows the empty and loading states', () => {
    const onRowClick = vi.fn();
    renderWithProviders(
      <DataCards columns={columns} rows={rows} rowKey={(r) => r.id} pageSize={10} onRowClick={onRowClick} />,
    );
    fireEvent.click(screen.getByText('Curitiba'));
    expect(onRowClick).toHaveBeenCalledWith(rows[1]);
    cleanup();
    renderWithProviders(<DataCards columns={columns} rows={[]} rowKey={(r) => r.id} pageSize={10} />);
    expect(screen.getByText('Nenhum registro encontrado')).toBeTruthy();
    cleanup();
    renderWithProviders(
      <DataCards columns={columns} rows={rows} rowKey={(r) => r.id} pageSize={10} loading />,
    );
    expect(screen.getAllByTestId('data-table-loading').length).toBeGreaterThan(0);
  });
});
