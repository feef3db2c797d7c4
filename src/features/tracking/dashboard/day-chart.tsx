// Deliveries per issue day as bars; each bar opens that day's deliveries. Plain boxes rather than
// a chart library: thirty bars need no axes engine.
import { Box, Group, Text, Tooltip } from '@mantine/core';
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
  const max = Math.max(1, ...days.map((d) => d.total));
  const first = days[0];
  const last = days.at(-1);
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
      >
        {days.map(({ dia, total }) => {
          const label = intl.formatMessage({ id: 'dashboard.day' }, { day: formatCalendarDay(dia), total });
          return (
            <Tooltip key={dia} label={label} withArrow>
              <Box
                component={Link}
                to={hrefOf(dia)}
                role="listitem"
                aria-label={label}
                data-day={dia}
                data-count={total}
                style={{ flex: 1, minWidth: 3, height: '100%', display: 'flex', alignItems: 'flex-end' }}
              >
                <Box
                  w="100%"
                  bg={
                    total > 0 ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'
                  }
                  style={{ height: total > 0 ? `${Math.max(4, (total / max) * 100)}%` : 2, borderRadius: 2 }}
                />
              </Box>
            </Tooltip>
          );
        })}
      </Group>
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {first && formatCalendarDay(first.dia)}
        </Text>
        <Text size="xs" c="dimmed">
          {last && formatCalendarDay(last.dia)}
        </Text>
      </Group>
    </Box>
  );
}
