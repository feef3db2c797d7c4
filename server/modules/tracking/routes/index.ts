// The tracking service's own routes (its registers come from the resource engine).
import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from './dashboard-routes';
import { deParaFileRoutes } from './de-para-file-routes';
import { entregaOcorrenciaRoutes } from './entrega-ocorrencia-routes';
import { comprovanteRoutes } from './comprovante-routes';
import { entregaStatusRoutes } from './entrega-status-routes';
import { importRoutes } from './import-routes';
import { rotaPrazoRoutes } from './rota-prazo-routes';
import { signUpRoutes } from './sign-up-routes';

export async function trackingRoutes(app: FastifyInstance) {
  await signUpRoutes(app);
  await importRoutes(app);
  await entregaOcorrenciaRoutes(app);
  await deParaFileRoutes(app);
  await entregaStatusRoutes(app);
  await comprovanteRoutes(app);
  await rotaPrazoRoutes(app);
  await dashboardRoutes(app);
}
