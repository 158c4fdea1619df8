import pg from 'pg';

/**
 * What a subscriber to a notification channel hears: each payload, and whether delivery can be
 * trusted right now. `up(false)` means notifications may be missed from now on (the connection
 * is lost, the embedded engine is restarting); `up(true)` comes once listening again, after
 * which nothing sent is missed. Whatever was learned from the channel before an `up(false)`
 * must be considered stale.
 */
export interface NotificationHandlers {
  message(payload: string): void;
  up(listening: boolean): void;
}

/** Stops listening; no handler is called afterwards. */
export type StopListening = () => Promise<void>;

/** A channel name is interpolated into LISTEN: only plain identifiers are accepted. */
export function assertChannelName(channel: string): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad notification channel name: ${channel}`);
}

const HEARTBEAT_MS = 1_000;
const HEARTBEAT_TIMEOUT_MS = 2_000;
const RECONNECT_MAX_MS = 5_000;

/**
 * LISTEN on a PostgreSQL server through a connection of its own (a pooled connection cannot
 * listen: it goes back to the pool). A lost connection reports `up(false)` at once and is
 * reconnected with backoff. A connection can also die silently (a cable, a firewall dropping
 * idle flows): a heartbeat query every second that does not answer within two seconds counts as
 * lost, so subscribers never go on trusting a channel that no longer delivers.
 */
export async function listenOnServer(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
  onError: (err: Error) => void = () => {},
): Promise<StopListening> {
  assertChannelName(channel);
  let stopped = false;
  let client: pg.Client | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let retry: NodeJS.Timeout | null = null;
  let failures = 0;

  const lost = (conn: pg.Client, err?: Error) => {
    if (client !== conn) return;
    client = null;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    handlers.up(false);
    if (err) onError(err);
    conn.end().catch(() => {});
    schedule();
  };

  const schedule = () => {
    if (stopped || retry) return;
    const delay = Math.min(RECONNECT_MAX_MS, 100 * 2 ** failures);
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, delay);
    retry.unref();
  };

  const connect = async (): Promise<void> => {
    if (stopped) return;
    const conn = new pg.Client({
      connectionString,
      application_name: 'pharmatrace-session-revocations',
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    conn.on('error', (err) => lost(conn, err));
    conn.on('end', () => lost(conn));
    conn.on('notification', (n) => {
      if (client === conn && n.channel === channel && n.payload !== undefined) handlers.message(n.payload);
    });
    client = conn;
    try {
      await conn.connect();
      await conn.query(`LISTEN ${channel}`);
    } catch (err) {
      failures++;
      lost(conn, err as Error);
      return;
    }
    if (stopped || client !== conn) {
      await conn.end().catch(() => {});
      return;
    }
    failures = 0;
    heartbeat = setInterval(() => {
      const timer = setTimeout(
        () => lost(conn, new Error('notification channel heartbeat timed out')),
        HEARTBEAT_TIMEOUT_MS,
      );
      conn.query('select 1').then(
        () => clearTimeout(timer),
        (err: Error) => {
          clearTimeout(timer);
          lost(conn, err);
        },
      );
    }, HEARTBEAT_MS);
    heartbeat.unref();
    handlers.up(true);
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    if (heartbeat) clearInterval(heartbeat);
    const conn = client;
    client = null;
    await conn?.end().catch(() => {});
  };
}
