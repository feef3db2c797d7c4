// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { IntegerInput } from './integer-input';
import { MoneyInput } from './money-input';
import { TagInput, keepFilledTags } from './tag-input';
import { TextField } from './text-field';
import { ProgressBar } from './progress-bar';
import { renderWithProviders } from './test-utils';

afterEach(cleanup);

function MoneyHarness({ onValue }: { onValue: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <MoneyInput
      label="Valor"
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

function IntegerHarness({ onValue }: { onValue: (v: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <IntegerInput
      label="Qtd"
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('MoneyInput', () => {
  it('masks digits as cents and reports an exact decimal string', () => {
    const onValue = vi.fn();
    renderWithProviders(<MoneyHarness onValue={onValue} />);
    const input = screen.getByLabelText('Valor') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'R$12a3456' } });
    expect(input.value).toBe('1.234,56');
    expect(onValue).toHaveBeenLastCalledWith('1234.56');
    fireEvent.change(input, { target: { value: '1.234,567' } });
    expect(input.value).toBe('12.345,67');
    expect(onValue).toHaveBeenLastCalledWith('12345.67');
    fireEvent.change(input, { target: { value: '' } });
    expect(input.value).toBe('');
    expect(onValue).toHaveBeenLastCalledWith(null);
  });
});

describe('IntegerInput', () => {
  it('keeps digits only and caps at 2147483647', () => {
    const onValue = vi.fn();
    renderWithProviders(<IntegerHarness onValue={onValue} />);
    const input = screen.getByLabelText('Qtd') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12ab3' } });
    expect(input.value).toBe('123');
    fireEvent.change(input, { target: { value: '99999999999' } });
    expect(input.value).toBe('2147483647');
    expect(onValue).toHaveBeenLastCalledWith(2_147_483_647);
  });
});

describe('TagInput', () => {
  it('drops empty and blank tags', () => {
    expect(keepFilledTags(['a', '', '  ', ' b ', 'a'])).toEqual(['a', 'b']);
  });
  it('never reports an empty tag', () => {
    const onChange = vi.fn();
    renderWithProviders(<TagInput label="Tags" value={['um']} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Tags' });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    for (const call of onChange.mock.calls)
      expect((call[0] as string[]).every((t) => t.trim() !== '')).toBe(true);
    fireEvent.change(input, { target: { value: 'dois' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(['um', 'dois']);
  });
});

describe('TextField', () => {
  it('marks a required label and shows a supplied error', () => {
    renderWithProviders(<TextField label="Nome" required error="Informe o nome" />);
    expect(screen.getByText('*')).toBeTruthy();
    expect(screen.getByText('Informe o nome')).toBeTruthy();
  });
  it('shows neither without required or error', () => {
    renderWithProviders(<TextField label="Nome" />);
    expect(screen.queryByText('*')).toBeNull();
  });
});

describe('ProgressBar', () => {
  it('clamps the value and shows the percentage', () => {
    renderWithProviders(<ProgressBar value={140} />);
    expect(screen.getByText('100%')).toBeTruthy();
    cleanup();
    renderWithProviders(<ProgressBar value={-3} />);
    expect(screen.getByText('0%')).toBeTruthy();
  });
});
