// The page controls under the portal's list: "Exibindo X até Y de um total de N" and previous and
// next buttons, large enough for a thumb on a phone.
import { Button, Group, Text, useDirection } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';

interface ListPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

export function ListPager({ page, pageSize, total, onPage }: ListPagerProps) {
  // Chevrons point along the reading direction: mirrored in right-to-left.
  const rtl = useDirection().dir === 'rtl';
  const Back = rtl ? IconChevronRight : IconChevronLeft;
  const Forward = rtl ? IconChevronLeft : IconChevronRight;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        <FormattedMessage id="ui.table.showing" values={{ from, to, total }} />
      </Text>
      {pages > 1 && (
        <Group gap="xs">
          <Button
            variant="default"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            leftSection={<Back size={16} aria-hidden />}
          >
            <FormattedMessage id="trackingClient.pager.previous" />
          </Button>
          <Button
            variant="default"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
            rightSection={<Forward size={16} aria-hidden />}
          >
            <FormattedMessage id="trackingClient.pager.next" />
          </Button>
        </Group>
      )}
    </Group>
  );
}
