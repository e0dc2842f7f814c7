import { RebuildInProgressError, rebuildProjections, type RebuildProjectionsOptions } from './rebuild.ts';

/**
 * Rebuilds the named projections together, in one pass over the log (rebuildProjections), at most `room` at a time:
 * each pins a connection of the pool for its whole rebuild, and the pool must keep some for reading the log and for
 * the live batches. A projection that another session is already rebuilding is left to that rebuild (it catches up to
 * the head before it swaps, so it serves this request too) and the others go ahead without it; a lone one still fails.
 */
export async function rebuildGroup<T extends readonly unknown[]>(
  options: RebuildProjectionsOptions<T> & { names: readonly string[] },
  room: number,
): Promise<void> {
  const size = Math.max(1, room);
  for (let at = 0; at < options.names.length; at += size) {
    let left = options.names.slice(at, at + size);
    for (;;) {
      try {
        await rebuildProjections({ ...options, names: left });
        break;
      } catch (error) {
        if (!(error instanceof RebuildInProgressError) || left.length === 1 || !left.includes(error.projection)) throw error;
        options.log.info({ projection: error.projection }, error.message);
        left = left.filter((n) => n !== error.projection);
      }
    }
  }
}
