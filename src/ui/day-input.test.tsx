// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { DayInput } from './day-input';
import { renderWithProviders } from './test-utils';

afterEach(cleanup);

function Harness({ initial = '', onValue }: { initial?: string; onValue: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DayInput
        label="Emissão de"
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue(v);
        }}
      />
      <button onClick={() => setValue('2024-12-25')}>outside</button>
    </>
  );
}

describe('DayInput', () => {
  it('masks the digits as dd/mm/yyyy and answers the day as yyyy-mm-dd once complete', () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} />);
    const input = screen.getByLabelText('Emissão de') as HTMLInputElement;
    expect(input.placeholder).toBe('dd/mm/aaaa');
    fireEvent.change(input, { target: { value: '0105' } });
    expect(input.value).toBe('01/05');
    expect(onValue).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '01/05/2024' } });
    expect(onValue).toHaveBeenLastCalledWith('2024-05-01');
    fireEvent.change(input, { target: { value: '01/05/202' } });
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('marks an impossible day and shows a day set from outside', () => {
    renderWithProviders(<Harness initial="2024-05-01" onValue={() => {}} />);
    const input = screen.getByLabelText('Emissão de') as HTMLInputElement;
    expect(input.value).toBe('01/05/2024');
    fireEvent.change(input, { target: { value: '31/02/2024' } });
    expect(screen.getByText('Data inválida')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'outside' }));
    expect(input.value).toBe('25/12/2024');
  });
});
