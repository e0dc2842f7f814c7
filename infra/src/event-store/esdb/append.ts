import { BACKWARDS, NO_STREAM, WrongExpectedVersionError } from '@eventstore/db-client';
import { randomUUID } from 'node:crypto';
import { checkExpectedRevision } from '../append-checks.ts';
import { WrongExpectedRevisionError, type ExpectedRevision, type MultiAppendResult, type NewEvent, type Position, type StreamAppend } from '../port.ts';
import { BatchAbortedError } from './batch.ts';
import { batchOf, toEventData, toRecorded } from './codec.ts';
import { readRaw, type EsdbReader } from './reads.ts';

/** Events read per page while looking back over a stream's hidden tail for its last visible event. */
const TAIL_PAGE = 32;
/** How long an 'any' append waits before looking again at a stream whose last part is undecided. */
const UNDECIDED_RETRY_MS = 20;

interface StreamTail {
  /** ESDB revision of the stream's last event, visible or not. */
  esdbLast: bigint | 'no_stream';
  /** Port revision of its last visible event. */
  visibleLast: number | 'no_stream';
  /** The last event is the part of a batch not decided yet. */
  undecided: boolean;
}

/**
 * A stream's tail. Every append here lands right after a tail that was decided when read (the ESDB expected
 * revision is the one read), so only a stream's last append can be undecided, and every event before it has its
 * final port revision: looking back from the end finds the last visible one.
 */
async function readTail({ client, outcomes }: EsdbReader, streamId: string): Promise<StreamTail> {
  let esdbLast: bigint | 'no_stream' = 'no_stream';
  let undecidedBatch: string | null = null;
  let from: bigint | 'end' = 'end';
  for (;;) {
    const page = await readRaw(client, streamId, from, BACKWARDS, TAIL_PAGE);
    for (const raw of page) {
      const visibility = await outcomes.visibility(raw);
      if (esdbLast === 'no_stream') {
        esdbLast = raw.revision;
        if (visibility === 'undecided') undecidedBatch = batchOf(raw);
      }
      if (visibility === 'visible') return { esdbLast, visibleLast: toRecorded(raw).revision, undecided: undecidedBatch !== null };
    }
    const last = page.at(-1);
    if (!last || page.length < TAIL_PAGE || last.revision === 0n) return { esdbLast, visibleLast: 'no_stream', undecided: undecidedBatch !== null };
    from = last.revision - 1n;
  }
}

const holds = (expected: ExpectedRevision, visibleLast: number | 'no_stream'): boolean =>
  expected === 'any' || expected === visibleLast;

export interface AppendedPart {
  revision: number;
  position: Position;
}

/**
 * Appends one stream's events after the port's expected revision, as part of `batch` when given. The port revision
 * is checked against the stream's visible events; ESDB then checks that nothing was appended since they were read
 * (its expected revision is the raw tail's), and when something was, the stream is read again. A stream whose last
 * part is undecided is held by a decision in flight: a checked append, or any part of a batch, fails as a
 * conflict (the command pipeline decides again); a plain 'any' append waits for the outcome.
 */
export async function appendPart(
  reader: EsdbReader, streamId: string, events: NewEvent[], expected: ExpectedRevision, marks: { storedAt: Date; batch?: string },
): Promise<AppendedPart> {
  checkExpectedRevision(expected);
  for (;;) {
    const tail = await readTail(reader, streamId);
    // A batch's own 'any' part does not wait: two batches waiting for each other would hold both until settled.
    if (tail.undecided && expected === 'any' && marks.batch === undefined) {
      await new Promise((resolve) => setTimeout(resolve, UNDECIDED_RETRY_MS));
      continue;
    }
    if (tail.undecided || !holds(expected, tail.visibleLast)) throw new WrongExpectedRevisionError(streamId, expected, tail.visibleLast);
    const firstRevision = tail.visibleLast === 'no_stream' ? 0 : tail.visibleLast + 1;
    let next: bigint;
    try {
      const result = await reader.client.appendToStream(streamId, events.map((e, i) => toEventData(e, i, { ...marks, firstRevision })), {
        expectedRevision: tail.esdbLast === 'no_stream' ? NO_STREAM : tail.esdbLast, requiresLeader: true,
      });
      next = result.nextExpectedRevision;
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) continue;
      throw error;
    }
    // The position of the last event appended, read back rather than taken from the append's answer: that answer
    // may name the position of the append's commit, and the port promises the last event's own position.
    const [last] = await readRaw(reader.client, streamId, next, BACKWARDS, 1);
    if (!last || last.revision !== next) throw new Error(`The event just appended to ${streamId} at revision ${next} cannot be read`);
    return { revision: firstRevision + events.length - 1, position: toRecorded(last).position };
  }
}

/**
 * appendMulti over several streams (the protocol: batch.ts). Atomic because each part is visible exactly when the
 * batch's one recorded outcome is BatchCommitted, and the writer records that only after every part was appended
 * with its expectation met; a part whose expectation fails makes the writer record BatchAborted.
 */
export async function appendBatch(reader: EsdbReader, writes: readonly StreamAppend[], storedAt: Date): Promise<MultiAppendResult> {
  const batch = randomUUID();
  await reader.outcomes.open(batch, writes.map((w) => w.streamId));
  const revisions = new Map<string, number>();
  let position: Position | null = null;
  try {
    for (const write of writes) {
      const part = await appendPart(reader, write.streamId, write.events, write.expectedRevision, { storedAt, batch });
      revisions.set(write.streamId, part.revision);
      position = part.position;
    }
  } catch (error) {
    // When even this fails, readers settle the batch as aborted once it outlives the settle bound.
    await reader.outcomes.decide(batch, 'aborted').catch(() => undefined);
    throw error;
  }
  if (await reader.outcomes.decide(batch, 'committed') !== 'committed') throw new BatchAbortedError(batch);
  if (!position) throw new RangeError('appendMulti needs events for every stream');
  return { position, revisions, storedAt };
}
