// /justFilter: the delivery list's filter bar and saved sets without the table; "Ver entregas"
// opens /entrega/list with the chosen filters.
import { Button, Group, Stack } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { cleanFilterValues, type FilterValues } from '@/domain/tracking/dashboard/filtro-salvo';
import { entregaResource } from '@/domain/tracking/resources/entrega';
import { ResourceFilterBar } from '@/features/resources/resource-filter-bar';
import { SavedFilterBar } from '@/features/tracking/saved-filters/saved-filter-bar';
import { PageTitle } from '@/ui/page-title';

export function JustFilterScreen() {
  const [values, setValues] = useState<FilterValues>({});
  const filters = cleanFilterValues(values);
  return (
    <Stack gap="md" data-testid="just-filter">
      <PageTitle>
        <FormattedMessage id="savedFilters.justFilterTitle" />
      </PageTitle>
      <SavedFilterBar current={filters} onApply={setValues} />
      <ResourceFilterBar
        def={entregaResource}
        values={values}
        onChange={(name, value) => setValues((old) => ({ ...old, [name]: value }))}
        onClear={() => setValues({})}
      />
      <Group justify="flex-end">
        <Button
          component={Link}
          to={`${entregaResource.routes.list}?${new URLSearchParams(filters).toString()}`}
          leftSection={<IconTruckDelivery size={18} />}
          data-testid="just-filter-open"
        >
          <FormattedMessage id="savedFilters.openList" />
        </Button>
      </Group>
    </Stack>
  );
}
