import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { serverMessages } from '@pharmatrace/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Seconds a caller refused during shutdown is told to wait (the time a restart takes). */
const RETRY_AFTER_SECONDS = 5;
const closingAnswer = JSON.stringify({
  message: serverMessages.serviceUnavailable,
  code: 'SERVICE_UNAVAILABLE',
});

/**
 * The requests whose handlers are still running. A client that hangs up does not stop its
 * handler (a submission goes on to commit), so the server closing its last connection is not
 * the end of the work: `app.close()` waits for this count too before the database closes.
 */
export class InFlightRequests {
  private readonly running = new WeakSet<FastifyRequest>();
  private count = 0;
  private idle: (() => void)[] = [];

  started(request: FastifyRequest): void {
    this.running.add(request);
    this.count++;
  }

  /** Called at each of the request's last steps; counts once. */
  finished(request: FastifyRequest): void {
    if (!this.running.delete(request)) return;
    this.count--;
    if (this.count === 0) for (const resolve of this.idle.splice(0)) resolve();
  }

  get size(): number {
    return this.count;
  }

  /** Resolves once no handler runs. */
  settled(): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }
}

/**
 * How the server stops (issue #22): `app.close()` stops accepting connections and closes the
 * idle keep-alive ones at once (Node's `server.close()`), while the requests in flight finish.
 * - Their answers say `Connection: close`, and every connection that falls idle while closing
 *   is closed at once: without this a keep-alive client kept the server waiting until its
 *   keep-alive timeout, past the shutdown deadline.
 * - A request arriving after the close began (a keep-alive client that sent before it saw the
 *   close) gets 503 with `Retry-After` and `Connection: close`, before any of its work runs:
 *   safe to send again. Fastify's own 503 (`return503OnClosing`, turned off in app.ts) has
 *   neither our error body nor `Retry-After`.
 * - The app's onClose hook waits for `requests.settled()` before it closes anything the
 *   handlers use (docs/architecture.md 'Stopping').
 */
async function gracefulClosePlugin(app: FastifyInstance, { requests }: { requests: InFlightRequests }) {
  let closing = false;
  keepAnswersBeingSent(app);
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Registered before every other hook, so it runs first (the route's requireAuth comes after).
  app.addHook('onRequest', async (request, reply) => {
    if (closing) {
      // Sent as text: a route's own 503 schema (health's) must not reshape or refuse it.
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .header('connection', 'close')
        .type('application/json; charset=utf-8')
        .send(closingAnswer);
    }
    requests.started(request);
  });
  // The handler (or a hook, or the error handler) has its answer: its work is done.
  app.addHook('onSend', async (request, reply, payload) => {
    requests.finished(request);
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    requests.finished(request);
    // An answer whose headers went out before the close began (a download) said keep-alive:
    // its connection is idle now, and nothing else would close it.
    if (closing) app.server.closeIdleConnections();
  });
}

/** The answer Node is writing on a connection, if any (an http.Server keeps it on the socket). */
export function answerOn(socket: Socket): ServerResponse | undefined {
  return (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage ?? undefined;
}

/**
 * Issue #35 'a slow reader of a large answer lost its tail': Node's `closeIdleConnections()`
 * (called by `server.close()`, by Fastify's close and by the hook above) counts a connection idle
 * once its request is read and its answer has been handed over whole (`res.end(body)`, which is
 * how every JSON answer goes out), even while most of that answer still waits in the
 * connection's buffer for a reader that reads slowly; destroying the socket then drops the tail.
 * The connections whose answer is still being written are left alone here: once it has gone
 * (its 'finish'), the hook above closes them.
 */
function keepAnswersBeingSent(app: FastifyInstance): void {
  const server = app.server;
  if (typeof server.closeIdleConnections !== 'function') return;
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const closeIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => {
    // Node skips a connection whose answer is not `finished`: those still being written are
    // presented so for the length of the call (synchronous), and restored after it.
    const beingSent: ServerResponse[] = [];
    for (const socket of sockets) {
      const answer = answerOn(socket);
      if (answer?.finished && !answer.writableFinished) beingSent.push(answer);
    }
    for (const answer of beingSent) (answer as { finished: boolean }).finished = false;
    try {
      closeIdle();
    } finally {
      for (const answer of beingSent) (answer as { finished: boolean }).finished = true;
    }
  };
}

export default fp(gracefulClosePlugin, { name: 'graceful-close' });
