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

const text = (row: ResourceRow, field: string) =>
  typeof row[field] === 'string' ? (row[field] as string) : null;

const textOrAny =
  (field: string, format: (value: string) => string = (v) => v) =>
  ({ row }: { row: ResourceRow }) => {
    const value = text(row, field);
    return value === null ? (
      <Any />
    ) : (
      // Isolated and kept whole, so a CNPJ reads left to right in Arabic too.
      <span dir="ltr" style={{ whiteSpace: 'nowrap' }}>
        {format(value)}
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
