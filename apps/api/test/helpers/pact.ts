import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, request as httpsRequest, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import selfsigned from 'selfsigned';

/** A self-signed certificate for 127.0.0.1 and localhost, in memory and as PEM files. */
export interface TestCertificate {
  cert: string;
  key: string;
  certFile: string;
  keyFile: string;
}

export async function makeTestCertificate(): Promise<TestCertificate> {
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  const dir = await mkdtemp(path.join(tmpdir(), 'pharmatrace-tls-'));
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  await writeFile(certFile, pems.cert);
  await writeFile(keyFile, pems.private);
  return { cert: pems.cert, key: pems.private, certFile, keyFile };
}

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked by the tests that read them
  json: any;
}

/** One HTTPS call trusting `ca` (the test certificate), as a PACT client makes it. */
export function httpsCall(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; ca: string },
): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      url,
      { method: init.method ?? 'GET', headers: init.headers, ca: init.ca },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/** `Authorization: Basic` of a client id and secret (RFC 6749 §2.3.1). */
export function basicAuth(id: string, secret: string): string {
  return `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;
}

export interface ReceivedEvent {
  authorization: string | undefined;
  contentType: string | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: checked against the PACT schema by the tests
  body: any;
}

/**
 * A requester's PACT host, as the portal calls it back: `/auth/token` (client credentials, one
 * id and secret) and `/3/events` (a bearer token it issued), over HTTPS with the test
 * certificate. Records every event it accepts; `failNext` makes the next events answer 503.
 */
export class PactListener {
  readonly clientId = 'portal-at-requester';
  readonly clientSecret = 'requester-secret-Üñï/+%';
  readonly events: ReceivedEvent[] = [];
  tokensIssued = 0;
  failNext = 0;
  private server: Server | undefined;
  private readonly issued = new Set<string>();
  private waiters: (() => void)[] = [];

  constructor(private readonly certificate: TestCertificate) {}

  async start(): Promise<string> {
    this.server = createServer({ cert: this.certificate.cert, key: this.certificate.key }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        if (req.method === 'POST' && req.url === '/requester/auth/token') {
          if (
            req.headers.authorization !== basicAuth(this.clientId, this.clientSecret) ||
            !body.includes('grant_type=client_credentials')
          ) {
            res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"invalid_client"}');
            return;
          }
          this.tokensIssued += 1;
          const token = `requester-token-${this.tokensIssued}`;
          this.issued.add(token);
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: 3600 }));
          return;
        }
        if (req.method === 'POST' && req.url === '/requester/3/events') {
          const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
          if (!this.issued.has(token)) {
            res
              .writeHead(401, { 'content-type': 'application/json' })
              .end('{"code":"BadRequest","message":"bad token"}');
            return;
          }
          if (this.failNext > 0) {
            this.failNext -= 1;
            res.writeHead(503).end();
            return;
          }
          this.events.push({
            authorization: req.headers.authorization,
            contentType: req.headers['content-type'],
            body: JSON.parse(body),
          });
          res.writeHead(200).end();
          for (const wake of this.waiters.splice(0)) wake();
          return;
        }
        res.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('listener has no port');
    return `https://127.0.0.1:${address.port}/requester`;
  }

  /** The first event received that `match` accepts, waiting for it (up to `ms`). */
  async waitFor(match: (event: ReceivedEvent) => boolean, ms = 20_000): Promise<ReceivedEvent> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.events.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no matching PACT event within ${ms} ms: ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
