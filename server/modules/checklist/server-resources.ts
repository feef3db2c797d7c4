// The checklist module's registers paired with their server behaviour, by reference; the
// platform's registry (server/resources/server-resources.ts) takes them in whole.
import { type CHECKLIST_RESOURCES, predefinedScriptResource } from '../../../src/domain/checklist/resources';
import { serverResource, type ServerResourcesOf } from '../../resources/server-resource';

export const CHECKLIST_SERVER_RESOURCES: ServerResourcesOf<(typeof CHECKLIST_RESOURCES)[number]> = {
  predefinedScript: serverResource(predefinedScriptResource),
};
