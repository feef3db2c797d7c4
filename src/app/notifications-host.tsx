// Mantine's notification container, set once for the whole app (top-right, 5 s: spec section 9).
// Its own chunk: it brings transitions and portals that no page needs until something is shown.
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { NOTIFICATION_TIMEOUT_MS } from '@/domain/constants';

export default function NotificationsHost() {
  return <Notifications position="top-right" autoClose={NOTIFICATION_TIMEOUT_MS} />;
}
