// A day field typed as dd/mm/yyyy in every language (the spec's date format), rather than the
// browser's date picker, which follows the browser's locale (mm/dd/yyyy in an English browser).
// Its value is the yyyy-mm-dd the API takes, or '' while empty or incomplete.
import { useEffect, useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { formatCalendarDay } from '@/domain/format/business-time';
import { maskDay, parseBrDay } from '@/domain/format/day-mask';

export interface DayInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** yyyy-mm-dd, or '' for none. */
  value: string;
  onChange: (value: string) => void;
}

export function DayInput({ value, onChange, ...rest }: DayInputProps) {
  const intl = useIntl();
  const [text, setText] = useState(() => formatCalendarDay(value));
  // A value set from outside (a shared URL, "clear filters") replaces what is shown.
  useEffect(() => {
    setText((shown) => ((parseBrDay(shown) ?? '') === value ? shown : formatCalendarDay(value)));
  }, [value]);

  const invalid = text.length === 10 && parseBrDay(text) === null;
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      placeholder={intl.formatMessage({ id: 'ui.dayInput.placeholder' })}
      leftSection={<IconCalendar size={16} />}
      error={invalid ? intl.formatMessage({ id: 'ui.dayInput.invalid' }) : undefined}
      {...rest}
      value={text}
      onChange={(event) => {
        const masked = maskDay(event.currentTarget.value);
        setText(masked);
        // Until the day is complete and real, the field holds no day.
        const day = parseBrDay(masked) ?? '';
        if (day !== value) onChange(day);
      }}
    />
  );
}
