// Amounts per day as bars (plain boxes: thirty bars need no chart engine); each bar is a link
// named by its day and amount. The day under the pointer or the focus is read out under the bars
// (one line of text rather than a tooltip per bar, thirty of which cost a page's first render
// more than the bars). The tracking dashboard's deliveries per day and the shipping dashboard's
// freight per pickup day are this.
import { Box, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatCalendarDay } from '@/domain/format/business-time';

const HEIGHT = 140;

export interface DayBar {
  /** The day, YYYY-MM-DD. */
  dia: string;
}

export interface DayBarsProps<D extends DayBar> {
  days: readonly D[];
  /** A bar's height reads this (a count, or money in cents). */
  amountOf: (day: D) => number;
  /** A bar's accessible name and its readout. */
  labelOf: (day: D) => string;
  hrefOf: (day: D) => string;
  /** The list's accessible name. */
  label: string;
  testId: string;
  /** Extra data attributes of a bar (its count, its value), for whoever reads the page. */
  dataOf?: (day: D) => Record<`data-${string}`, string | number>;
}

export function DayBars<D extends DayBar>({
  days,
  amountOf,
  labelOf,
  hrefOf,
  label,
  testId,
  dataOf,
}: DayBarsProps<D>) {
  const [active, setActive] = useState<string>();
  const max = Math.max(1, ...days.map(amountOf));
  const first = days[0];
  const last = days.at(-1);
  const activeDay = days.find((day) => day.dia === active);
  return (
    <Box>
      <Group
        gap={2}
        align="flex-end"
        wrap="nowrap"
        h={HEIGHT}
        role="list"
        aria-label={label}
        data-testid={testId}
        onPointerLeave={() => setActive(undefined)}
      >
        {days.map((day) => {
          const amount = amountOf(day);
          return (
            <Box
              key={day.dia}
              component={Link}
              to={hrefOf(day)}
              role="listitem"
              aria-label={labelOf(day)}
              data-day={day.dia}
              {...dataOf?.(day)}
              style={{
                flex: 1,
                minWidth: 3,
                height: '100%',
                display: 'flex',
                alignItems: 'flex-end',
                // The other bars fade while one is read out.
                opacity: active && day.dia !== active ? 0.55 : 1,
              }}
              onPointerEnter={() => setActive(day.dia)}
              onFocus={() => setActive(day.dia)}
              onBlur={() => setActive(undefined)}
            >
              <Box
                w="100%"
                bg={
                  amount > 0 ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'
                }
                style={{ height: amount > 0 ? `${Math.max(4, (amount / max) * 100)}%` : 2, borderRadius: 2 }}
              />
            </Box>
          );
        })}
      </Group>
      <Group justify="space-between" mt={4} wrap="nowrap" gap="xs">
        <Text size="xs" c="dimmed">
          {first && formatCalendarDay(first.dia)}
        </Text>
        {/* The readout repeats what the bar's name says, so screen readers skip it. */}
        <Text size="xs" fw={600} ta="center" aria-hidden data-testid={`${testId}-readout`}>
          {activeDay && labelOf(activeDay)}
        </Text>
        <Text size="xs" c="dimmed">
          {last && formatCalendarDay(last.dia)}
        </Text>
      </Group>
    </Box>
  );
}
