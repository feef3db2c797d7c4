// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/ui/test-utils';
import { MessageItem } from './message-item';

const base = {
  authorName: 'Conferente Demo',
  fromAgent: false,
  body: 'A foto não anexa.',
  createdAt: '2026-11-24T13:00:00Z',
  attachment: null,
};

describe('a chat message', () => {
  afterEach(cleanup);

  it('says whether the user’s own message was read, sent or is still waiting', () => {
    renderWithProviders(<MessageItem {...base} mine delivery="read" />);
    expect(screen.getByText('Lida')).toBeTruthy();
    cleanup();
    renderWithProviders(<MessageItem {...base} mine delivery="waiting" />);
    expect(screen.getByText('Aguardando conexão')).toBeTruthy();
  });

  it('names an agent’s message as the agent’s', () => {
    renderWithProviders(
      <MessageItem {...base} authorName="Administrador Demo" fromAgent mine={false} delivery={null} />,
    );
    expect(screen.getByText(/Atendente/)).toBeTruthy();
    expect(screen.getByText('A foto não anexa.')).toBeTruthy();
  });
});
