import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Argon2id with OWASP's recommended minimum (19 MiB, 2 iterations, 1 lane). */
// The package's Algorithm is an ambient const enum (not importable as a value here); 2 is its Argon2id.
const OPTIONS = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified against when the user does not exist, so a wrong username takes as long as a wrong password.
let dummy: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    dummy ??= hashPassword('not-a-real-password-but-the-same-cost');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
