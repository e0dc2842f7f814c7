import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { SystemUser } from './system-user.ts';

/** The superuser password every embedded cluster had before each install got its own; kept to move those over. */
export const LEGACY_PASSWORD = 'postgres';

/** Where a cluster's superuser password is kept: beside the cluster's folder (`$DATA_DIR/pg` → `$DATA_DIR/pg-password`). */
export function passwordFileFor(clusterDir: string): string {
  return `${clusterDir}-password`;
}

/**
 * The cluster's superuser password, made (random) on first use. The file is readable by its owner only; as root
 * that owner is the postgres system user, since initdb, which runs as that user, reads the password from it.
 */
export function loadOrCreatePassword(file: string, owner: SystemUser | null): string {
  const existing = readPassword(file);
  if (existing) return existing;
  const password = randomBytes(24).toString('hex');
  const draft = `${file}.${process.pid}.new`;
  fs.rmSync(draft, { force: true });
  fs.writeFileSync(draft, `${password}\n`, { mode: 0o600, flag: 'wx' });
  if (owner) fs.chownSync(draft, owner.uid, owner.gid);
  try {
    fs.linkSync(draft, file); // a link, not a rename: never replaces a password another process wrote meanwhile
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  // Ours, or the one the other process (say the CLI beside a starting app) wrote first.
  const kept = readPassword(file);
  if (!kept) throw new Error(`${file} disappeared while it was being written`);
  return kept;
}

function readPassword(file: string): string | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  // Ours to keep private, even if its mode was loosened since.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  const password = text.trim();
  if (!password) throw new Error(`${file} holds no password: restore it from a backup (or delete it if the cluster still has the old default password)`);
  return password;
}
