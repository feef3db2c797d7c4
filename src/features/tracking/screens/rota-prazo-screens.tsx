// The deadline-per-route screens: the resource engine's list with the feature's cells and links,
// all rows (/rotaPrazoEntrega/list) or one carrier's (/rotaPrazoEntrega/editTransportador, whose
// carrier filter narrows the same list). Composed here, as features never import each other.
import { Alert, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { rotaPrazoEntregaResource } from '@/domain/tracking/resources/rota-prazo-entrega';
import ResourceListPage from '@/features/resources/resource-list-page';
import { ROTA_PRAZO_CELLS } from '@/features/tracking/rota-prazo/rota-prazo-cells';
import { RotaPrazoLinks } from '@/features/tracking/rota-prazo/rota-prazo-links';

export function RotaPrazoListScreen() {
  return (
    <Stack gap="xs">
      <RotaPrazoLinks />
      <ResourceListPage def={rotaPrazoEntregaResource} cells={ROTA_PRAZO_CELLS} />
    </Stack>
  );
}

export function RotaPrazoCarrierScreen() {
  return (
    <Stack gap="xs">
      <RotaPrazoLinks />
      <Alert variant="light" icon={<IconInfoCircle size={18} />}>
        <FormattedMessage id="rotaPrazo.carrier.hint" />
      </Alert>
      <ResourceListPage def={rotaPrazoEntregaResource} cells={ROTA_PRAZO_CELLS} />
    </Stack>
  );
}
