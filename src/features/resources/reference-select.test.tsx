// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { FieldDef } from '@/domain/resources/define-resource';
import type { ReferenceOption } from '@/domain/resources/references';
import { renderWithProviders } from '@/ui/test-utils';
import { mergeOptions } from './reference-options';
import { ResourceField } from './resource-field';

const client = vi.hoisted(() => ({
  useReferenceOptions: vi.fn(),
  useReferenceLookup: vi.fn(),
}));
vi.mock('@/services/resource-client', () => client);

const COMPANIES: ReferenceOption[] = [
  { id: 1, label: 'Rota Demo Transportes' },
  { id: 2, label: 'Rota Logística Norte' },
  { id: 3, label: 'Transportadora Sul' },
];

const answer = (items: ReferenceOption[], total = items.length) => ({
  data: { items, total },
  isFetching: false,
  isError: false,
});

beforeEach(() => {
  client.useReferenceOptions.mockImplementation((_def, _label, search: string) =>
    answer(COMPANIES.filter((c) => c.label.toLowerCase().includes(search.toLowerCase()))),
  );
  client.useReferenceLookup.mockImplementation((_def, _label, ids: readonly number[]) =>
    answer(COMPANIES.filter((c) => ids.includes(c.id))),
  );
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

// Any declared register will do: the company register, named by its trade name.
const target = { resource: 'empresa', label: 'nomeFantasia' };
const draw = (field: FieldDef, value: unknown) => {
  const onChange = vi.fn();
  renderWithProviders(
    <ResourceField resource="empresa" field={field} value={value} editing onChange={onChange} />,
  );
  return onChange;
};
const one: FieldDef = { name: 'nome', kind: 'reference', references: target, required: true };
const many: FieldDef = {
  name: 'nome',
  kind: 'references',
  references: target,
  through: { table: 'x', ownKey: 'a', otherKey: 'b' },
};

describe('the reference control', () => {
  it('shows the label of the row a record points at, looked up by its id', async () => {
    draw(one, 2);
    const box = screen.getByRole('textbox', { name: /Razão social/ });
    await waitFor(() => expect((box as HTMLInputElement).value).toBe('Rota Logística Norte'));
    expect(client.useReferenceLookup).toHaveBeenLastCalledWith(expect.anything(), 'nomeFantasia', [2]);
  });

  it('asks the server for what is typed once typing pauses, and reports the id picked', async () => {
    const onChange = draw(one, null);
    const box = screen.getByRole('textbox', { name: /Razão social/ });
    fireEvent.click(box);
    fireEvent.change(box, { target: { value: 'sul' } });
    // Not at every key: the search waits for a pause.
    expect(client.useReferenceOptions).not.toHaveBeenCalledWith(expect.anything(), 'nomeFantasia', 'sul');
    await waitFor(() =>
      expect(client.useReferenceOptions).toHaveBeenLastCalledWith(expect.anything(), 'nomeFantasia', 'sul'),
    );
    // The dropdown is still fading in under jsdom, so its options count as hidden.
    fireEvent.click(await screen.findByRole('option', { name: 'Transportadora Sul', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('says when more rows match than it shows', async () => {
    client.useReferenceOptions.mockReturnValue(answer(COMPANIES, 57));
    draw(one, null);
    fireEvent.click(screen.getByRole('textbox', { name: /Razão social/ }));
    expect(await screen.findByText('Mostrando 3 de 57: digite para refinar')).toBeTruthy();
  });

  it('picks several rows and shows the chosen ones', async () => {
    const onChange = draw(many, [1]);
    await waitFor(() =>
      expect([...document.querySelectorAll('.mantine-MultiSelect-pill')].map((p) => p.textContent)).toEqual([
        'Rota Demo Transportes',
      ]),
    );
    fireEvent.click(screen.getByRole('textbox', { name: /Razão social/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Transportadora Sul', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith([1, 3]);
  });
});

describe('mergeOptions', () => {
  it('keeps the rows found, then the chosen rows not among them, each once', () => {
    expect(mergeOptions([COMPANIES[0]!, COMPANIES[1]!], [COMPANIES[1]!, COMPANIES[2]!])).toEqual([
      { value: '1', label: 'Rota Demo Transportes' },
      { value: '2', label: 'Rota Logística Norte' },
      { value: '3', label: 'Transportadora Sul' },
    ]);
  });
});
