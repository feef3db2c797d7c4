// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { TimedAlert, useTimedAlert } from './timed-alert';
import { renderWithProviders } from './test-utils';

function Harness() {
  const { alert, success, danger } = useTimedAlert();
  return (
    <>
      <button type="button" onClick={() => success('Salvo')}>
        ok
      </button>
      <button type="button" onClick={() => danger('Falhou')}>
        erro
      </button>
      <TimedAlert alert={alert} />
    </>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('TimedAlert', () => {
  it('hides a success alert after 2 s', () => {
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByText('ok'));
    expect(screen.getByRole('alert').textContent).toContain('Salvo');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the danger message for 4 s', () => {
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByText('erro'));
    expect(screen.getByRole('alert').textContent).toContain('Falhou');
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('restarts the clock when a new alert replaces the old', () => {
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByText('ok'));
    act(() => vi.advanceTimersByTime(1500));
    fireEvent.click(screen.getByText('erro'));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('alert').textContent).toContain('Falhou');
  });
});
