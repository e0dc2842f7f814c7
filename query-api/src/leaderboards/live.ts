import type { FastifyInstance } from 'fastify';
import { LEADERBOARD_LIVE_PATH, LIVE_EVENTS, LIVE_KEEPALIVE_MS } from '@inkpace/contracts/api/leaderboard-standings';
import { uuidParam } from '@inkpace/contracts/api/route';
import { DomainError } from '@inkpace/contracts/errors';
import { messages } from '@inkpace/contracts/messages';
import { LiveStreams, resolveCaller } from '@inkpace/infra/http';
import { boardLiveState, boardPageVersion } from '@inkpace/projector/progress';
import type { QueryDeps } from '../deps.ts';
import { asMember } from './access.ts';
import { BoardLiveHub } from './live-hub.ts';

const event = (version: string): string => `event: ${LIVE_EVENTS.standings}\ndata: ${JSON.stringify({ version })}\n\n`;
const removedEvent = `event: ${LIVE_EVENTS.removed}\ndata: {}\n\n`;
/**
 * The last words of a stream its server ends (a restart): EventSource reconnects after an end like after a network
 * error, and soon, since the proxy has another instance for it, and the page reloads the board on reconnecting.
 */
const closingNotice = 'retry: 250\n: this server is closing: reconnect\n\n';

/**
 * GET /api/v1/leaderboard/{uuid}/live: a member's server-sent event stream of the board's versions. The first event
 * carries the version as it is now; each later one a version the board moved to (woken by the projections'
 * notifications, so it works whichever query process the page is connected to). A viewer who is no longer a member
 * is told so (`removed`) and the stream ends: they hear nothing more of the board. Refusals answer like any route.
 */
export function registerLiveBoardStream(app: FastifyInstance, deps: QueryDeps): void {
  if (!deps.boardChanges) return;
  const hub = new BoardLiveHub(deps.boardChanges, (boardId, userIds) => boardLiveState(deps.db, boardId, userIds), (error) => app.log.warn({ err: error }, 'board version read failed'));
  const streams = new Set<(last?: string) => void>();
  const places = new LiveStreams(deps.limits, deps.clock, (error) => app.log.warn({ err: error }, 'live stream count failed'));
  // Open streams would hold the server open forever: end them when it closes.
  app.addHook('preClose', (done) => {
    for (const end of [...streams]) end(closingNotice);
    hub.close();
    done();
  });

  app.route({
    method: 'GET',
    url: LEADERBOARD_LIVE_PATH,
    config: { budget: 'api', access: 'user' },
    handler: async (request, reply) => {
      const caller = await resolveCaller(request, 'user', deps.auth);
      if (!caller) throw new DomainError('NOT_LOGGED_IN', messages.errors.notLoggedIn);
      const params = uuidParam('uuid').safeParse(request.params);
      if (!params.success) throw new DomainError('VALIDATION_FAILED', messages.validation.id);
      const { view } = await asMember(deps, params.data.uuid, caller.userId);
      const boardId = view.board.id;
      const current = await boardPageVersion(deps.db, { id: boardId });
      // Each open stream holds a connection: a writer gets LIVE_STREAMS_PER_WRITER at once, then a 429.
      const place = await places.open(caller.userId);

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise hold events back in their buffers.
        'x-accel-buffering': 'no',
      });
      res.write(`retry: 3000\n${event(current)}`);
      const unsubscribe = hub.subscribe(boardId, current, {
        userId: caller.userId,
        send: (version) => res.write(event(version)),
        removed: () => {
          res.write(removedEvent);
          end();
        },
      });
      const keepalive = setInterval(() => res.write(': keepalive\n\n'), LIVE_KEEPALIVE_MS);
      function end(last?: string): void {
        clearInterval(keepalive);
        unsubscribe();
        place.close();
        streams.delete(end);
        if (!res.writableEnded) res.end(last);
      }
      streams.add(end);
      request.raw.on('close', () => end());
      // A client gone before the listener was added would otherwise keep its place (and timers) for good.
      if (request.raw.destroyed) end();
    },
  });
}
