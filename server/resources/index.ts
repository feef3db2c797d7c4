// Mounts the routes of every declared resource of one service: full CRUD for the registers
// (register-resource.ts), list and get for the read-only resources (read-routes.ts), and the
// options of every resource that reference fields point at (references/options-route.ts); and the
// spreadsheets of both (spreadsheet/: every list exports, every register imports), and the files
// of their file fields (files/).
import type { FastifyInstance } from 'fastify';
import type { ServiceName } from '../../src/domain/constants';
import { READ_ONLY_RESOURCES, RESOURCES, fieldsReferencing } from '../../src/domain/resources';
import { registerFileRoutes } from './files';
import { registerReadRoutes } from './read-routes';
import { registerResource } from './register-resource';
import { registerReferenceOptions } from './references/options-route';
import { serverResources } from './server-resources';
import { registerExportRoute, registerImportRoutes } from './spreadsheet/sheet-routes';

export async function registerResources(app: FastifyInstance, service: ServiceName): Promise<void> {
  const totals = app.listTotals;
  for (const resource of serverResources()) {
    if (resource.def.service !== service) continue;
    registerResource(app, resource, totals);
    registerFileRoutes(app, resource.def);
    // Its list as CSV or XLSX, and its rows from either (spreadsheet/).
    registerExportRoute(app, resource.def);
    registerImportRoutes(app, resource, totals);
  }
  for (const def of READ_ONLY_RESOURCES) {
    if (def.service !== service) continue;
    registerReadRoutes(app, def, totals);
    registerFileRoutes(app, def);
    registerExportRoute(app, def);
  }
  for (const target of [...RESOURCES, ...READ_ONLY_RESOURCES]) {
    const referencing = fieldsReferencing(RESOURCES, target.name);
    if (target.service === service && referencing.length > 0) {
      registerReferenceOptions(app, target, referencing);
    }
  }
}
