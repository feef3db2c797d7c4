import type { FastifyInstance } from 'fastify';
// Zod shapes of the answer envelope, for route response schemas (and so for /api/docs).
import { z } from 'zod';

export const okSchema = z.object({ isSuccess: z.literal(true) });
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ isSuccess: z.literal(true), data });

/** Sign-in routes: a cap per minute per address on top of the per-login failure count. */
export const signInRateLimit = (app: FastifyInstance) => ({
  rateLimit: { max: app.config.loginRateLimit, timeWindow: '1 minute' },
});
