// The SPA paths of every declared resource, by name. The route table needs them before any
// screen is shown, while the definitions themselves carry zod schemas and field lists the
// sign-in page has no use for; so the paths are repeated here (a test keeps them equal to the
// definitions) and a definition is loaded only with its screen.
export interface ResourceRoutePaths {
  name: string;
  list: string;
  create: string;
  edit: string;
}

export const RESOURCE_ROUTE_TABLE: readonly ResourceRoutePaths[] = [
  { name: 'empresa', list: '/empresa/list', create: '/empresa/create', edit: '/empresa/edit/:id' },
  {
    name: 'empresaBi',
    list: '/empresa/bi/:companyId',
    create: '/empresa/bicreate/:companyId',
    edit: '/empresa/biedit/:id/:companyId',
  },
  { name: 'usuario', list: '/usuario/list', create: '/user/create', edit: '/usuario/edit/:id' },
  {
    name: 'rotaPrazoEntrega',
    list: '/rotaPrazoEntrega/list',
    create: '/rotaPrazoEntrega/edit',
    edit: '/rotaPrazoEntrega/edit/:id',
  },
  {
    name: 'tabelaOcorrenciaProceda',
    list: '/tabelaOcorrenciaProceda/list',
    create: '/tabelaOcorrenciaProceda/create',
    edit: '/tabelaOcorrenciaProceda/edit/:id',
  },
  {
    name: 'tabelaOcorrenciaDePara',
    list: '/tabelaOcorrenciaDePara/list',
    create: '/tabelaOcorrenciaDePara/create',
    edit: '/tabelaOcorrenciaDePara/edit/:id',
  },
];
