import type { FastifyInstance } from 'fastify';
// Zod shapes of the answer envelope, for route response schemas (and so for /api/docs).
import { z } from 'zod';

export const okSchema = z.object({ isSuccess: z.literal(true) });
// Any zod schema, the full build's or zod/mini's (src/domain/auth.ts).
export const dataEnvelope = <T extends z.core.$ZodType>(data: T) =>
  z.object({ isSuccess: z.literal(true), data });

/** Sign-in routes: a cap per minute per address on top of the per-login failure count. */
export const signInRateLimit = (app: FastifyInstance) => ({
  rateLimit: { max: app.config.loginRateLimit, timeWindow: '1 minute' },
});
