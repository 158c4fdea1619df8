import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { en, fr } from '@pharmatrace/domain';
import { heading, isMain, table } from './lib/cli';
import { ensureWebBuild, webDist } from './lib/web';

interface Asset {
  file: string;
  raw: number;
  gzip: number;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

/** The chunks a chunk imports statically (`import … from "./x.js"` at its top, as Rollup and Rolldown (Vite 8) write them). */
function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const m of code.matchAll(
    /(?:^|[;\n])\s*import\s*(?:[\w$*{}\s,]*?from\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    found.push(m[1]!);
  }
  return found;
}

/** `start` and everything it imports statically, transitively (what must arrive before it runs). */
function closure(start: string[], codeOf: (file: string) => string | undefined): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    const code = codeOf(file);
    if (code === undefined) continue;
    seen.add(file);
    queue.push(...staticImports(code));
  }
  return seen;
}

/**
 * What the translations cost (issue #27): the catalogues (packages/domain/src/i18n, every key of
 * every area) as the bundle carries them, gzipped alone, English and French; and the chunk that
 * holds the French one, found by a French-only text of it.
 */
function translationsCost(assets: Asset[], codes: Map<string, string>) {
  const gzipOf = (catalogue: object) => gzipSync(JSON.stringify(catalogue)).length;
  const probe = JSON.stringify(fr['account.summary']).slice(1, -1);
  const holders = assets.filter((a) => codes.get(a.file)?.includes(probe));
  console.log(
    `\ntranslations: ${Object.keys(fr).length} keys; English catalogue ${kB(gzipOf(en))} gzipped, ` +
      `French catalogue ${kB(gzipOf(fr))} gzipped (alone, as JSON); the French is in ` +
      `${holders.map((a) => `${a.file} (${kB(a.gzip)} gzipped)`).join(', ') || 'no chunk found'}`,
  );
}

export interface FirstLoad {
  /**
   * Gzipped bytes of the JS loaded before /login can paint: 0 when the page is prerendered (it
   * paints from its HTML and CSS alone).
   */
  loginGzip: number;
  /** Gzipped bytes of the JS that makes /login work: what renders it, or hydrates the prerendered page. */
  hydrateGzip: number;
  /** Gzipped bytes of the prerendered /login page (HTML with its CSS), when there is one. */
  prerenderedGzip: number | null;
  files: string[];
}

/**
 * Raw and gzipped size of each JS and CSS file in apps/web/dist/assets, largest first, with totals,
 * and the JS /login needs before it can paint: what index.html loads, plus the login route's lazy
 * chunk (`login-*.js`) and every chunk either imports statically (issue #17).
 */
export async function chunkSizes(): Promise<FirstLoad> {
  ensureWebBuild();
  heading('Web bundle (apps/web/dist/assets)');

  const dir = join(webDist, 'assets');
  const files = (await readdir(dir)).filter((f) => /\.(m?js|css)$/.test(f));
  const assets: Asset[] = [];
  for (const file of files) {
    const content = await readFile(join(dir, file));
    assets.push({ file, raw: content.length, gzip: gzipSync(content).length });
  }
  assets.sort((a, b) => b.raw - a.raw || a.file.localeCompare(b.file));

  // What the browser fetches for the first page: the assets index.html names (entry, preloads, CSS).
  const indexHtml = await readFile(join(webDist, 'index.html'), 'utf8');
  const initial = assets.filter((a) => indexHtml.includes(`/assets/${a.file}`));
  const codes = new Map<string, string>();
  for (const a of assets)
    if (/\.m?js$/.test(a.file)) codes.set(a.file, await readFile(join(dir, a.file), 'utf8'));
  const loginChunk = assets.find((a) => /^login-[\w-]+\.js$/.test(a.file));
  if (!loginChunk) throw new Error('No login-*.js chunk: is the login route still a lazy module?');
  const beforeLogin = closure(
    [...initial.filter((a) => a.file.endsWith('.js')).map((a) => a.file), loginChunk.file],
    (file) => codes.get(file),
  );
  const loginAssets = assets.filter((a) => beforeLogin.has(a.file));

  const sum = (list: Asset[]) =>
    list.reduce((t, a) => ({ raw: t.raw + a.raw, gzip: t.gzip + a.gzip }), { raw: 0, gzip: 0 });
  const totalRow = (label: string, list: Asset[]) => {
    const s = sum(list);
    return [`${label} (${list.length})`, kB(s.raw), kB(s.gzip)];
  };

  console.log(
    table([
      ['file', 'raw', 'gzip'],
      ...assets.map((a) => [`${initial.includes(a) ? '* ' : '  '}${a.file}`, kB(a.raw), kB(a.gzip)]),
      ['', '', ''],
      totalRow(
        'total JS',
        assets.filter((a) => /\.m?js$/.test(a.file)),
      ),
      totalRow(
        'total CSS',
        assets.filter((a) => a.file.endsWith('.css')),
      ),
      totalRow('total', assets),
      totalRow('* loaded by index.html', initial),
      totalRow('JS that renders or hydrates /login', loginAssets),
    ]),
  );
  // A prerendered /login (apps/web/scripts/prerender.mjs) paints from its HTML and CSS: the JS
  // above is then what hydrates it, loaded after the first paint (module scripts never block it).
  const prerenderedPath = join(webDist, 'prerendered', 'login.html');
  const prerendered = existsSync(prerenderedPath) ? await readFile(prerenderedPath) : null;
  const paintsWithoutJs = prerendered !== null && !prerendered.includes('<div id="root"></div>');
  const prerenderedGzip = prerendered ? gzipSync(prerendered).length : null;
  if (paintsWithoutJs) {
    console.log(
      `\n/login is prerendered: it paints from ${kB(prerendered.length)} of HTML and CSS ` +
        `(${kB(prerenderedGzip ?? 0)} gzipped) before any JS; the ${loginAssets.length} files below hydrate it.`,
    );
  }
  console.log(
    `\n${paintsWithoutJs ? 'what hydrates /login' : 'before /login paints'}: ${loginAssets.map((a) => a.file).join(', ')}`,
  );
  console.log('gzip: node:zlib default level (6); 1 kB = 1000 bytes');
  translationsCost(assets, codes);
  return {
    loginGzip: paintsWithoutJs ? 0 : sum(loginAssets).gzip,
    hydrateGzip: sum(loginAssets).gzip,
    prerenderedGzip: paintsWithoutJs ? prerenderedGzip : null,
    files: loginAssets.map((a) => a.file),
  };
}

if (isMain(import.meta.url)) {
  await chunkSizes();
}
