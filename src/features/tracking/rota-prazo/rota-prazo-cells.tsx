// Cells of the deadline-per-route list: an empty carrier, origin or destination means "any", said
// in words; the kind of days in the user's language; the CNPJ as it is printed.
import type { ComponentType } from 'react';
import { Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { formatCnpjCpf } from '@/domain/format';
import type { ResourceRow } from '@/services/resource-client';

const Any = () => (
  <Text span c="dimmed" size="sm">
    <FormattedMessage id="rotaPrazo.any" />
  </Text>
);

/** The text with a line-break opportunity after its first '/' (none is there by default). */
const breakAfterSlash = (value: string) => {
  const slash = value.indexOf('/');
  if (slash < 0) return value;
  return (
    <>
      {value.slice(0, slash + 1)}
      <wbr />
      {value.slice(slash + 1)}
    </>
  );
};

const text = (row: ResourceRow, field: string) =>
  typeof row[field] === 'string' ? (row[field] as string) : null;

const textOrAny =
  (field: string, format: (value: string) => string = (v) => v) =>
  ({ row }: { row: ResourceRow }) => {
    const value = text(row, field);
    return value === null ? (
      <Any />
    ) : (
      // A left-to-right box of its own, so a CNPJ reads left to right in Arabic; a non-breaking
      // hyphen keeps the check digits with the rest, while a narrow card may still wrap at '/'.
      <span dir="ltr" style={{ display: 'inline-block' }}>
        {breakAfterSlash(format(value).replace('-', '\u2011'))}
      </span>
    );
  };

function TipoDiasCell({ row }: { row: ResourceRow }) {
  return <FormattedMessage id={`resource.rotaPrazoEntrega.option.tipoDias.${String(row.tipoDias)}`} />;
}

export const ROTA_PRAZO_CELLS: Readonly<Record<string, ComponentType<{ row: ResourceRow }>>> = {
  transportadorCnpj: textOrAny('transportadorCnpj', formatCnpjCpf),
  origemUf: textOrAny('origemUf'),
  origemIbge: textOrAny('origemIbge'),
  destinoPais: textOrAny('destinoPais'),
  destinoUf: textOrAny('destinoUf'),
  destinoIbge: textOrAny('destinoIbge'),
  tipoDias: TipoDiasCell,
};
