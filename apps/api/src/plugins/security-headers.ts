import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers on every answer. The SPA's HTML gets its own CSP with a per-request
 * nonce (set by the spa plugin); JSON answers get the strictest policy there is, and no caching.
 */
async function securityHeadersPlugin(app: FastifyInstance, opts: { https: boolean }) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (opts.https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // API answers hold a user's data or tokens: no browser or shared cache keeps them (issue #8).
    // A route that knows better sets its own (the country list, a signed download link).
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    // The OpenAPI page sets its own CSP (@fastify/swagger-ui staticCSP); the SPA sets one with a nonce.
    if (!reply.hasHeader('content-security-policy') && !request.url.startsWith('/api/docs')) {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    }
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });

/** The CSP under which the SPA runs: no inline script or style without the page's nonce. */
export function spaContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
