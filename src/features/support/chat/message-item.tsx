// One message of the conversation: the author, the time, the text, its attachment, and for the
// user's own last message whether it was read (a read receipt) or is still waiting to leave.
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconChecks, IconClock } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ChatAttachment } from '@/domain/support/chat-schemas';
import { AttachmentPreview } from './attachment-preview';

export type DeliveryState = 'read' | 'sent' | 'waiting' | null;

export interface MessageItemProps {
  mine: boolean;
  authorName: string;
  fromAgent: boolean;
  body: string;
  createdAt: string;
  attachment: ChatAttachment | null;
  delivery: DeliveryState;
}

const DELIVERY_ICONS = { read: IconChecks, sent: IconCheck, waiting: IconClock } as const;

export function MessageItem({
  mine,
  authorName,
  fromAgent,
  body,
  createdAt,
  attachment,
  delivery,
}: MessageItemProps) {
  const intl = useIntl();
  const time = intl.formatTime(createdAt, { hour: '2-digit', minute: '2-digit' });
  const day = intl.formatDate(createdAt, { day: '2-digit', month: '2-digit' });
  const Icon = delivery ? DELIVERY_ICONS[delivery] : null;
  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'} wrap="nowrap" data-testid="chat-message">
      <Paper
        px="sm"
        py={6}
        radius="md"
        maw="85%"
        bg={mine ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}
        withBorder={!mine}
      >
        <Stack gap={4}>
          <Text size="xs" fw={600} c="dimmed">
            {authorName}
            {fromAgent && !mine && (
              <>
                {' · '}
                <FormattedMessage id="support.chat.agent" />
              </>
            )}
          </Text>
          {body && (
            <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {body}
            </Text>
          )}
          {attachment && <AttachmentPreview attachment={attachment} />}
          <Group gap={4} justify="flex-end">
            <Text size="xs" c="dimmed">
              <time dateTime={createdAt}>{`${day} ${time}`}</time>
            </Text>
            {Icon && delivery && (
              <Group gap={2} data-testid={`delivery-${delivery}`}>
                <Icon
                  size={14}
                  aria-hidden
                  color={delivery === 'read' ? 'var(--mantine-color-blue-5)' : undefined}
                />
                <Text size="xs" c="dimmed">
                  <FormattedMessage id={`support.chat.delivery.${delivery}`} />
                </Text>
              </Group>
            )}
          </Group>
        </Stack>
      </Paper>
    </Group>
  );
}
