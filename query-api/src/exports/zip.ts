import { constants, deflateRawSync } from 'node:zlib';
import { Zip, ZipPassThrough } from 'fflate';

/** A file of the zip: its path inside it, and its text a part at a time (read only when its turn comes). */
export interface ZipMember {
  name: string;
  parts: () => AsyncIterable<string>;
}

/** Quick deflate: the export is read back by programs, and its time goes to compressing, not to the database. */
const LEVEL = 1;
/** The zip method number of deflate. */
const DEFLATE = 8;

/**
 * A zip member deflated by Node's zlib rather than fflate's JavaScript deflate (5× the time for the same bytes,
 * measured on the 20,000-entry export: most of its time). fflate still writes the container and the checksum. Each
 * part is deflated on its own and ends in a sync flush (no final block) until the last one: concatenated, the parts
 * are one valid deflate stream, each starting a fresh window (parts are hundreds of KB, so that costs little).
 */
class NativeZipDeflate extends ZipPassThrough {
  constructor(filename: string) {
    super(filename);
    this.compression = DEFLATE;
  }

  protected override process(chunk: Uint8Array<ArrayBuffer>, final: boolean): void {
    const deflated = deflateRawSync(chunk, { level: LEVEL, finishFlush: final ? constants.Z_FINISH : constants.Z_SYNC_FLUSH });
    this.ondata(null, new Uint8Array(deflated.buffer, deflated.byteOffset, deflated.byteLength), final);
  }
}

/**
 * The zip of `members`, made as it is sent: each member is compressed as its parts are read, one member after the
 * other (fflate holds back a later member's bytes until the earlier one ends, so two open at once would be kept in
 * memory), and the bytes made so far are handed on after each part. Pulling the next chunk is what reads the next
 * part, so a slow client slows the reading rather than filling memory.
 */
export async function* zipBytes(members: AsyncIterable<ZipMember>, mtime: Date): AsyncGenerator<Uint8Array> {
  const made: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else made.push(chunk);
  });
  const encoder = new TextEncoder();
  function* handOn(): Generator<Uint8Array> {
    if (failure) throw failure;
    if (made.length === 0) return;
    const bytes = Buffer.concat(made.splice(0));
    if (bytes.length > 0) yield bytes;
  }
  for await (const member of members) {
    const file = new NativeZipDeflate(member.name);
    file.mtime = mtime;
    zip.add(file);
    for await (const part of member.parts()) {
      if (part.length === 0) continue;
      file.push(encoder.encode(part));
      yield* handOn();
    }
    file.push(new Uint8Array(0), true);
    yield* handOn();
  }
  zip.end();
  yield* handOn();
}
