import { z } from 'zod';
import { PERMISSION_FLAGS, type PermissionFlag } from '../permissions';
import { defineResource } from './define-resource';

const flagFields = Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, z.boolean().default(false)])) as Record<
  PermissionFlag,
  z.ZodDefault<z.ZodBoolean>
>;

export const usuarioInput = z.object({
  nomeApresentacao: z.string().trim().min(1, 'Informe o nome').max(120),
  nomeAcesso: z
    .string()
    .trim()
    .min(3, 'O login deve ter pelo menos 3 caracteres')
    .max(60)
    .regex(/^[A-Za-z0-9._@-]+$/, 'Use letras, números, ponto, hífen, sublinhado ou @'),
  email: z.union([z.literal(''), z.email('E-mail inválido')]).default(''),
  /** Required on create; on update an empty value keeps the current password. */
  password: z
    .union([z.literal(''), z.string().min(8, 'A senha deve ter pelo menos 8 caracteres').max(200)])
    .default(''),
  ...flagFields,
});

export const usuarioSchema = usuarioInput
  .omit({ password: true })
  .extend({ id: z.number().int(), empresaId: z.number().int(), ativo: z.boolean() });

export const usuarioResource = defineResource({
  name: 'usuario',
  service: 'tracking',
  table: 'usuario',
  schema: usuarioSchema,
  input: usuarioInput,
  columns: ['id', 'nomeApresentacao', 'nomeAcesso', 'email', 'ativo'],
  fields: [
    { name: 'nomeApresentacao', kind: 'text', required: true },
    { name: 'nomeAcesso', kind: 'text', required: true },
    { name: 'email', kind: 'email' },
    { name: 'password', kind: 'password', createOnly: false },
    ...PERMISSION_FLAGS.map((f) => ({ name: f, kind: 'boolean' as const })),
  ],
  searchable: ['nomeApresentacao', 'nomeAcesso', 'email'],
  sortable: ['id', 'nomeApresentacao', 'nomeAcesso', 'email', 'ativo'],
  defaultSort: 'nomeApresentacao',
  permission: 'user',
  tenancy: 'company',
  activatable: true,
  routes: { list: '/usuario/list', create: '/user/create', edit: '/usuario/edit/:id' },
});
