// Where each dashboard figure leads: the delivery list narrowed to exactly what it counts.
import { type DashboardFigure, figureListParams } from '@/domain/tracking/dashboard/entrega-dashboard';
import { entregaResource } from '@/domain/tracking/resources/entrega';

export const figureHref = (
  period: { dataInicio: string; dataFim: string },
  figure: DashboardFigure,
): string =>
  `${entregaResource.routes.list}?${new URLSearchParams(figureListParams(period, figure)).toString()}`;
