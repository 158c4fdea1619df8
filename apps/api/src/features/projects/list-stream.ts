import { Readable } from 'node:stream';

/**
 * A body sent while it is still being read (issue #28, decision 0046): `read` calls `emit` with
 * each piece of the answer, in order, as soon as it has it.
 *
 * The promise settles once the *first* piece is there, so that the caller sends its status and
 * headers only then: an error before that (the database down, a bad query) rejects it, and the
 * route still answers a clean 4xx/5xx JSON error. The rest is pushed as it comes, without
 * waiting for the client to take it (the pieces are at most the whole answer, which the
 * non-streamed answer holds in memory anyway), so that `read` (and its database transaction)
 * never lasts longer because of a slow client.
 *
 * An error after the first piece can no longer change the status: the stream is destroyed with
 * it, Fastify logs it and closes the connection without the chunked body's last chunk, so the
 * client sees a failed request (a network error, a JSON that does not parse), never a shorter
 * list with a 200 taken for the whole one.
 */
export function streamWhileReading(
  read: (emit: (piece: string | Buffer) => void) => Promise<void>,
): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const body = new Readable({ read() {} });
    let started = false;
    const emit = (piece: string | Buffer) => {
      body.push(piece);
      if (!started) {
        started = true;
        resolve(body);
      }
    };
    read(emit).then(
      () => {
        body.push(null);
        // Nothing emitted (an empty read): an empty body, sent as soon as the read ends.
        if (!started) resolve(body);
      },
      (error: unknown) => {
        if (started) body.destroy(error instanceof Error ? error : new Error(String(error)));
        else reject(error);
      },
    );
  });
}
