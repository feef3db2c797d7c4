// /dashboard: the dashboard feature with the delivery feature's status colours, so a status looks
// the same on the dashboard and in the list it opens (features meet here, never in each other).
import { DashboardPage } from '@/features/tracking/dashboard/dashboard-page';
import { STATUS_COLORS } from '@/features/tracking/entrega/entrega-status-badge';

export function DashboardScreen() {
  return <DashboardPage statusColors={STATUS_COLORS} />;
}
