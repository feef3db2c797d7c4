// Profiles (spec 2.5, 2.8 and 2.11; entity in section 3): a named set of the section 6 flags of
// one company. A user in a profile acts with its flags besides their own (effectiveFlags in
// ../permissions.ts); forms and workflow stages name profiles as their viewers, fillers, editors,
// approvers and responsible people. The list and the name are edited in the generic screens; the
// flags on the profileRelease screen (the 'permissionFlags' section drawn on its own).
import { z } from 'zod';
import { flagsOf, PERMISSION_FLAGS, type PermissionFlag, unheldFlags } from '../permissions';
import { defineResource } from './define-resource';
import { RESOURCE_MOUNTS } from './resource-mounts';
import { displayName } from './usuario-fields';

const flagFields = Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, z.boolean().default(false)])) as Record<
  PermissionFlag,
  z.ZodDefault<z.ZodBoolean>
>;

export const perfilInput = z.object({
  nome: displayName,
  ...flagFields,
});

export const perfilSchema = perfilInput.extend({
  id: z.number().int(),
  empresaId: z.number().int(),
  ativo: z.boolean(),
});
export type Perfil = z.infer<typeof perfilSchema>;

export const perfilResource = defineResource({
  name: 'perfil',
  service: 'tracking',
  table: 'perfil',
  schema: perfilSchema,
  input: perfilInput,
  columns: ['id', 'nome', 'ativo'],
  fields: [
    { name: 'nome', kind: 'text', required: true },
    ...PERMISSION_FLAGS.map((f) => ({ name: f, kind: 'boolean' as const })),
  ],
  searchable: ['nome'],
  sortable: ['id', 'nome', 'ativo'],
  defaultSort: 'nome',
  // Company, profile, user and import-user access need the checklist or tracking module plus
  // their flag (spec section 6).
  permission: 'profile',
  tenancy: 'company',
  activatable: true,
  versioned: true,
  audited: true,
  mounts: RESOURCE_MOUNTS.perfil,
  formSections: [
    {
      component: 'permissionFlags',
      fields: PERMISSION_FLAGS,
      screen: { labelId: 'resource.perfil.release', params: { id: 'id', name: 'nome' } },
    },
  ],
  /**
   * Deleting, activating or deactivating a profile takes its flags from its members or gives
   * them back: only someone holding every one of them may (the grant rule). Renaming it and
   * changing the flags they hold stays open; the server checks each changed flag (the hooks).
   */
  canAccess: (principal, action, record) =>
    action !== 'delete' && action !== 'activate'
      ? true
      : record === undefined || unheldFlags(principal, flagsOf(record)).length === 0,
});
