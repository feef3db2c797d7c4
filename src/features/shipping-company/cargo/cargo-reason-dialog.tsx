// Asked before a move that needs a reason (going back, not served, cancelled): the move happens
// only once a reason is given.
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CargoCard } from '@/domain/shipping-company/cargo';
import { CARGO_REASON_MAX, type CargoReasonKind, type CargoStatus } from '@/machines/cargo-status-machine';

export interface PendingMove {
  card: CargoCard;
  to: CargoStatus;
  kind: CargoReasonKind;
}

interface CargoReasonDialogProps {
  pending: PendingMove | null;
  onConfirm: (move: PendingMove, motivo: string) => void;
  onCancel: () => void;
}

export function CargoReasonDialog({ pending, onConfirm, onCancel }: CargoReasonDialogProps) {
  const intl = useIntl();
  const [motivo, setMotivo] = useState('');
  const [touched, setTouched] = useState(false);
  const close = () => {
    setMotivo('');
    setTouched(false);
    onCancel();
  };
  const empty = motivo.trim().length === 0;
  return (
    <Modal
      opened={pending !== null}
      onClose={close}
      title={
        pending &&
        intl.formatMessage(
          { id: 'cargo.reason.title' },
          {
            numero: pending.card.numero,
            column: intl.formatMessage({ id: `cargo.status.${pending.to}` }),
          },
        )
      }
      centered
    >
      {pending && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (empty) return;
            onConfirm(pending, motivo.trim());
            setMotivo('');
            setTouched(false);
          }}
        >
          <Stack>
            <Textarea
              label={intl.formatMessage({ id: 'cargo.reason.label' })}
              description={intl.formatMessage({ id: `cargo.reason.hint.${pending.kind}` })}
              withAsterisk
              data-autofocus
              autosize
              minRows={3}
              maxLength={CARGO_REASON_MAX}
              value={motivo}
              onChange={(event) => setMotivo(event.currentTarget.value)}
              error={touched && empty ? intl.formatMessage({ id: 'cargo.error.reasonRequired' }) : undefined}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {intl.formatMessage({ id: 'cargo.reason.cancel' })}
              </Button>
              <Button type="submit">{intl.formatMessage({ id: 'cargo.reason.confirm' })}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
