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
    ['64:ff9b::', 96],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
  ] as const) {
    list.addSubnet(net, prefix, 'ipv6');
  }
  return list;
}

/**
 * ::/96 (IPv4-compatible, ::127.0.0.1 or ::169.254.169.254, which some stacks still route to IPv4:
 * issue #35) and ::ffff:0:0/96 (IPv4-mapped): no public host is reached by either. Their own list,
 * checked for IPv6 addresses only: BlockList matches an IPv4 address against these IPv6 rules (as
 * ::a.b.c.d and ::ffff:a.b.c.d), so in the shared list ::ffff:0:0/96 refused every IPv4 address,
 * public ones included.
 */
const ipv4InIpv6 = new BlockList();
ipv4InIpv6.addSubnet('::', 96, 'ipv6');
ipv4InIpv6.addSubnet('::ffff:0:0', 96, 'ipv6');

/** Whether an address is one a callback may not reach. */
function isNonPublic(blocked: BlockList, address: string, family: number): boolean {
  if (family === 6 && ipv4InIpv6.check(address, 'ipv6')) return true;
  return blocked.check(address, family === 6 ? 'ipv6' : 'ipv4');
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
          const refused = !allow && list.some((a) => isNonPublic(blocked, a.address, a.family));
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

  /**
   * Refuses, when a connection is created, a callback address that could never be called: not
   * https, or a literal or a name that resolves to a non-public address (issue #35: loopback and
   * metadata addresses were accepted, then retried for hours). A name that does not resolve yet
   * is let through: the outbox tries it later. Nothing to refuse when private networks are allowed.
   */
  async assertPublicUrl(url: string): Promise<void> {
    const target = new URL(url);
    if (target.protocol !== 'https:') throw new CallbackAddressError(`${url} is not an https:// address`);
    if (this.options.allowPrivateNetworks) return;
    const host = target.hostname.replace(/^\[|\]$/g, '');
    const family = isIP(host);
    const addresses =
      family !== 0
        ? [{ address: host, family }]
        : await new Promise<LookupAddress[]>((resolve) =>
            dnsLookup(host, { all: true }, (err, found) => resolve(err ? [] : found)),
          );
    for (const a of addresses) {
      if (isNonPublic(this.blocked, a.address, a.family))
        throw new CallbackAddressError(`${host} is not a public address`);
    }
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
      if (isNonPublic(this.blocked, host, family)) {
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
