import fs from 'node:fs';
import path from 'node:path';

/** Every file under `root` as a relative path with `/` separators, in name order; nothing when `root` does not exist. */
export async function* uploadFiles(root: string, dir = ''): AsyncGenerator<string> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(path.join(root, dir), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* uploadFiles(root, relative);
    else if (entry.isFile()) yield relative;
  }
}
