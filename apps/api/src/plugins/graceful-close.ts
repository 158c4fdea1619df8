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

export default fp(gracefulClosePlugin, { name: 'graceful-close' });
