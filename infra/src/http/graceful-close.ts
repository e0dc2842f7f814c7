import type { FastifyInstance } from 'fastify';

/** Whether the server is draining: read by anything that must answer differently meanwhile (readiness). */
export interface DrainState {
  readonly draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once close has begun (graceful-close.ts): the server finishes what it has and takes nothing new. */
    drain: DrainState;
  }
}

/**
 * Lets the server be restarted without failing a request (issue 30's rolling restarts behind nginx). Once close
 * begins, answers still on their way go out with `Connection: close`, so a kept-alive client opens its next
 * request elsewhere instead of finding this socket gone; the listening socket is closed (new connections are
 * refused, and the proxy picks another instance); open event streams end (their preClose hooks); requests in flight
 * finish. Whatever still runs after `timeoutMs` is cut off, so a stuck client cannot hold a restart forever.
 */
export function registerGracefulClose(app: FastifyInstance, timeoutMs: number): void {
  const state = { draining: false };
  app.decorate('drain', state as DrainState);
  app.addHook('onSend', async (_request, reply) => {
    if (state.draining) reply.header('connection', 'close');
  });
  app.addHook('preClose', (done) => {
    state.draining = true;
    const cutOff = setTimeout(() => app.server.closeAllConnections(), timeoutMs);
    cutOff.unref();
    app.server.once('close', () => clearTimeout(cutOff));
    done();
  });
}
