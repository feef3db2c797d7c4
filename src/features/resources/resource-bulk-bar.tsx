// The bar of a list with selected rows: how many are selected, the actions a resource's own
// feature gives for them (children: the export of the selection, attaching proofs), then the
// declared bulk actions the user may use, with a confirmation before any of them runs (all the
// rows or none).
import { useState, type ReactNode } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconTrash, IconX } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BulkAction } from '@/domain/resources/bulk-actions';
import type { ResourceDefinition } from '@/domain/resources/define-resource';
import { errorMessages } from '@/services/api';
import { useBulkAction } from '@/services/resource-client';
import { ConfirmDialog } from '@/ui/confirm-dialog';

const ICONS = { activate: IconPlayerPlay, deactivate: IconPlayerPause, delete: IconTrash } as const;

interface DeclaredBulkActionsProps {
  def: ResourceDefinition;
  actions: readonly BulkAction[];
  selected: readonly number[];
  onClear: () => void;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}

export interface ResourceBulkBarProps extends Omit<DeclaredBulkActionsProps, 'def'> {
  /** A register's declaration; a read-only list has no declared actions. */
  def: ResourceDefinition | null;
  children?: ReactNode;
}

export function ResourceBulkBar({ def, children, ...props }: ResourceBulkBarProps) {
  const intl = useIntl();
  const count = props.selected.length;
  if (count === 0) return null;
  return (
    <Paper
      withBorder
      p="xs"
      mb="sm"
      radius="md"
      role="region"
      aria-label={intl.formatMessage({ id: 'engine.bulk.region' })}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={600} aria-live="polite">
          <FormattedMessage id="engine.bulk.selected" values={{ count }} />
        </Text>
        <Group gap="xs" wrap="wrap">
          {children}
          {def && props.actions.length > 0 && <DeclaredBulkActions def={def} {...props} />}
          <Button size="xs" variant="subtle" leftSection={<IconX size={14} />} onClick={props.onClear}>
            <FormattedMessage id="engine.bulk.clear" />
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

function DeclaredBulkActions({ def, actions, selected, onClear, onDone, onError }: DeclaredBulkActionsProps) {
  const intl = useIntl();
  const bulk = useBulkAction(def);
  const [confirming, setConfirming] = useState<BulkAction | null>(null);
  const count = selected.length;

  const run = () => {
    if (!confirming) return;
    bulk.mutate(
      { action: confirming, ids: selected },
      {
        onSuccess: (changed) => {
          onClear();
          onDone(intl.formatMessage({ id: 'engine.bulk.done' }, { count: changed }));
        },
        onError: async (error) => onError((await errorMessages(error)).join(' ')),
        onSettled: () => setConfirming(null),
      },
    );
  };

  return (
    <>
      {actions.map((action) => {
        const Icon = ICONS[action];
        return (
          <Button
            key={action}
            size="xs"
            variant="light"
            color={action === 'delete' ? 'red' : undefined}
            leftSection={<Icon size={14} />}
            onClick={() => setConfirming(action)}
          >
            <FormattedMessage id={`engine.bulk.action.${action}`} />
          </Button>
        );
      })}
      <ConfirmDialog
        opened={confirming !== null}
        title={<FormattedMessage id="engine.bulk.confirm.title" />}
        message={
          <FormattedMessage
            id="engine.bulk.confirm.message"
            values={{
              count,
              action: confirming ? intl.formatMessage({ id: `engine.bulk.action.${confirming}` }) : '',
            }}
          />
        }
        confirmLabel={confirming ? <FormattedMessage id={`engine.bulk.action.${confirming}`} /> : undefined}
        danger={confirming === 'delete'}
        loading={bulk.isPending}
        onConfirm={run}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
