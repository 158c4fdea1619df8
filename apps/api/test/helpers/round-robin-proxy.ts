import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer in front of several API instances, as production would have: each request
 * goes to the next instance in turn, with the client's address in X-Forwarded-For (the
 * instances run with TRUST_PROXY). The answer says which instance served it in `x-served-by`
 * (its index), so tests can show that consecutive calls reached different processes.
 */
export async function startRoundRobinProxy(upstreams: string[]) {
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    const target = new URL(upstreams[index]!);
    const forwarded = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(index) });
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'x-served-by': String(index) });
      response.end();
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
