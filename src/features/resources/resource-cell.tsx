// How one list cell shows its value: booleans as badges ('ativo' as Ativo/Inativo), declared
// formats (dates, money, weights) in the spec's Brazilian formats, anything else as text.
import { Badge } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { ColumnFormat } from '@/domain/resources/define-resource';
import {
  formatBusinessDate,
  formatBusinessDateTime,
  formatCalendarDay,
  formatDecimal,
} from '@/domain/format';

/** A value in a declared format; '' for a missing one. */
export const formatCellValue = (value: unknown, format: ColumnFormat): string => {
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
      return `R$ ${formatDecimal(text, 2)}`;
    case 'weight':
      return `${formatDecimal(text, 3)} kg`;
    case 'integer':
      return formatDecimal(text, 0);
  }
};

export function ResourceCell({
  field,
  value,
  format,
}: {
  field: string;
  value: unknown;
  format?: ColumnFormat;
}) {
  if (typeof value === 'boolean') {
    if (field === 'ativo') {
      return (
        <Badge color={value ? 'green' : 'gray'} variant="light" tt="none">
          <FormattedMessage id={value ? 'resources.active' : 'resources.inactive'} />
        </Badge>
      );
    }
    return (
      <Badge color={value ? 'blue' : 'gray'} variant="outline" tt="none">
        <FormattedMessage id={value ? 'resources.yes' : 'resources.no'} />
      </Badge>
    );
  }
  // Dates, amounts and weights read as one unit: never broken over two lines, and isolated so
  // "0,500 kg" keeps its order beside "R$ 35,90" in Arabic.
  if (format)
    return (
      <span dir="auto" style={{ whiteSpace: 'nowrap' }}>
        {formatCellValue(value, format)}
      </span>
    );
  return <>{value == null ? '' : String(value)}</>;
}
