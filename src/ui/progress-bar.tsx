// Progress bar of spec sections 5 and 9: the value is kept within 0..100 and shown as a percentage.
import { Group, Progress, Text } from '@mantine/core';
import { clampProgress } from '@/domain/format/progress';

export interface ProgressBarProps {
  value: number;
  label?: string;
}

export function ProgressBar({ value, label }: ProgressBarProps) {
  const clamped = clampProgress(value);
  const percent = `${Math.round(clamped)}%`;
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress
        value={clamped}
        style={{ flex: 1 }}
        aria-label={label ?? percent}
        role="progressbar"
        aria-valuenow={clamped}
        aria-valuemin={0}
        aria-valuemax={100}
      />
      <Text size="sm" miw={40} ta="end">
        {percent}
      </Text>
    </Group>
  );
}
