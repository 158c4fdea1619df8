import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent, request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * The portal's outgoing calls to a customer's PACT host (token, discovery, events). The address
 * is one a client typed, so it is treated as hostile (decision 0033): HTTPS only, loopback,
 * private, link-local and other non-public addresses refused after DNS resolution (so a name
 * that resolves to 169.254.169.254 is refused too) unless PACT_CALLBACK_PRIVATE_NETWORKS allows
 * them, 10 s per call, answers read up to 64 KB, no redirects followed.
 */

const TIMEOUT_MS = 10_000;
const MAX_ANSWER_BYTES = 64 * 1024;

/** Addresses a callback may not reach: RFC 6890 special-purpose ranges, IPv4 and IPv6. */
function nonPublicAddresses(): BlockList {
  const list = new BlockList();
  for (const [net, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ] as const) {
    list.addSubnet(net, prefix, 'ipv4');
  }
  for (const [net, prefix] of [
    ['::', 127],
    ['::ffff:0:0', 96],
    ['64:ff9b::', 96],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
  ] as const) {
    list.addSubnet(net, prefix, 'ipv6');
  }
  return list;
}

export class CallbackAddressError extends Error {}

export interface HttpAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface CallbackHttpOptions {
  /** Extra certificate authorities to trust (PEM), on top of Node's own. */
  ca?: Buffer;
  /** Allow loopback and private addresses (tests; a deployment on a private network). */
  allowPrivateNetworks: boolean;
}

export class CallbackHttp {
  private readonly agent: Agent;
  private readonly blocked = nonPublicAddresses();

  constructor(private readonly options: CallbackHttpOptions) {
    const blocked = this.blocked;
    const allow = options.allowPrivateNetworks;
    this.agent = new Agent({
      keepAlive: false,
      ...(options.ca ? { ca: options.ca } : {}),
      // Every address a name resolves to is checked before the connection is made.
      lookup: (hostname, lookupOptions, callback) => {
        dnsLookup(hostname, { ...lookupOptions, all: true }, (err, addresses) => {
          if (err) return callback(err, '', 4);
          const list = addresses as LookupAddress[];
          const refused =
            !allow && list.some((a) => blocked.check(a.address, a.family === 6 ? 'ipv6' : 'ipv4'));
          if (refused || list.length === 0) {
            return callback(new CallbackAddressError(`${hostname} resolves to a non-public address`), '', 4);
          }
          if (lookupOptions.all)
            return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
          return callback(null, list[0]!.address, list[0]!.family);
        });
      },
    });
  }

  async request(
    url: string,
    init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  ): Promise<HttpAnswer> {
    const target = new URL(url);
    if (target.protocol !== 'https:') throw new CallbackAddressError(`${url} is not an https:// address`);
    const host = target.hostname.replace(/^\[|\]$/g, '');
    // An address literal is never looked up: check it here.
    const family = isIP(host);
    if (family !== 0 && !this.options.allowPrivateNetworks) {
      if (this.blocked.check(host, family === 6 ? 'ipv6' : 'ipv4')) {
        throw new CallbackAddressError(`${host} is not a public address`);
      }
    }
    return new Promise<HttpAnswer>((resolve, reject) => {
      const req = httpsRequest(
        target,
        {
          method: init.method,
          agent: this.agent,
          headers: {
            accept: 'application/json',
            ...init.headers,
            ...(init.body !== undefined ? { 'content-length': Buffer.byteLength(init.body) } : {}),
          },
          timeout: TIMEOUT_MS,
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES) {
              res.destroy();
              return;
            }
            chunks.push(chunk);
          });
          res.on('close', () =>
            resolve({
              status: res.statusCode ?? 0,
              contentType: String(res.headers['content-type'] ?? ''),
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () =>
        req.destroy(new Error(`no answer from ${target.host} within ${TIMEOUT_MS} ms`)),
      );
      req.on('error', reject);
      req.end(init.body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
