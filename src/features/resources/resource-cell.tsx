// How one list cell shows its value: booleans as badges ('ativo' as Ativo/Inativo).
import { Badge } from '@mantine/core';
import { FormattedMessage } from 'react-intl';

export function ResourceCell({ field, value }: { field: string; value: unknown }) {
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
  return <>{value == null ? '' : String(value)}</>;
}
