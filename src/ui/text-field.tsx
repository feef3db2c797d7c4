// Text input of spec section 5: a required label gets an asterisk; an error message shows
// under the field only when one is supplied.
import { TextInput, type TextInputProps } from '@mantine/core';

export interface TextFieldProps extends Omit<TextInputProps, 'error'> {
  label: string;
  required?: boolean;
  error?: string | null;
}

export function TextField({ required, error, ...rest }: TextFieldProps) {
  return (
    <TextInput withAsterisk={Boolean(required)} required={required} error={error || undefined} {...rest} />
  );
}
