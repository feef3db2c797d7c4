// The colours of a load's status and of a vehicle's state, the same on every logistics screen.
import { Badge } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { VehicleState } from '@/domain/logistics/logistics';
import type { CargoStatus } from '@/machines/cargo-status-machine';

const CARGO_COLORS: Record<CargoStatus, string> = {
  aguardandoCarregamento: 'yellow',
  emCarregamento: 'orange',
  emTransito: 'blue',
  emDescarga: 'grape',
  entregue: 'green',
  naoAtendida: 'gray',
  cancelada: 'red',
};

const VEHICLE_COLORS: Record<VehicleState, string> = {
  emViagem: 'blue',
  carregando: 'orange',
  aguardandoCarregamento: 'yellow',
  descarregando: 'grape',
  disponivel: 'green',
  inativo: 'gray',
};

/**
 * A badge never cut to an ellipsis ('Aguardando c…'): a table squeezing its columns wraps the label
 * on two lines instead, so the table fits its width and needs no horizontal scrolling.
 */
export const WHOLE_BADGE = {
  root: { overflow: 'visible', maxWidth: 'none', height: 'auto', paddingBlock: 2 },
  label: { overflow: 'visible', whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 },
} as const;

export const CargoStatusBadge = ({ status }: { status: CargoStatus }) => (
  <Badge color={CARGO_COLORS[status]} variant="light" autoContrast tt="none" styles={WHOLE_BADGE}>
    <FormattedMessage id={`logistics.cargoStatus.${status}`} />
  </Badge>
);

export const VehicleStateBadge = ({ state }: { state: VehicleState }) => (
  <Badge color={VEHICLE_COLORS[state]} variant="light" autoContrast tt="none" styles={WHOLE_BADGE}>
    <FormattedMessage id={`logistics.vehicleState.${state}`} />
  </Badge>
);

export const cargoStatusColor = (status: CargoStatus) => CARGO_COLORS[status];
export const vehicleStateColor = (state: VehicleState) => VEHICLE_COLORS[state];
