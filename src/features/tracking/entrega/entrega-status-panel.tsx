// The delivery drawer's status section: the actions the delivery's machine accepts from its
// current status (the same machine the server checks them with), and the status history.
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
import { actionLabelId, EntregaStatusDialog } from './entrega-status-dialog';
import { EntregaStatusHistory } from './entrega-status-history';
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
  const mutation = useMutation({
    mutationFn: ({
      chosen,
      reason,
      version,
    }: {
      chosen: EntregaStatusAction;
      reason: string;
      version: number;
    }) => applyEntregaStatus(entregaId, { event: chosen, version, reason: reason || undefined }),
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
    return <Loader size="sm" aria-label={intl.formatMessage({ id: 'entregaStatus.section' })} />;
  if (query.isError)
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
        <FormattedMessage id="entregaStatus.history.loadError" />
      </Alert>
    );

  const actions = offeredActions(query.data);
  const errorText = (error: unknown): string => {
    if (error instanceof EntregaStatusRefused) {
      const known = error.messageIds.filter((id) => intl.messages[id]);
      if (known.length > 0) return known.map((id) => intl.formatMessage({ id })).join(' ');
    }
    return intl.formatMessage({ id: 'entregaStatus.error.failed' });
  };
  const labelId = 'entrega-status-actions-label';

  return (
    <Stack gap="sm" data-testid="entrega-status-panel">
      <Text size="xs" c="dimmed" id={labelId}>
        <FormattedMessage id="entregaStatus.actions.label" />
      </Text>
      {actions.length === 0 ? (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="entregaStatus.actions.none" />
        </Text>
      ) : (
        <Group gap="xs" role="group" aria-labelledby={labelId}>
          {actions.map((candidate) => (
            <Button
              key={candidate}
              size="xs"
              variant={candidate === 'entrega.cancelada' ? 'outline' : 'light'}
              color={candidate === 'entrega.cancelada' ? 'red' : undefined}
              data-action={candidate}
              onClick={() => {
                mutation.reset();
                setAction(candidate);
              }}
            >
              <FormattedMessage id={actionLabelId(candidate)} />
            </Button>
          ))}
        </Group>
      )}
      <Title order={5} fz="sm">
        <FormattedMessage id="entregaStatus.history.title" />
      </Title>
      <EntregaStatusHistory historico={query.data.historico} />
      <EntregaStatusDialog
        action={action}
        loading={mutation.isPending}
        error={mutation.isError ? errorText(mutation.error) : undefined}
        onClose={() => setAction(null)}
        onSubmit={(reason) => {
          if (action) mutation.mutate({ chosen: action, reason, version: query.data.entrega.version });
        }}
      />
    </Stack>
  );
}
