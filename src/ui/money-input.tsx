// Money field of spec section 5: typed digits become cents, shown as '1.234,56'. The value
// reported to the form is a number (null when empty).
import { useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { formatMoney, formatMoneyDigits, parseMoney } from '@/domain/format/money';

export interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  value: number | null;
  onChange: (value: number | null) => void;
}

export function MoneyInput({ value, onChange, ...rest }: MoneyInputProps) {
  const [text, setText] = useState(() => (value == null ? '' : formatMoney(value)));
  // Follow outside changes (a form reset) without fighting the user's typing.
  const shown = parseMoney(text) === value ? text : value == null ? '' : formatMoney(value);
  return (
    <TextInput
      inputMode="numeric"
      {...rest}
      value={shown}
      onChange={(event) => {
        const masked = formatMoneyDigits(event.currentTarget.value);
        setText(masked);
        onChange(parseMoney(masked));
      }}
    />
  );
}
