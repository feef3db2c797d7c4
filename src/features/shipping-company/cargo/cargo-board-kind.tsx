// The loads' kind of board (/trackingShippingCompany/cargo/kanban): the cargo machine's columns and
// moves, the load's card and details, the board's calls and its `board` group on the shared hub.
import { Button } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { can } from '@/domain/permissions';
import { cargoCardSchema, type CargoCard } from '@/domain/shipping-company/cargo';
import {
  CARGO_REASON_MAX,
  CARGO_STATUSES,
  cargoMoveReason,
  type CargoReasonKind,
} from '@/machines/cargo-status-machine';
import { usePrincipal } from '@/layouts/use-principal';
import { readBoard } from '../board-limit/board-read';
import type { BoardKind } from './board-kind';
import { cargoBoardQueryKey, cargoReasonsQueryKey, getCargoReasons, moveCargoCard } from './cargo-api';
import { cargoBoardHub } from './cargo-board-hub';
import { CargoCardBody, cargoCardLabel } from './cargo-card';
import { CargoDetailDrawer } from './cargo-detail-drawer';

const BASE = '/trackingShippingCompany/cargo';

/** Creating and listing loads is the cargo register's (tracking plus accessLoads). */
function CargoBoardActions() {
  const intl = useIntl();
  if (!can(usePrincipal(), 'shipper')) return null;
  return (
    <>
      <Button
        component={Link}
        to={`${BASE}/list`}
        size="xs"
        variant="default"
        leftSection={<IconList size={14} />}
      >
        {intl.formatMessage({ id: 'cargo.kanban.list' })}
      </Button>
      <Button component={Link} to={`${BASE}/create`} size="xs" leftSection={<IconPlus size={14} />}>
        {intl.formatMessage({ id: 'cargo.kanban.newCargo' })}
      </Button>
    </>
  );
}

export const cargoBoardKind: BoardKind<CargoCard> = {
  key: 'cargo',
  messages: 'cargo',
  statuses: CARGO_STATUSES,
  permission: 'cargoKanban',
  boardPath: `${BASE}/kanban`,
  detailPath: (id) => `${BASE}/kanbanEdit/${id}`,
  moveReason: cargoMoveReason,
  typedReason: true,
  reasonMax: CARGO_REASON_MAX,
  queryKey: cargoBoardQueryKey,
  load: () => readBoard('cargo/board', cargoCardSchema),
  move: (id, move) => moveCargoCard(id, { ...move, to: move.to as CargoCard['status'] }),
  reasonsQueryKey: (kind) => cargoReasonsQueryKey(kind as CargoReasonKind),
  loadReasons: (kind) => getCargoReasons(kind as CargoReasonKind),
  live: (companyId, handlers) => {
    const off = [
      cargoBoardHub.on('cardMoved', (card, mover) => handlers.moved(card, mover.name)),
      cargoBoardHub.on('cardCreated', (card) => handlers.changed(card)),
      cargoBoardHub.on('cardUpdated', (card) => handlers.changed(card)),
      cargoBoardHub.join('board', companyId, handlers.members),
    ];
    return () => off.forEach((stop) => stop());
  },
  label: cargoCardLabel,
  Body: CargoCardBody,
  Details: CargoDetailDrawer,
  Actions: CargoBoardActions,
};
