// Deliveries per issue day as bars; each bar opens that day's deliveries. Plain boxes rather than
// a chart library: thirty bars need no axes engine. The day under the pointer or the focus is
// read out under the bars (one line of text rather than a tooltip per bar, thirty of which cost
// the page's first render more than the bars themselves).
import { Box, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatCalendarDay } from '@/domain/format/business-time';

export interface DayChartProps {
  days: readonly { dia: string; total: number }[];
  hrefOf: (dia: string) => string;
}

const HEIGHT = 140;

export function DayChart({ days, hrefOf }: DayChartProps) {
  const intl = useIntl();
  const [active, setActive] = useState<string>();
  const max = Math.max(1, ...days.map((d) => d.total));
  const first = days[0];
  const last = days.at(-1);
  const labelOf = ({ dia, total }: { dia: string; total: number }) =>
    intl.formatMessage({ id: 'dashboard.day' }, { day: formatCalendarDay(dia), total });
  const activeDay = days.find((day) => day.dia === active);
  return (
    <Box>
      <Group
        gap={2}
        align="flex-end"
        wrap="nowrap"
        h={HEIGHT}
        role="list"
        aria-label={intl.formatMessage({ id: 'dashboard.byDay' })}
        data-testid="dashboard-days"
        onPointerLeave={() => setActive(undefined)}
      >
        {days.map((day) => (
          <Box
            key={day.dia}
            component={Link}
            to={hrefOf(day.dia)}
            role="listitem"
            aria-label={labelOf(day)}
            data-day={day.dia}
            data-count={day.total}
            data-active={day.dia === active || undefined}
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
                day.total > 0 ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'
              }
              style={{
                height: day.total > 0 ? `${Math.max(4, (day.total / max) * 100)}%` : 2,
                borderRadius: 2,
              }}
            />
          </Box>
        ))}
      </Group>
      <Group justify="space-between" mt={4} wrap="nowrap">
        <Text size="xs" c="dimmed">
          {first && formatCalendarDay(first.dia)}
        </Text>
        {/* The readout repeats what the bar's name says, so screen readers skip it. */}
        <Text size="xs" fw={600} aria-hidden data-testid="dashboard-day-readout">
          {activeDay && labelOf(activeDay)}
        </Text>
        <Text size="xs" c="dimmed">
          {last && formatCalendarDay(last.dia)}
        </Text>
      </Group>
    </Box>
  );
}
