// The logistics screens' paths (spec 2.6), for the routes, the sidebar and the panel's links.
export const LOGISTICS_PATHS = {
  tripStatus: '/shlog/tripStatus',
  fleet: '/shlog/fleet/status/list',
  monitoring: '/shlog/monitoramentoLogistico',
  freteRapido: '/shlog/freteRapido/solicitacaoColeta/nfe',
} as const;
