// Confirms one status action, with an optional reason. Confirming the delivery also asks what the
// receipt says: the day written on it (today by default), who received it and, when given, their
// CPF or CNPJ (checked by its check digits). The server's refusal (a status that no longer
// accepts it, or a change made meanwhile) shows inside the dialog in the user's language.
import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MACHINE_REASON_MAX } from '@/domain/machines/machine-change';
import { businessToday } from '@/domain/tracking/entrega/overdue';
import {
  isReceiverDocument,
  RECEIPT_EARLIEST_DAY,
  RECEIVER_NAME_MAX,
  type ReceiptInput,
} from '@/domain/tracking/entrega/receipt';
import type { EntregaStatusAction } from '@/machines/entrega-status-machine';
import { DayInput } from '@/ui/day-input';

export const actionLabelId = (action: EntregaStatusAction) =>
  action === 'entrega.entregue'
    ? 'entregaStatus.confirmDelivery.open'
    : `entregaStatus.action.${action.slice('entrega.'.length)}`;

export interface EntregaStatusDialogProps {
  action: EntregaStatusAction | null;
  error?: string;
  loading: boolean;
  onSubmit: (reason: string, recebimento?: ReceiptInput) => void;
  onClose: () => void;
}

export function EntregaStatusDialog({ action, error, loading, onSubmit, onClose }: EntregaStatusDialogProps) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [day, setDay] = useState('');
  const [receiver, setReceiver] = useState('');
  const [document, setDocument] = useState('');
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (!action) return;
    setReason('');
    setDay(businessToday());
    setReceiver('');
    setDocument('');
    setChecked(false);
  }, [action]);
  const delivering = action === 'entrega.entregue';
  const dayError =
    day === '' || day > businessToday() || day < RECEIPT_EARLIEST_DAY
      ? intl.formatMessage({ id: 'comprovante.error.receiptDay' })
      : undefined;
  const receiverError = receiver.trim()
    ? undefined
    : intl.formatMessage({ id: 'entregaStatus.error.receiverName' });
  const documentError =
    document.trim() && !isReceiverDocument(document)
      ? intl.formatMessage({ id: 'comprovante.error.receiverDocument' })
      : undefined;
  return (
    <Modal
      opened={action !== null}
      onClose={onClose}
      centered
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
      title={
        action &&
        (delivering ? (
          <FormattedMessage id="entregaStatus.confirmDelivery.title" />
        ) : (
          <FormattedMessage
            id="entregaStatus.confirm.title"
            values={{ status: intl.formatMessage({ id: actionLabelId(action) }) }}
          />
        ))
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!delivering) return onSubmit(reason.trim());
          setChecked(true);
          if (dayError || receiverError || documentError) return;
          onSubmit(reason.trim(), {
            dataRecebimento: day,
            recebedorNome: receiver.trim(),
            recebedorDocumento: document.trim() || undefined,
          });
        }}
      >
        <Stack gap="sm">
          {delivering && (
            <>
              <DayInput
                data-autofocus
                required
                label={intl.formatMessage({ id: 'entregaStatus.confirmDelivery.day' })}
                value={day}
                onChange={setDay}
                error={checked ? dayError : undefined}
              />
              <TextInput
                required
                label={intl.formatMessage({ id: 'entregaStatus.confirmDelivery.receiver' })}
                value={receiver}
                maxLength={RECEIVER_NAME_MAX}
                autoComplete="off"
                onChange={(event) => setReceiver(event.currentTarget.value)}
                error={checked ? receiverError : undefined}
              />
              <TextInput
                label={intl.formatMessage({ id: 'entregaStatus.confirmDelivery.document' })}
                value={document}
                inputMode="numeric"
                autoComplete="off"
                dir="ltr"
                maxLength={20}
                onChange={(event) => setDocument(event.currentTarget.value)}
                onBlur={() => setChecked(true)}
                error={checked || document.length >= 14 ? documentError : undefined}
              />
            </>
          )}
          <Textarea
            data-autofocus={delivering ? undefined : true}
            label={intl.formatMessage({ id: 'entregaStatus.confirm.reason' })}
            value={reason}
            maxLength={MACHINE_REASON_MAX}
            autosize
            minRows={2}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        </Stack>
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
