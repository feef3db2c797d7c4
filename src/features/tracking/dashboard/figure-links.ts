// Where each dashboard figure leads: the delivery list narrowed to exactly what it counts.
import { type DashboardFigure, figureListParams } from '@/domain/tracking/dashboard/entrega-dashboard';
import { ENTREGA_LIST_PATH } from '@/domain/tracking/entrega/entrega-list-path';

export const figureHref = (
  period: { dataInicio: string; dataFim: string },
  figure: DashboardFigure,
): string => `${ENTREGA_LIST_PATH}?${new URLSearchParams(figureListParams(period, figure)).toString()}`;
