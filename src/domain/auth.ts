// Shapes of the sign-in calls (spec sections 3 and 7), shared by the SPA and the server. Written
// with zod's tree-shakable build (zod/mini): the signed-in shell validates the session user with
// them before its first paint, and the full zod would weigh about 25 KB more on that path.
import { z } from 'zod/mini';
import {
  COMPANY_THEMES,
  DEFAULT_COMPRESSION_LEVEL,
  DEFAULT_IMAGE_QUALITY,
  DEFAULT_MAP_ENGINE,
} from './constants';
import { PERMISSION_FLAGS, type PermissionFlag } from './permissions';

export const permissionFlagsSchema = z.object(
  Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, z.boolean()])) as Record<
    PermissionFlag,
    z.ZodMiniBoolean
  >,
);

export const loginRequestSchema = z.object({
  login: z.string().check(z.trim(), z.minLength(1, 'auth.error.loginRequired')),
  password: z.string().check(z.minLength(1, 'resources.passwordRequired')),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

const percent = z.int().check(z.minimum(0), z.maximum(100));

export const mediaSettingsSchema = z.object({
  mapEngine: z._default(z.int(), DEFAULT_MAP_ENGINE),
  mapsKey: z._default(z.nullable(z.string()), null),
  imageQuality: z._default(percent, DEFAULT_IMAGE_QUALITY),
  compressionLevel: z._default(percent, DEFAULT_COMPRESSION_LEVEL),
  allowVideo: z._default(z.boolean(), false),
  allowDocuments: z._default(z.boolean(), false),
  allowOcr: z._default(z.boolean(), false),
});
export type MediaSettings = z.infer<typeof mediaSettingsSchema>;

export const loggedUserSchema = z.extend(
  z.extend(
    z.object({
      id: z.int(),
      empresaId: z.int(),
      empresaNomeFantasia: z.string(),
      nomeAcesso: z.string(),
      nomeApresentacao: z.string(),
      companyTheme: z.enum(COMPANY_THEMES),
      empresaEmbarcadora: z.boolean(),
      companyLogo: z.nullable(z.string()),
      systemTitle: z.nullable(z.string()),
      pageTitle: z.nullable(z.string()),
      isRms: z.boolean(),
    }),
    permissionFlagsSchema.shape,
  ),
  mediaSettingsSchema.shape,
);
export type LoggedUser = z.infer<typeof loggedUserSchema>;

export const loginResponseSchema = z.object({
  isSuccess: z.literal(true),
  token: z.string(),
  user: loggedUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const companyChoiceSchema = z.object({ id: z.int(), nomeFantasia: z.string() });
export type CompanyChoice = z.infer<typeof companyChoiceSchema>;

export const forgotPasswordRequestSchema = z.object({
  login: z.string().check(z.trim(), z.minLength(1, 'auth.error.loginOrEmailRequired')),
});
export const resetPasswordRequestSchema = z.object({
  userId: z.coerce.number().check(z.int()),
  token: z.string().check(z.minLength(10)),
  password: z.string().check(z.minLength(8, 'passwordReset.tooShort')),
});

/** The envelope of every answer that is not fixed by the spec. */
export interface Envelope<T> {
  isSuccess: boolean;
  data?: T;
  errors?: string[];
}
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
