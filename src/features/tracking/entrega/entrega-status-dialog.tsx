// Confirms one status action, with an optional reason; the server's refusal (a status that no
// longer accepts it, or a change made meanwhile) shows inside the dialog in the user's language.
import { Alert, Button, Group, Modal, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MACHINE_REASON_MAX } from '@/domain/machines/machine-change';
import type { EntregaStatusAction } from '@/machines/entrega-status-machine';

export const actionLabelId = (action: EntregaStatusAction) =>
  `entregaStatus.action.${action.slice('entrega.'.length)}`;

export interface EntregaStatusDialogProps {
  action: EntregaStatusAction | null;
  error?: string;
  loading: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

export function EntregaStatusDialog({ action, error, loading, onSubmit, onClose }: EntregaStatusDialogProps) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (action) setReason('');
  }, [action]);
  return (
    <Modal
      opened={action !== null}
      onClose={onClose}
      centered
      title={
        action && (
          <FormattedMessage
            id="entregaStatus.confirm.title"
            values={{ status: intl.formatMessage({ id: actionLabelId(action) }) }}
          />
        )
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(reason.trim());
        }}
      >
        <Textarea
          data-autofocus
          label={intl.formatMessage({ id: 'entregaStatus.confirm.reason' })}
          value={reason}
          maxLength={MACHINE_REASON_MAX}
          autosize
          minRows={2}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        {error && (
          <Alert color="red" variant="light" mt="sm" role="alert" data-testid="entrega-status-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            <FormattedMessage id="entregaStatus.confirm.cancel" />
          </Button>
          <Button type="submit" loading={loading} data-testid="entrega-status-confirm">
            <FormattedMessage id="entregaStatus.confirm.submit" />
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
