// Money field of spec section 5: typed digits become cents, shown as '1.234,56'. The value
// reported to the form is an exact decimal string ('1234.56'; null when empty), never a float.
import { useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { maskMoney, formatMoneyDigits, parseMoney } from '@/domain/format/money';
import type { DecimalString } from '@/domain/money/decimal';

export interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  value: DecimalString | null;
  onChange: (value: DecimalString | null) => void;
}

const sameMoney = (a: DecimalString | null, b: DecimalString | null) =>
  a === b || (a !== null && b !== null && maskMoney(a) === maskMoney(b));

export function MoneyInput({ value, onChange, ...rest }: MoneyInputProps) {
  const [text, setText] = useState(() => (value == null ? '' : maskMoney(value)));
  // Follow outside changes (a form reset) without fighting the user's typing.
  const shown = sameMoney(parseMoney(text), value) ? text : value == null ? '' : maskMoney(value);
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
