// Asked before a move that needs a reason (a load going back, not served or cancelled; an expense
// disapproved or sent back): the move happens only once a reason is picked from the company's
// register for that kind of move, with an optional note. Where the kind allows it (the loads), a
// company that has registered no reason of the kind yet writes the reason as text instead; an
// expense's reason must come from the disapproved reasons register.
import { Alert, Button, Group, Loader, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { BoardCardBase, BoardKind } from './board-kind';

export interface PendingMove<C extends BoardCardBase = BoardCardBase> {
  card: C;
  to: C['status'];
  /** The kind of reason the move needs (the register it comes from). */
  kind: string;
}

/** What the dialog gives the move: the register's row, or null, and the text (note or reason). */
export interface ChosenReason {
  motivoId: number | null;
  motivo: string | null;
}

interface BoardReasonDialogProps<C extends BoardCardBase> {
  board: BoardKind<C>;
  pending: PendingMove<C> | null;
  onConfirm: (move: PendingMove<C>, reason: ChosenReason) => void;
  onCancel: () => void;
}

export function BoardReasonDialog<C extends BoardCardBase>({
  board,
  pending,
  onConfirm,
  onCancel,
}: BoardReasonDialogProps<C>) {
  const intl = useIntl();
  return (
    <Modal
      opened={pending !== null}
      onClose={onCancel}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'cargo.detail.close' }) }}
      title={
        pending &&
        intl.formatMessage(
          { id: `${board.messages}.reason.title` },
          {
            numero: pending.card.numero,
            column: intl.formatMessage({ id: `${board.messages}.status.${pending.to}` }),
          },
        )
      }
      centered
    >
      {/* Keyed by the move, so each move starts with an empty choice. */}
      {pending && (
        <ReasonForm
          key={`${pending.card.id}:${pending.to}`}
          board={board}
          pending={pending}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      )}
    </Modal>
  );
}

function ReasonForm<C extends BoardCardBase>({
  board,
  pending,
  onConfirm,
  onCancel,
}: {
  board: BoardKind<C>;
  pending: PendingMove<C>;
  onConfirm: BoardReasonDialogProps<C>['onConfirm'];
  onCancel: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const reasons = useQuery({
    queryKey: board.reasonsQueryKey(pending.kind),
    queryFn: () => board.loadReasons(pending.kind),
  });
  const [picked, setPicked] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const registered = (reasons.data?.length ?? 0) > 0;
  const typed = !registered && board.typedReason;
  // Without registered reasons the text is the reason, so it is required.
  const missing = registered ? picked === null : !typed || note.trim().length === 0;

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
            description={t(`${board.messages}.reason.hint.${pending.kind}`)}
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
            {t(`${board.messages}.reason.noneRegistered`, {
              register: t(`cargo.reason.register.${pending.kind}`),
            })}
          </Alert>
        )}
        {(registered || typed || reasons.isPending) && (
          <Textarea
            label={t(registered ? 'cargo.reason.note' : 'cargo.reason.label')}
            withAsterisk={typed && !reasons.isPending}
            autosize
            minRows={2}
            maxLength={board.reasonMax}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={typed && touched && missing ? t('cargo.error.reasonRequired') : undefined}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('cargo.reason.cancel')}
          </Button>
          <Button type="submit" disabled={reasons.isPending || (!registered && !typed)}>
            {t('cargo.reason.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
