import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { heading, isMain, table } from './lib/cli';
import { ensureWebBuild, webDist } from './lib/web';

interface Asset {
  file: string;
  raw: number;
  gzip: number;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

/** Raw and gzipped size of each JS and CSS file in apps/web/dist/assets, largest first, with totals. */
export async function chunkSizes(): Promise<void> {
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
    ]),
  );
  console.log('\ngzip: node:zlib default level (6); 1 kB = 1000 bytes');
}

if (isMain(import.meta.url)) {
  await chunkSizes();
}
