import type { Algorithm } from '@node-rs/argon2';

/** The native hashing module, loaded on the first password: not at every start, which never needs it. */
let argon2: Promise<typeof import('@node-rs/argon2')> | null = null;
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'));

/** Argon2id with OWASP's recommended minimum (19 MiB, 2 iterations, 1 lane). */
// The package's Algorithm is an ambient const enum (not importable as a value here); 2 is its Argon2id.
const OPTIONS = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  return (await loadArgon2()).hash(password, OPTIONS);
}

// Verified against when the user does not exist, so a wrong username takes as long as a wrong password.
let dummy: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    dummy ??= hashPassword('not-a-real-password-but-the-same-cost');
    await (await loadArgon2()).verify(await dummy, password).catch(() => false);
    return false;
  }
  return (await loadArgon2()).verify(passwordHash, password).catch(() => false);
}
