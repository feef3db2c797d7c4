// The first line of every board card (a load, an expense): its number, and the time it has been
// in its column, marked when longer than the column's time limit.
import { Badge, Group, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';

export function CardHeading({
  title,
  elapsed,
  overTime,
}: {
  title: string;
  elapsed: string;
  /** Longer in its status than the column's time limit. */
  overTime: boolean;
}) {
  return (
    // Room at the end for the card's details button, drawn over the card's corner.
    <Group justify="space-between" wrap="nowrap" gap={4} pe={28}>
      <Text fw={700} size="sm">
        {title}
      </Text>
      <Badge
        size="xs"
        variant={overTime ? 'filled' : 'light'}
        color={overTime ? 'red.9' : 'gray'}
        tt="none"
        style={{ flexShrink: 0 }}
        dir="ltr"
        leftSection={overTime ? <IconClockExclamation size={12} aria-hidden /> : undefined}
        data-testid={overTime ? 'card-over-time' : undefined}
      >
        {elapsed}
      </Badge>
    </Group>
  );
}
