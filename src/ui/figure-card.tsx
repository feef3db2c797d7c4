// One count of a dashboard as a card (tracking and shipping dashboards); with `href`, a link
// that opens what it counts.
import { Paper, Skeleton, Text, UnstyledButton, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

export interface FigureCardProps {
  label: ReactNode;
  /** Undefined while the figures load: the card keeps its size, its count a placeholder. */
  count: number | undefined;
  href?: string;
  color?: MantineColor;
  /** A second line under the count. */
  hint?: ReactNode;
  testId: string;
}

export function FigureCard({ label, count, href, color, hint, testId }: FigureCardProps) {
  const intl = useIntl();
  const body = (
    <Paper withBorder p="sm" radius="md" h="100%">
      <Text size="sm" c="dimmed" lh={1.3}>
        {label}
      </Text>
      {count === undefined ? (
        <Skeleton visible w="fit-content" aria-hidden>
          <Text fz={26} fw={700}>
            00
          </Text>
        </Skeleton>
      ) : (
        <Text fz={26} fw={700} c={color} data-count={count}>
          {intl.formatNumber(count)}
        </Text>
      )}
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
  return href ? (
    <UnstyledButton component={Link} to={href} data-testid={testId} style={{ display: 'block' }}>
      {body}
    </UnstyledButton>
  ) : (
    <div data-testid={testId}>{body}</div>
  );
}
