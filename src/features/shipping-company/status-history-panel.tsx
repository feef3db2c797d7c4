// Under a load's or an expense's edit form: its status, read-only (it moves on its board,
// through its machine), and the history of its moves, newest first.
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { CargoHistoryTimeline, type CargoHistoryTimelineProps } from './cargo/cargo-history-timeline';

export interface StatusHistoryPanelProps<T> {
  query: UseQueryResult<T>;
  /** The record's current status, as a badge. */
  statusOf: (record: T) => ReactNode;
  /** Where the status is changed (the board of its kind). */
  hintId: string;
  historyOf: (record: T) => CargoHistoryTimelineProps['entries'];
  messages?: CargoHistoryTimelineProps['messages'];
}

export function StatusHistoryPanel<T>({
  query,
  statusOf,
  hintId,
  historyOf,
  messages,
}: StatusHistoryPanelProps<T>) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          <FormattedMessage id="cargo.history.title" />
        </Title>
        {query.isPending ? (
          <Skeleton h={80} />
        ) : query.isError || query.data === undefined ? (
          <Text size="sm" c="red">
            <FormattedMessage id="cargo.kanban.loadError" />
          </Text>
        ) : (
          <>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                <FormattedMessage id="cargo.history.current" />
              </Text>
              {statusOf(query.data)}
            </Group>
            <Text size="xs" c="dimmed">
              <FormattedMessage id={hintId} />
            </Text>
            <CargoHistoryTimeline entries={historyOf(query.data)} messages={messages} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
