// Session tokens: HS256 JWTs with the user (sub), the company (emp), the user's session version
// (ver) and a random id (jti) to revoke.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Config } from '../config';

export interface IssuedToken {
  token: string;
  tokenId: string;
  expiresAt: Date;
}

export interface VerifiedToken {
  userId: number;
  empresaId: number;
  /** The user's session version when the token was issued; the session ends when it is raised. */
  sessionVersion: number;
  tokenId: string;
  expiresAt: Date;
}

const key = (config: Config) => new TextEncoder().encode(config.jwtSecret);

export async function issueToken(
  config: Config,
  userId: number,
  empresaId: number,
  sessionVersion = 0,
): Promise<IssuedToken> {
  const tokenId = randomUUID();
  const now = Math.floor(Date.now() / 1000);
  const exp = now + config.tokenTtlSeconds;
  const token = await new SignJWT({ emp: empresaId, ver: sessionVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setJti(tokenId)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(key(config));
  return { token, tokenId, expiresAt: new Date(exp * 1000) };
}

/**
 * Tokens whose signature was checked, by their text, per secret: a session sends the same token
 * on every request, and the signature check (an HMAC through WebCrypto) is the costliest part
 * of authenticating one. The claims of a given text never change; expiry and the session's
 * state are checked on every request all the same (session.ts).
 */
const verified = new WeakMap<Config, Map<string, VerifiedToken>>();
const MAX_VERIFIED = 10_000;

/** The token's claims, or undefined for anything forged, expired or malformed. */
export async function verifyToken(config: Config, token: string): Promise<VerifiedToken | undefined> {
  let known = verified.get(config);
  if (!known) verified.set(config, (known = new Map()));
  const cached = known.get(token);
  if (cached) return cached.expiresAt.getTime() > Date.now() ? cached : undefined;
  const claims = await checkToken(config, token);
  if (claims) {
    if (known.size >= MAX_VERIFIED) known.delete(known.keys().next().value!);
    known.set(token, claims);
  }
  return claims;
}

async function checkToken(config: Config, token: string): Promise<VerifiedToken | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(config), { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    const empresaId = payload.emp;
    if (!Number.isInteger(userId) || typeof empresaId !== 'number' || !Number.isInteger(empresaId)) return;
    if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return;
    // Tokens issued before versions existed carry none: they count as the first version, so they
    // end with the user's first password change like any other.
    const sessionVersion = payload.ver ?? 0;
    if (typeof sessionVersion !== 'number' || !Number.isInteger(sessionVersion)) return;
    return {
      userId,
      empresaId,
      sessionVersion,
      tokenId: payload.jti,
      expiresAt: new Date(payload.exp * 1000),
    };
  } catch {
    return undefined;
  }
}
