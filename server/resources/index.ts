// Mounts the routes of every declared resource of one service: full CRUD for the registers
// (register-resource.ts), list and get for the read-only resources (read-routes.ts), and the
// spreadsheets of both (spreadsheet/: every list exports, every register imports).
import type { FastifyInstance } from 'fastify';
import type { ServiceName } from '../../src/domain/constants';
import { READ_ONLY_RESOURCES } from '../../src/domain/resources';
import { registerReadRoutes } from './read-routes';
import { registerResource } from './register-resource';
import { serverResources } from './server-resources';
import { registerExportRoute, registerImportRoutes } from './spreadsheet/sheet-routes';

export async function registerResources(app: FastifyInstance, service: ServiceName): Promise<void> {
  const totals = app.listTotals;
  for (const resource of serverResources()) {
    if (resource.def.service !== service) continue;
    registerResource(app, resource, totals);
    // Its list as CSV or XLSX, and its rows from either (spreadsheet/).
    registerExportRoute(app, resource.def);
    registerImportRoutes(app, resource, totals);
  }
  for (const def of READ_ONLY_RESOURCES) {
    if (def.service !== service) continue;
    registerReadRoutes(app, def, totals);
    registerExportRoute(app, def);
  }
}
