// Mounts the notification container the first time a notification is shown. The store of
// @mantine/notifications keeps what notify() adds meanwhile, and the container shows it on mount.
import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

const NotificationsHost = lazy(() => import('./notifications-host'));

export const DeferredNotifications = () => {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
};
