// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/ui/test-utils';
import { Composer } from './composer';

const ANSWERS = [
  { id: 1, titulo: 'Saudação', texto: 'Olá! Como posso ajudar?' },
  { id: 2, titulo: 'Prazo de entrega', texto: 'A nova previsão é de 2 dias úteis.' },
];

function renderComposer(agent: boolean, send = vi.fn()) {
  const client = new QueryClient();
  client.setQueryData(['support', 'canned'], ANSWERS);
  renderWithProviders(
    <QueryClientProvider client={client}>
      <Composer conversationId={7} agent={agent} send={send} />
    </QueryClientProvider>,
  );
  return { send, box: screen.getByRole('textbox', { name: 'Mensagem' }) };
}

describe('the composer', () => {
  afterEach(cleanup);

  it('sends with Enter and keeps Shift+Enter for a new line', () => {
    const { send, box } = renderComposer(false);
    fireEvent.change(box, { target: { value: 'Olá' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(send).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(send).toHaveBeenCalledWith('Olá');
  });

  it('opens the canned answers with "/" for agents and inserts one from the keyboard', () => {
    const { send, box } = renderComposer(true);
    fireEvent.change(box, { target: { value: '/pra' } });
    expect(screen.getByRole('listbox', { name: 'Respostas prontas' })).toBeTruthy();
    expect(screen.getAllByRole('option')).toHaveLength(1);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((box as HTMLTextAreaElement).value).toBe('A nova previsão é de 2 dias úteis.');
    expect(send).not.toHaveBeenCalled();
  });

  it('offers no canned answers to customers', () => {
    const { box } = renderComposer(false);
    fireEvent.change(box, { target: { value: '/' } });
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
