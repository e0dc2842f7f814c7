import { createHash } from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { BackupFileError, MANIFEST_MEMBER, manifestSchema, type BackupManifest } from './format.ts';
import { readTar, TarFormatError, type TarMember } from './tar.ts';

/** A manifest larger than this is not one of ours (it lists members, a few hundred bytes each). */
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;

/** Reads the backup's members in order; damage of any kind becomes a BackupFileError naming the file. */
export async function readBackup(file: string, onMember: (member: TarMember, chunks: AsyncIterable<Buffer>) => Promise<void>): Promise<void> {
  const input = fs.createReadStream(file).pipe(zlib.createGunzip());
  try {
    await readTar(input, onMember);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupFileError(`${file}: no such file`);
    if (error instanceof TarFormatError || code?.startsWith('Z_')) {
      throw new BackupFileError(`${file} is damaged or truncated (${(error as Error).message}); nothing was restored`);
    }
    throw error;
  } finally {
    input.destroy();
  }
}

/**
 * Reads the whole file once and checks it before a restore touches anything: a manifest of this format, last, and
 * every member it lists present with its size and sha256, and nothing else. Returns the manifest.
 */
export async function verifyBackup(file: string): Promise<BackupManifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | null = null;
  await readBackup(file, async (member, chunks) => {
    if (manifestText !== null) throw new BackupFileError(`${file} has members after its manifest; nothing was restored`);
    const hash = createHash('sha256');
    const held: Buffer[] = [];
    for await (const chunk of chunks) {
      hash.update(chunk);
      if (member.name === MANIFEST_MEMBER && member.size <= MANIFEST_MAX_BYTES) held.push(chunk);
    }
    if (member.name === MANIFEST_MEMBER) manifestText = Buffer.concat(held).toString('utf8');
    else seen.set(member.name, { size: member.size, sha256: hash.digest('hex') });
  });
  if (manifestText === null) throw new BackupFileError(`${file} is not an Inkpace backup, or it is truncated: it has no manifest`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestText);
  } catch {
    throw new BackupFileError(`${file} has a damaged manifest; nothing was restored`);
  }
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success) throw new BackupFileError(`${file} is not a backup this version of Inkpace can read (format or version differs)`);
  for (const [name, expected] of Object.entries(manifest.data.members)) {
    const found = seen.get(name);
    if (!found) throw new BackupFileError(`${file} lacks ${name}, which its manifest lists; nothing was restored`);
    if (found.size !== expected.size || found.sha256 !== expected.sha256) {
      throw new BackupFileError(`${file}: ${name} does not match its checksum; nothing was restored`);
    }
    seen.delete(name);
  }
  const extra = seen.keys().next();
  if (!extra.done) throw new BackupFileError(`${file} holds ${extra.value}, which its manifest does not list; nothing was restored`);
  return manifest.data;
}
