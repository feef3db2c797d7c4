// Asked before a move that needs a reason (going back, not served, cancelled): the move happens
// only once a reason is picked from the company's register for that kind of move (non-attendance
// reasons for a load not served, disapproval reasons for the others), with an optional note. A
// company that has not registered any reason of the kind yet writes the reason as text instead.
import { Alert, Button, Group, Loader, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CargoCard } from '@/domain/shipping-company/cargo';
import { CARGO_REASON_MAX, type CargoReasonKind, type CargoStatus } from '@/machines/cargo-status-machine';
import { cargoReasonsQueryKey, getCargoReasons } from './cargo-api';

export interface PendingMove {
  card: CargoCard;
  to: CargoStatus;
  kind: CargoReasonKind;
}

/** What the dialog gives the move: the register's row, or null, and the text (note or reason). */
export interface ChosenReason {
  motivoId: number | null;
  motivo: string | null;
}

interface CargoReasonDialogProps {
  pending: PendingMove | null;
  onConfirm: (move: PendingMove, reason: ChosenReason) => void;
  onCancel: () => void;
}

export function CargoReasonDialog({ pending, onConfirm, onCancel }: CargoReasonDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      opened={pending !== null}
      onClose={onCancel}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'cargo.detail.close' }) }}
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
      {/* Keyed by the move, so each move starts with an empty choice. */}
      {pending && (
        <ReasonForm
          key={`${pending.card.id}:${pending.to}`}
          pending={pending}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      )}
    </Modal>
  );
}

function ReasonForm({
  pending,
  onConfirm,
  onCancel,
}: {
  pending: PendingMove;
  onConfirm: CargoReasonDialogProps['onConfirm'];
  onCancel: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const reasons = useQuery({
    queryKey: cargoReasonsQueryKey(pending.kind),
    queryFn: () => getCargoReasons(pending.kind),
  });
  const [picked, setPicked] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const registered = (reasons.data?.length ?? 0) > 0;
  // Without registered reasons the text is the reason, so it is required.
  const missing = registered ? picked === null : note.trim().length === 0;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (reasons.isPending || missing) return;
    onConfirm(pending, { motivoId: picked === null ? null : Number(picked), motivo: note.trim() || null });
  };

  return (
    <form onSubmit={submit}>
      <Stack>
        {reasons.isPending ? (
          <Loader size="sm" aria-label={t('cargo.reason.pick')} />
        ) : reasons.isError ? (
          <Alert color="red">
            <Group justify="space-between">
              {t('cargo.reason.loadError')}
              <Button size="xs" variant="light" onClick={() => void reasons.refetch()}>
                {t('cargo.kanban.retry')}
              </Button>
            </Group>
          </Alert>
        ) : registered ? (
          <Select
            label={t('cargo.reason.pick')}
            description={t(`cargo.reason.hint.${pending.kind}`)}
            placeholder={t('cargo.reason.pickPlaceholder')}
            withAsterisk
            data-autofocus
            searchable
            allowDeselect={false}
            data={reasons.data.map((reason) => ({ value: String(reason.id), label: reason.nome }))}
            value={picked}
            onChange={setPicked}
            error={touched && missing ? t('cargo.reason.pickRequired') : undefined}
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <Alert color="yellow" variant="light">
            {t('cargo.reason.noneRegistered', { register: t(`cargo.reason.register.${pending.kind}`) })}
          </Alert>
        )}
        <Textarea
          label={t(registered ? 'cargo.reason.note' : 'cargo.reason.label')}
          withAsterisk={!registered && !reasons.isPending}
          autosize
          minRows={2}
          maxLength={CARGO_REASON_MAX}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={!registered && touched && missing ? t('cargo.error.reasonRequired') : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('cargo.reason.cancel')}
          </Button>
          <Button type="submit" disabled={reasons.isPending}>
            {t('cargo.reason.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
