// How one list cell shows its value: booleans as badges ('ativo' as Ativo/Inativo), declared
// formats (dates, money, weights, CNPJ) in the spec's Brazilian formats, anything else as text.
import { Badge } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ColumnFormat } from '@/domain/resources/define-resource';
import {
  formatBusinessDate,
  formatBusinessDateTime,
  formatCalendarDay,
  formatCnpjCpf,
  formatDecimal,
} from '@/domain/format';
import { formatMoney } from '@/domain/money/format-money';

/** A value in a declared format; '' for a missing one. Money follows the language (`locale`). */
export const formatCellValue = (value: unknown, format: ColumnFormat, locale = 'pt'): string => {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  switch (format) {
    case 'day':
      return formatCalendarDay(text);
    case 'date':
      return formatBusinessDate(text);
    case 'dateTime':
      return formatBusinessDateTime(text);
    case 'money':
      return formatMoney(text, locale);
    case 'weight':
      return `${formatDecimal(text, 3)} kg`;
    case 'integer':
      return formatDecimal(text, 0);
    case 'cnpj':
      return formatCnpjCpf(text);
  }
};

/**
 * The text in two unbreakable pieces split after its first '/': a line may break between them
 * where the white-space of the surrounding cell allows it (unlike <wbr>, which ignores nowrap).
 */
const breakAfterSlash = (value: string) => {
  const slash = value.indexOf('/');
  if (slash < 0) return value;
  return (
    <>
      <span style={{ display: 'inline-block' }}>{value.slice(0, slash + 1)}</span>
      <span style={{ display: 'inline-block' }}>{value.slice(slash + 1)}</span>
    </>
  );
};

/** A badge keeps its whole label: a narrow column or card must not cut 'Ativo' to 'At…'. */
const WHOLE_LABEL = { label: { overflow: 'visible' } } as const;

export function ResourceCell({
  field,
  value,
  format,
}: {
  field: string;
  value: unknown;
  format?: ColumnFormat;
}) {
  const { locale } = useIntl();
  if (typeof value === 'boolean') {
    if (field === 'ativo') {
      return (
        <Badge color={value ? 'green' : 'gray'} variant="light" tt="none" styles={WHOLE_LABEL}>
          <FormattedMessage id={value ? 'resources.active' : 'resources.inactive'} />
        </Badge>
      );
    }
    // Light, as 'ativo': an outline badge's text fell below 4.5:1 on the light theme.
    return (
      <Badge color={value ? 'blue' : 'gray'} variant="light" tt="none" styles={WHOLE_LABEL}>
        <FormattedMessage id={value ? 'resources.yes' : 'resources.no'} />
      </Badge>
    );
  }
  // A left-to-right box of its own, so a CNPJ reads left to right in Arabic; a non-breaking hyphen
  // keeps the check digits with the rest, while a narrow card may still wrap it after its '/' (the
  // table keeps it on one line).
  if (format === 'cnpj')
    return (
      <span dir="ltr" style={{ display: 'inline-block' }}>
        {breakAfterSlash(formatCellValue(value, format).replace('-', '\u2011'))}
      </span>
    );
  // Dates, amounts and weights read as one unit: never broken over two lines, and isolated so
  // "0,500 kg" keeps its order beside "R$ 35,90" in Arabic.
  if (format)
    return (
      <span dir="auto" style={{ whiteSpace: 'nowrap' }}>
        {formatCellValue(value, format, locale)}
      </span>
    );
  return <>{value == null ? '' : String(value)}</>;
}
