// Predefined scripts of the checklist area (spec 2.8 predefinedScript: list, create, edit): ready
// answers the company's support agents insert in the chat with "/" (the support chat's composer
// lists the active ones). A script is a short title to find it by and the text it inserts; one no
// longer wanted is deactivated, so it leaves the composer's list.
import { z } from 'zod';
import { defineResource } from '../../resources/define-resource';
import { CHECKLIST_MOUNTS } from './mounts';

export const predefinedScriptInput = z.object({
  titulo: z.string().trim().min(1, 'resource.predefinedScript.error.titulo').max(80),
  texto: z.string().trim().min(1, 'resource.predefinedScript.error.texto').max(4000),
});
export const predefinedScriptSchema = predefinedScriptInput.extend({
  id: z.number().int(),
  ativo: z.boolean(),
});

export const predefinedScriptResource = defineResource({
  name: 'predefinedScript',
  service: 'checklist',
  table: 'predefined_script',
  schema: predefinedScriptSchema,
  input: predefinedScriptInput,
  columns: ['titulo', 'texto', 'ativo'],
  fields: [
    { name: 'titulo', kind: 'text', required: true },
    { name: 'texto', kind: 'textarea', required: true },
  ],
  searchable: ['titulo', 'texto'],
  sortable: ['titulo', 'ativo'],
  defaultSort: 'titulo',
  // The agents answer with them (src/domain/support/permissions.ts), so the agents keep them.
  permission: 'supportAgent',
  tenancy: 'company',
  activatable: true,
  versioned: true,
  audited: true,
  bulkActions: ['activate', 'deactivate'],
  mounts: CHECKLIST_MOUNTS.predefinedScript,
});
