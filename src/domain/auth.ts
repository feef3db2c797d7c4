// Shapes of the sign-in calls (spec sections 3 and 7), shared by the SPA and the server.
import { z } from 'zod';
import {
  COMPANY_THEMES,
  DEFAULT_COMPRESSION_LEVEL,
  DEFAULT_IMAGE_QUALITY,
  DEFAULT_MAP_ENGINE,
} from './constants';
import { permissionFlagsSchema } from './permissions';

export const loginRequestSchema = z.object({
  login: z.string().trim().min(1, 'auth.error.loginRequired'),
  password: z.string().min(1, 'resources.passwordRequired'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const mediaSettingsSchema = z.object({
  mapEngine: z.number().int().default(DEFAULT_MAP_ENGINE),
  mapsKey: z.string().nullable().default(null),
  imageQuality: z.number().int().min(0).max(100).default(DEFAULT_IMAGE_QUALITY),
  compressionLevel: z.number().int().min(0).max(100).default(DEFAULT_COMPRESSION_LEVEL),
  allowVideo: z.boolean().default(false),
  allowDocuments: z.boolean().default(false),
  allowOcr: z.boolean().default(false),
});
export type MediaSettings = z.infer<typeof mediaSettingsSchema>;

export const loggedUserSchema = z
  .object({
    id: z.number().int(),
    empresaId: z.number().int(),
    empresaNomeFantasia: z.string(),
    nomeAcesso: z.string(),
    nomeApresentacao: z.string(),
    companyTheme: z.enum(COMPANY_THEMES),
    empresaEmbarcadora: z.boolean(),
    companyLogo: z.string().nullable(),
    systemTitle: z.string().nullable(),
    pageTitle: z.string().nullable(),
    isRms: z.boolean(),
  })
  .extend(permissionFlagsSchema.shape)
  .extend(mediaSettingsSchema.shape);
export type LoggedUser = z.infer<typeof loggedUserSchema>;

export const loginResponseSchema = z.object({
  isSuccess: z.literal(true),
  token: z.string(),
  user: loggedUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const companyChoiceSchema = z.object({ id: z.number().int(), nomeFantasia: z.string() });
export type CompanyChoice = z.infer<typeof companyChoiceSchema>;

export const forgotPasswordRequestSchema = z.object({
  login: z.string().trim().min(1, 'auth.error.loginOrEmailRequired'),
});
export const resetPasswordRequestSchema = z.object({
  userId: z.coerce.number().int(),
  token: z.string().min(10),
  password: z.string().min(8, 'passwordReset.tooShort'),
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
