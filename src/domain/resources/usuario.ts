import { z } from 'zod';
import { PERMISSION_FLAGS, type PermissionFlag } from '../permissions';
import { defineResource } from './define-resource';
import { referencesInput } from './references';
import { RESOURCE_MOUNTS } from './resource-mounts';
import { displayName, emailAddress, loginName, newPassword } from './usuario-fields';

const flagFields = Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, z.boolean().default(false)])) as Record<
  PermissionFlag,
  z.ZodDefault<z.ZodBoolean>
>;

/** Who a user is: the company's staff or a delivery client of the portal (RMS users come from the vendor). */
export const USER_KINDS = ['staff', 'deliveryClient'] as const;

export const usuarioInput = z.object({
  // 'rms' is read back from a vendor user's row and kept as it is; the server never sets it.
  tipo: z.enum([...USER_KINDS, 'rms']).default('staff'),
  nomeApresentacao: displayName,
  nomeAcesso: loginName,
  email: z.union([z.literal(''), emailAddress]).default(''),
  /** Required on create; on update an empty value keeps the current password. */
  password: z.union([z.literal(''), newPassword]).default(''),
  /** The profiles the user is in (usuario_perfil): they act with their flags too. */
  perfis: referencesInput(),
  ...flagFields,
});

// The profiles are not a column: the engine adds their ids and labels to the row (references.ts).
export const usuarioSchema = usuarioInput.omit({ password: true, perfis: true }).extend({
  id: z.number().int(),
  empresaId: z.number().int(),
  ativo: z.boolean(),
});

export const usuarioResource = defineResource({
  name: 'usuario',
  service: 'tracking',
  table: 'usuario',
  schema: usuarioSchema,
  input: usuarioInput,
  columns: ['id', 'nomeApresentacao', 'nomeAcesso', 'email', 'tipo', 'perfis', 'ativo'],
  fields: [
    { name: 'nomeApresentacao', kind: 'text', required: true },
    { name: 'nomeAcesso', kind: 'text', required: true },
    { name: 'email', kind: 'email' },
    { name: 'tipo', kind: 'select', options: USER_KINDS },
    { name: 'password', kind: 'password', createOnly: false },
    {
      name: 'perfis',
      kind: 'references',
      references: { resource: 'perfil', label: 'nome' },
      through: { table: 'usuario_perfil', ownKey: 'usuario_id', otherKey: 'perfil_id' },
    },
    ...PERMISSION_FLAGS.map((f) => ({ name: f, kind: 'boolean' as const })),
  ],
  searchable: ['nomeApresentacao', 'nomeAcesso', 'email'],
  sortable: ['id', 'nomeApresentacao', 'nomeAcesso', 'email', 'ativo'],
  defaultSort: 'nomeApresentacao',
  permission: 'user',
  tenancy: 'company',
  activatable: true,
  versioned: true,
  audited: true,
  mounts: RESOURCE_MOUNTS.usuario,
  // The flags are drawn grouped, each group with a select-all box, greyed where not grantable.
  // A delivery client has none: it acts only through the portal (server/auth/principal.ts).
  formSections: [
    {
      component: 'permissionFlags',
      fields: PERMISSION_FLAGS,
      hiddenWhen: { field: 'tipo', equals: 'deliveryClient' },
    },
  ],
  // importUser (spec 2.7, 2.8): under canImportUser; a login repeated in the file or already taken
  // is refused, never an update of someone's user; every new user needs the e-mail their
  // password link goes to (the sheet has no password column).
  spreadsheet: {
    importPermission: 'importUser',
    importRequired: ['email'],
    key: ['nomeAcesso'],
    updates: false,
  },
});
