// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type HubStatus, hubStatusChanged, registerHubClient } from '@/services/hub-connections';
import { renderWithProviders } from '@/ui/test-utils';
import { HUB_LOST_NOTICE_DELAY_MS, HubConnectionIndicator } from './hub-connection-indicator';

/** A hub of the registry whose status the test sets, as a real client would on its events. */
const hub = { status: 'idle' as HubStatus, stop: async () => undefined };
const setStatus = (status: HubStatus) =>
  act(() => {
    hub.status = status;
    hubStatusChanged();
  });

beforeEach(() => {
  vi.useFakeTimers();
  registerHubClient(hub);
  hub.status = 'idle';
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('HubConnectionIndicator', () => {
  it('stays empty while the page loads and the hub connects', () => {
    renderWithProviders(<HubConnectionIndicator />);
    setStatus('connecting');
    advance(HUB_LOST_NOTICE_DELAY_MS * 2);
    setStatus('connected');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('does not flash for a quick reconnect', () => {
    renderWithProviders(<HubConnectionIndicator />);
    setStatus('connected');
    setStatus('reconnecting');
    advance(HUB_LOST_NOTICE_DELAY_MS - 100);
    setStatus('connected');
    advance(HUB_LOST_NOTICE_DELAY_MS);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('announces a connection that stays lost, and clears once it is back', () => {
    renderWithProviders(<HubConnectionIndicator />);
    setStatus('connected');
    setStatus('offline');
    advance(HUB_LOST_NOTICE_DELAY_MS);
    expect(screen.getByRole('status').textContent).toBe('Conexão em tempo real perdida. Reconectando…');
    setStatus('connected');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
