import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { spaContentSecurityPolicy } from './security-headers';

/**
 * Serves the built SPA from the API process (one origin), with history fallback so that
 * deep links like /my_projects load on reload. Unknown /api paths stay JSON 404s.
 */
async function spaPlugin(app: FastifyInstance, opts: { distDir: string }) {
  const indexPath = path.join(opts.distDir, 'index.html');
  const hasBuild = existsSync(indexPath);
  // Read once: the file only changes with a new build, which means a restart.
  const indexHtml = hasBuild ? readFileSync(indexPath, 'utf8') : '';
  // Public pages rendered at build time (apps/web/scripts/prerender.mjs, issue #17): dist/prerendered/
  // login.html is /login, painted before any JS; React hydrates it. Same nonce rules as index.html.
  const prerenderedDir = path.join(opts.distDir, 'prerendered');
  const prerendered = new Map<string, string>(
    hasBuild && existsSync(prerenderedDir)
      ? readdirSync(prerenderedDir)
          .filter((file) => file.endsWith('.html'))
          .map((file) => [
            `/${file.slice(0, -'.html'.length)}`,
            readFileSync(path.join(prerenderedDir, file), 'utf8'),
          ])
      : [],
  );

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      index: false,
      wildcard: true,
      // Cache headers are ours: Vite puts content hashes in asset names, so those are cached
      // forever; other files (favicon…) for an hour.
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  } else {
    app.log.warn({ distDir: opts.distDir }, 'web app not built: run `npm run build` to serve the SPA');
  }

  const sendIndex = (reply: FastifyReply, urlPath = '/') => {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', spaContentSecurityPolicy(nonce))
      .send((prerendered.get(urlPath) ?? indexHtml).replaceAll('__CSP_NONCE__', nonce));
  };

  // @fastify/static answers 403 for the dist directory itself; `/` is a page like any other.
  if (hasBuild) app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !urlPath.startsWith('/api');
    if (isPage && hasBuild && !path.extname(urlPath)) return sendIndex(reply, urlPath);
    return reply.status(404).send({
      message:
        isPage && !hasBuild
          ? 'The web app is not built: run `npm run build`.'
          : `Route ${request.method} ${urlPath} not found`,
      code: 'NOT_FOUND',
    });
  });
}

export default fp(spaPlugin, { name: 'spa' });
