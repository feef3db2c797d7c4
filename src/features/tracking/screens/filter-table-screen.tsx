// /filterTable/complete: the delivery list with the saved filter sets above it. The list keeps its
// filters in the URL, so applying a set is writing its filters there (page and sort start over).
import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { entregaResource } from '@/domain/tracking/resources/entrega';
import { readListState } from '@/features/resources/list-search-params';
import { SavedFilterBar } from '@/features/tracking/saved-filters/saved-filter-bar';
import { EntregaListScreen } from './entrega-list-screen';

export function FilterTableScreen() {
  const [params, setParams] = useSearchParams();
  const current = readListState(entregaResource, params).filters;
  return (
    <Stack gap="md">
      <SavedFilterBar current={current} onApply={(filtros) => setParams(new URLSearchParams(filtros))} />
      <EntregaListScreen />
    </Stack>
  );
}
