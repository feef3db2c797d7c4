// Password hashing with argon2id (OWASP parameters: 19 MiB, 2 passes, 1 lane).
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string): Promise<string> => hash(plain, options);

export const verifyPassword = async (stored: string, plain: string): Promise<boolean> => {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
};

/** A fixed hash verified when the user does not exist, so both paths cost the same time. */
let dummyHash: Promise<string> | undefined;
export const burnVerification = async (plain: string) => {
  dummyHash ??= hashPassword('no-such-user-password');
  await verifyPassword(await dummyHash, plain);
};
