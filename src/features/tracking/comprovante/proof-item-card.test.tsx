// @vitest-environment jsdom
import { useReducer } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/ui/test-utils';
import { ProofItemCard } from './proof-item-card';
import { proofQueue, type ProofItem } from './proof-queue';

afterEach(cleanup);

const KEY = '35240511222333000181550010000042421000000017';
const file = new File(['x'], 'canhoto.jpg', { type: 'image/jpeg' });

/** The card over the real reducer, as the screen drives it. */
function Harness({ start, onAttach }: { start: ProofItem[]; onAttach: (item: ProofItem) => void }) {
  const [items, dispatch] = useReducer(proofQueue, start);
  const item = items[0];
  if (!item) return null;
  return (
    <ProofItemCard
      item={item}
      onType={(text) => dispatch({ type: 'type', key: item.key, text })}
      onAttach={() => onAttach(item)}
      onRemove={() => dispatch({ type: 'remove', key: item.key })}
    />
  );
}

const readWithoutKey = () =>
  proofQueue(proofQueue([], { type: 'add', items: [{ key: 'a', file }] }), {
    type: 'read',
    key: 'a',
    reading: { chaveAcesso: null, entrega: null },
  });

describe('ProofItemCard', () => {
  it('asks for the key when none was read, and a scanner’s digits plus Enter attach', () => {
    const onAttach = vi.fn();
    renderWithProviders(<Harness start={readWithoutKey()} onAttach={onAttach} />);
    expect(screen.getByText(/Chave de acesso não encontrada no arquivo/)).toBeTruthy();
    const attach = screen.getByTestId('proof-attach');
    expect(attach.hasAttribute('disabled')).toBe(true);

    const input = screen.getByTestId('proof-key-input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: KEY } });
    expect(input.value).toBe(KEY.match(/\d{4}/g)?.join(' '));
    expect(attach.hasAttribute('disabled')).toBe(false);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onAttach).toHaveBeenCalledWith(expect.objectContaining({ typed: KEY }));
  });

  it('shows the delivery the barcode named', () => {
    const start = proofQueue(proofQueue([], { type: 'add', items: [{ key: 'a', file }] }), {
      type: 'read',
      key: 'a',
      reading: {
        chaveAcesso: KEY,
        entrega: {
          id: 1,
          numero: '4242',
          serie: '1',
          destinatarioNome: 'Mercado São João',
          chaveAcesso: KEY,
          status: 'pendente',
          emitenteCnpjCpf: null,
          emitenteNome: null,
          comprovantes: 0,
        },
      },
    });
    renderWithProviders(<Harness start={start} onAttach={() => {}} />);
    expect(screen.getByTestId('proof-item').textContent).toContain('NF-e 4242 – Mercado São João');
    expect(screen.getByTestId('proof-item').textContent).toContain(KEY.match(/\d{4}/g)?.join(' '));
    expect(screen.getByTestId('proof-attach').hasAttribute('disabled')).toBe(false);
  });
});
