// The drawer a board card opens over its board (a load's or an expense's details): on the side
// the reading direction ends on, its title once the record has arrived, a placeholder while it
// loads and an error when it cannot be read. The board's kind fills in the record's fields.
import { Alert, Drawer, Skeleton, Stack, Text, useDirection } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** One labelled value of a record. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

export interface BoardDetailDrawerProps<T> {
  opened: boolean;
  onClose: () => void;
  query: UseQueryResult<T>;
  /** The drawer's title for the record read. */
  titleOf: (record: T) => string;
  children: (record: T) => ReactNode;
}

export function BoardDetailDrawer<T>({
  opened,
  onClose,
  query,
  titleOf,
  children,
}: BoardDetailDrawerProps<T>) {
  const intl = useIntl();
  const { dir } = useDirection();
  const data = query.data;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={dir === 'rtl' ? 'left' : 'right'}
      size="md"
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'cargo.detail.close' }) }}
      title={data ? titleOf(data) : undefined}
    >
      {query.isPending ? (
        <Stack>
          <Skeleton h={24} />
          <Skeleton h={160} />
        </Stack>
      ) : query.isError || data === undefined ? (
        <Alert color="red">{intl.formatMessage({ id: 'cargo.kanban.loadError' })}</Alert>
      ) : (
        children(data)
      )}
    </Drawer>
  );
}
