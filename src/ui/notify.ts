// One way to show a notification (spec section 9): top-right, 5000 ms, closable, close on click.
// Position and time-out are set once on <Notifications> in the providers.
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { NOTIFICATION_TIMEOUT_MS } from '@/domain/constants';

export interface NotifyOptions {
  message: ReactNode;
  color?: string;
  title?: ReactNode;
}

export const notify = ({ message, color, title }: NotifyOptions): string => {
  const id = `notify-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return notifications.show({
    id,
    message,
    color,
    title,
    autoClose: NOTIFICATION_TIMEOUT_MS,
    withCloseButton: true,
    style: { cursor: 'pointer' },
    onClick: () => notifications.hide(id),
  });
};
