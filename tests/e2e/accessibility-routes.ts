// Every built screen of the route table (src/app/routes.tsx, the resource paths of
// src/features/resources/resource-route-table.ts and each layout), with concrete ids from the
// demo data. "Em construção" placeholders are the same screen in every layout, so one path per
// layout stands for the rest of that layout's placeholders.
export interface ScreenPath {
  path: string;
  /** Visited signed out (the public screens). */
  public?: boolean;
  /** Also checked in the light scheme: every screen of the main tracking layout, and a
   * representative screen of each kind elsewhere. */
  light?: boolean;
}

export const SCREENS: ScreenPath[] = [
  // Public
  { path: '/login', public: true, light: true },
  { path: '/forgotPassword', public: true },
  { path: '/user/passwordReset/1?token=x', public: true },
  { path: '/usuario/create', public: true, light: true },
  { path: '/trackingClient/login', public: true },
  { path: '/privacy', public: true },
  { path: '/checklist/shared/fill/abc', public: true },
  { path: '/vuejsblackdashboard/login', public: true },
  { path: '/vuejsblackdashboard/register', public: true },
  { path: '/vuejsblackdashboard/pricing', public: true },
  { path: '/vuejsblackdashboard/lock', public: true },
  { path: '/old/login', public: true },
  { path: '/financial/dashboard', public: true },
  { path: '/no/such/page', public: true },
  // Module chooser and the main tracking layout
  { path: '/module', light: true },
  { path: '/dashboard', light: true },
  { path: '/entrega/list', light: true },
  { path: '/entrega/comprovante', light: true },
  { path: '/entregaOcorrencia/list/1', light: true },
  { path: '/filterTable/complete', light: true },
  { path: '/justFilter', light: true },
  { path: '/tabelaOcorrenciaDePara/deParaEmbarcador', light: true },
  { path: '/profile', light: true },
  { path: '/home', light: true },
  { path: '/secure', light: true },
  { path: '/hello', light: true },
  { path: '/register', light: true },
  { path: '/empresa/list', light: true },
  { path: '/empresa/create', light: true },
  { path: '/empresa/edit/1', light: true },
  { path: '/empresa/bi/1', light: true },
  { path: '/empresa/bicreate/1', light: true },
  { path: '/usuario/list', light: true },
  { path: '/user/create', light: true },
  { path: '/usuario/edit/1', light: true },
  { path: '/rotaPrazoEntrega/list', light: true },
  { path: '/rotaPrazoEntrega/editTransportador', light: true },
  { path: '/rotaPrazoEntrega/editMultiple', light: true },
  { path: '/rotaPrazoEntrega/edit', light: true },
  { path: '/tabelaOcorrenciaProceda/list', light: true },
  { path: '/tabelaOcorrenciaProceda/create', light: true },
  { path: '/tabelaOcorrenciaProceda/edit/1', light: true },
  { path: '/tabelaOcorrenciaDePara/list', light: true },
  { path: '/tabelaOcorrenciaDePara/create', light: true },
  // The documents each delivery client follows in the portal
  { path: '/clienteEntregaDocumento/list', light: true },
  { path: '/clienteEntregaDocumento/create', light: true },
  { path: '/clienteEntregaDocumento/edit/1', light: true },
  { path: '/notaFiscal/import', light: true },
  { path: '/notaFiscal/importStatus/1', light: true },
  { path: '/notaFiscal/importLog/1/0', light: true },
  { path: '/cte/import', light: true },
  { path: '/entregaOcorrencia/import', light: true },
  // The logistics screens (the demo company is a logistics company)
  { path: '/shlog/tripStatus/', light: true },
  { path: '/shlog/fleet/status/list', light: true },
  { path: '/shlog/monitoramentoLogistico/', light: true },
  { path: '/shlog/freteRapido/solicitacaoColeta/nfe/', light: true },
  // The other layouts, each with one placeholder screen (and its profile page where it has one)
  { path: '/modulo/forms' },
  { path: '/financial/bank/list' },
  { path: '/workflow/processList' },
  // The profile register and its profileRelease screen (demo profile 1 is Operador), and the
  // user form with its profiles field
  { path: '/workflow/profile/all' },
  { path: '/workflow/profile/create' },
  { path: '/workflow/profile/profileRelease/1/Operador', light: true },
  { path: '/workflow/user/edit/1' },
  { path: '/checklist/opened' },
  { path: '/checklist/user/profile' },
  { path: '/checklist/user/importUser', light: true },
  // The shipping company's registers; the expense occurrence's form has a searchable select.
  { path: '/trackingShippingCompany/occurrenceType/list', light: true },
  { path: '/trackingShippingCompany/occurrenceType/edit/1' },
  { path: '/trackingShippingCompany/nonAttendanceReason/list' },
  { path: '/trackingShippingCompany/nonAttendanceReason/create' },
  { path: '/trackingShippingCompany/disapprovedReason/list' },
  { path: '/trackingShippingCompany/cargoExpenseOccurrence/list' },
  { path: '/trackingShippingCompany/cargoExpenseOccurrence/create', light: true },
  { path: '/trackingShippingCompany/cargoExpenseOccurrence/edit/1' },
  // The expenses of a load (nested under it) and their kanban
  { path: '/trackingShippingCompany/cargoExpense/list/1' },
  { path: '/trackingShippingCompany/cargoExpense/create/1' },
  { path: '/trackingShippingCompany/cargoExpense/edit/1' },
  { path: '/trackingShippingCompany/cargoExpense/kanban', light: true },
  { path: '/trackingShippingCompany/vehicleType/list' },
  // The boards' limits (the form narrows the statuses to the chosen board's)
  { path: '/trackingShippingCompany/boardLimit/list' },
  { path: '/trackingShippingCompany/boardLimit/create', light: true },
  { path: '/trackingShippingCompany/boardLimit/edit/1' },
  { path: '/trackingShippingCompany/user/profile' },
  // The shipping company's cargo kanban, with its drag and drop board
  { path: '/trackingShippingCompany/cargo/kanban', light: true },
  { path: '/trackingShippingCompany/cargo/kanbanEdit/1' },
  { path: '/trackingShippingCompany/dashboard/default', light: true },
  { path: '/bi/dashboard/default' },
  { path: '/bi/user/profile' },
  { path: '/bi/user/importUser' },
  { path: '/trackingClient/opened' },
  { path: '/support/chat' },
  { path: '/trackingShippingCompany/cargo/list' },
  { path: '/trackingShippingCompany/cargo/create' },
  { path: '/trackingShippingCompany/cargo/edit/1' },
  { path: '/trackingShippingCompany/cargo/importExcel' },
  { path: '/trackingShippingCompany/driver/list' },
  { path: '/trackingShippingCompany/vehicle/list' },
  { path: '/trackingShippingCompany/rotogram/list' },
  { path: '/trackingShippingCompany/rotogram/edit/1' },
  // The support chat's timeline and the checklist's canned answers
  { path: '/support/timeline' },
  { path: '/checklist/predefinedScript/list' },
  { path: '/checklist/predefinedScript/create' },
  { path: '/checklist/predefinedScript/edit/1' },
];
