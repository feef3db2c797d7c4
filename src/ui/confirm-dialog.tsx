import type { ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';

export interface ConfirmDialogProps {
  opened: boolean;
  title: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: ReactNode;
  danger?: boolean;
  loading?: boolean;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={props.title} centered>
      <Text size="sm">{props.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onCancel}>
          <FormattedMessage id="ui.confirm.cancel" />
        </Button>
        <Button color={props.danger ? 'red' : undefined} onClick={props.onConfirm} loading={props.loading}>
          {props.confirmLabel ?? <FormattedMessage id="ui.confirm.ok" />}
        </Button>
      </Group>
    </Modal>
  );
}
