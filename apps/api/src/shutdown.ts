import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client';
import { answerOn } from './plugins/graceful-close';

/** After the deadline's cut, how long closing the rest may take before the process just exits. */
const HARD_STOP_MS = 5_000;

export interface ShutdownOptions {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** How long requests in flight may take to finish before their connections are cut. */
  timeoutMs: number;
}

/**
 * Stops the process on SIGTERM (an orchestrator, `docker stop`) or SIGINT (Ctrl-C), issue #22:
 * 1. `app.close()`: no new connections; idle keep-alive connections close at once; requests in
 *    flight finish and their connections close behind them (plugins/graceful-close.ts); then the
 *    app's onClose hooks stop the notification listeners, the mail outbox worker, the upload
 *    sweeper, the purges, the file store and the Redis limiters.
 * 2. The database closes (PGlite writes its files and stops; the PostgreSQL pool ends).
 * 3. Exit 0.
 * A request still running at the deadline, or a second signal, has its connection cut; the
 * database still closes, and the exit code is 1 so that the cut shows.
 *
 * An answer is sent whole or not at all (issue #35): the process exits only once every
 * connection has closed, so that an answer still being written (a slow reader of a large one)
 * is not cut by the exit; at the deadline, only the connections whose answer has not begun are
 * cut, an answer being written gets until the hard stop, and an exit with any connection still
 * open is exit 1, as is one where an answer ended before it was whole (its reader hung up): the
 * exit code says whether everything in flight finished. Node's own closing of idle connections would destroy a
 * connection whose answer is handed over but not yet written (plugins/graceful-close.ts keeps
 * those). The deadline holds because no request's work blocks the event loop (the
 * CPU-heavy work runs in worker threads, lib/cpu-pool.ts).
 */
export function stopOnSignals({ app, database, timeoutMs }: ShutdownOptions): void {
  let stopping = false;
  let cut = false;
  // Every open connection, to cut the ones whose answer has not begun and to wait for the others.
  const sockets = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // Answers cut while stopping (their reader hung up, or the deadline cut them): the exit code
  // says so. Node emits 'finish' on a cut answer too, its socket then destroyed; 'close' without
  // 'finish' is an answer that began and never ended.
  let unfinished = 0;
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    let finished = false;
    // Before every other listener: the graceful close's own (Fastify's onResponse) closes the
    // connection of a whole answer, which must not read as a cut one here.
    response.prependOnceListener('finish', () => {
      finished = true;
      if (stopping && request.socket.destroyed) unfinished++;
    });
    response.once('close', () => {
      if (stopping && !finished && response.headersSent) unfinished++;
    });
  });
  let allClosed: (() => void) | undefined;
  const closedOne = () => {
    if (sockets.size === 0) allClosed?.();
  };
  const cutConnections = (reason: string) => {
    if (cut) return;
    cut = true;
    app.log.error({ reason }, 'shutdown: cutting the connections of requests still running');
    for (const socket of sockets) {
      // Node's answer on this connection, if one is under way (ServerResponse keeps it there).
      if (!answerOn(socket)?.headersSent) socket.destroy();
    }
    // A handler stuck in a query, or a reader that never reads, would hold the exit forever.
    setTimeout(() => {
      app.log.error({ open: sockets.size }, 'shutdown: still not closed, exiting');
      process.exit(1);
    }, HARD_STOP_MS).unref();
  };

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return cutConnections(`second ${signal}`);
    stopping = true;
    const started = Date.now();
    app.log.info({ signal }, 'shutting down: finishing the requests in flight');
    const deadline = setTimeout(() => cutConnections(`deadline of ${timeoutMs} ms`), timeoutMs);
    deadline.unref();
    // Bytes already received when the signal came are read in the next turn of the event loop
    // (the embedded database may have kept it busy): let them become requests in flight rather
    // than be reset with the idle connections. Two turns: an immediate queued now runs before
    // the next poll for I/O, its successor after it.
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    let code = 0;
    try {
      await app.close();
    } catch (err) {
      app.log.error({ err }, 'shutdown: closing the server failed');
      code = 1;
    }
    try {
      await database.close();
    } catch (err) {
      app.log.error({ err }, 'shutdown: closing the database failed');
      code = 1;
    }
    // An answer handed to its connection may still be in the connection's buffer (a slow reader):
    // the exit would drop its tail. Wait for every connection to close (the deadline cuts the rest).
    if (sockets.size > 0) {
      app.log.info({ open: sockets.size }, 'shutdown: waiting for answers still being sent');
      for (const socket of sockets) socket.once('close', closedOne);
      await new Promise<void>((resolve) => {
        allClosed = resolve;
        closedOne();
      });
    }
    clearTimeout(deadline);
    if (unfinished > 0) app.log.error({ unfinished }, 'shutdown: answers ended before they were whole');
    if (cut || unfinished > 0) code = 1;
    app.log.info({ ms: Date.now() - started, code }, 'shutdown complete: database closed');
    process.exit(code);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
