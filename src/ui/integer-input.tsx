// Integer field of spec section 5: digits only, capped at 2147483647.
import { TextInput, type TextInputProps } from '@mantine/core';
import { parseInteger, sanitizeInteger } from '@/domain/format/integer';

export interface IntegerInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  value: number | null;
  onChange: (value: number | null) => void;
}

export function IntegerInput({ value, onChange, ...rest }: IntegerInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      {...rest}
      value={value == null ? '' : String(value)}
      onChange={(event) => onChange(parseInteger(sanitizeInteger(event.currentTarget.value)))}
    />
  );
}
