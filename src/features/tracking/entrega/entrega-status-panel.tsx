// The delivery drawer's actions, first in the drawer: confirming the delivery with what its receipt
// says, attaching a proof of this delivery, recording an occurrence, and the other status moves
// its machine accepts from the current status (the same machine the server checks them with).
// The status history is a section of its own further down (EntregaStatusHistorySection).
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconPaperclip,
  IconTimelineEventPlus,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ReceiptInput } from '@/domain/tracking/entrega/receipt';
import {
  ENTREGA_STATUS_ACTIONS,
  entregaActionEvent,
  entregaStatusMachine,
  type EntregaStatusAction,
} from '@/machines/entrega-status-machine';
import { acceptedEvents } from '@/machines/record-machine';
import {
  applyEntregaStatus,
  EntregaStatusRefused,
  type EntregaStatusView,
} from '@/features/tracking/services/entrega-status-api';
import { notify } from '@/ui/notify';
import { attachProofPath } from './entrega-paths';
import { actionLabelId, EntregaStatusDialog } from './entrega-status-dialog';
import { EntregaStatusHistory } from './entrega-status-history';
import { RecordOccurrenceDialog } from './record-occurrence-dialog';
import { useEntregaStatus } from './use-entrega-status';

/** The actions the machine accepts from the delivery's current status, in the offered order. */
const offeredActions = ({ entrega }: EntregaStatusView): EntregaStatusAction[] => {
  const { status, dataPrevista, dataEntrega } = entrega;
  const now = new Date();
  const accepted = new Set(
    acceptedEvents(
      entregaStatusMachine,
      { state: status, context: { dataPrevista, dataEntrega } },
      ENTREGA_STATUS_ACTIONS.map((action) => entregaActionEvent(action, now)),
    ).map((event) => event.type),
  );
  return ENTREGA_STATUS_ACTIONS.filter((action) => accepted.has(action));
};

export function EntregaStatusPanel({ entregaId }: { entregaId: number }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const query = useEntregaStatus(entregaId);
  const [action, setAction] = useState<EntregaStatusAction | null>(null);
  const [recording, setRecording] = useState(false);
  const mutation = useMutation({
    mutationFn: ({
      chosen,
      reason,
      version,
      recebimento,
    }: {
      chosen: EntregaStatusAction;
      reason: string;
      version: number;
      recebimento?: ReceiptInput;
    }) => applyEntregaStatus(entregaId, { event: chosen, version, reason: reason || undefined, recebimento }),
    onSuccess: (state) => {
      setAction(null);
      notify({
        color: 'green',
        message: intl.formatMessage(
          { id: 'entregaStatus.applied' },
          { status: intl.formatMessage({ id: `entrega.status.${state.status}` }) },
        ),
      });
    },
    // Refused or not, the delivery as it is now: a stale screen gets the current status.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['entrega'] }),
  });

  if (query.isPending)
    return <Loader size="sm" aria-label={intl.formatMessage({ id: 'entrega.detail.section.actions' })} />;
  if (query.isError)
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
        <FormattedMessage id="entregaStatus.history.loadError" />
      </Alert>
    );

  const actions = offeredActions(query.data);
  const canDeliver = actions.includes('entrega.entregue');
  const moves = actions.filter((candidate) => candidate !== 'entrega.entregue');
  const errorText = (error: unknown): string => {
    if (error instanceof EntregaStatusRefused) {
      const known = error.messageIds.filter((id) => intl.messages[id]);
      if (known.length > 0) return known.map((id) => intl.formatMessage({ id })).join(' ');
    }
    return intl.formatMessage({ id: 'entregaStatus.error.failed' });
  };
  const choose = (candidate: EntregaStatusAction) => {
    mutation.reset();
    setAction(candidate);
  };
  const labelId = `entrega-status-actions-label-${entregaId}`;

  return (
    <Stack gap="sm" data-testid="entrega-status-panel">
      <Group gap="xs" wrap="wrap" data-testid="entrega-actions">
        {canDeliver && (
          <Button
            size="xs"
            leftSection={<IconCircleCheck size={16} aria-hidden />}
            data-action="entrega.entregue"
            onClick={() => choose('entrega.entregue')}
          >
            <FormattedMessage id="entregaStatus.confirmDelivery.open" />
          </Button>
        )}
        <Button
          size="xs"
          variant="light"
          component={Link}
          to={attachProofPath(entregaId)}
          leftSection={<IconPaperclip size={16} aria-hidden />}
          data-testid="entrega-attach-proof-link"
        >
          <FormattedMessage id="entrega.action.attachProof" />
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconTimelineEventPlus size={16} aria-hidden />}
          onClick={() => setRecording(true)}
          data-testid="entrega-record-occurrence"
        >
          <FormattedMessage id="entregaOcorrencia.record.open" />
        </Button>
      </Group>
      <Text size="xs" c="dimmed" id={labelId}>
        <FormattedMessage id="entregaStatus.actions.label" />
      </Text>
      {moves.length === 0 ? (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="entregaStatus.actions.none" />
        </Text>
      ) : (
        <Group gap="xs" role="group" aria-labelledby={labelId}>
          {moves.map((candidate) => (
            <Button
              key={candidate}
              size="xs"
              variant={candidate === 'entrega.cancelada' ? 'outline' : 'default'}
              color={candidate === 'entrega.cancelada' ? 'red' : undefined}
              data-action={candidate}
              onClick={() => choose(candidate)}
            >
              <FormattedMessage id={actionLabelId(candidate)} />
            </Button>
          ))}
        </Group>
      )}
      <EntregaStatusDialog
        action={action}
        loading={mutation.isPending}
        error={mutation.isError ? errorText(mutation.error) : undefined}
        onClose={() => setAction(null)}
        onSubmit={(reason, recebimento) => {
          if (action)
            mutation.mutate({ chosen: action, reason, version: query.data.entrega.version, recebimento });
        }}
      />
      <RecordOccurrenceDialog
        entregaIds={[entregaId]}
        opened={recording}
        onClose={() => setRecording(false)}
      />
    </Stack>
  );
}

/** The delivery's status history, newest first, kept fresh with the actions above. */
export function EntregaStatusHistorySection({ entregaId }: { entregaId: number }) {
  const query = useEntregaStatus(entregaId);
  if (query.isPending) return <Loader size="sm" />;
  if (query.isError)
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
        <FormattedMessage id="entregaStatus.history.loadError" />
      </Alert>
    );
  return <EntregaStatusHistory historico={query.data.historico} />;
}
