// The checklist module on the server (spec 2.8): its registers come from the resource engine; its
// tables (the predefined scripts) and the demo company's rows are here.
import type { ServerModule } from '../server-module';
import { seedDemoScripts } from './demo-scripts';
import * as predefinedScript from './migrations/0036-predefined-script';

export const checklistServerModule: ServerModule = {
  name: 'checklist',
  service: 'checklist',
  routes: async () => {},
  migrations: { '0036-predefined-script': predefinedScript },
  seedDemo: seedDemoScripts,
};
