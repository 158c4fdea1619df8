import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from './chromium';
import { API_BUNDLE_ENV, bundleApiServer } from './fixtures/api-bundle';
import { repoRoot, startApiServer } from './fixtures/api-server';
import { healthTimeoutMs, journeyServerEnv, TEMPLATE_DATA_DIR_ENV } from './fixtures/journey-server';
import { Mailbox } from './fixtures/mailbox';

/**
 * Runs once before the browser tests: checks Chromium and the API entry point are there,
 * builds the SPA (apps/web/dist) when it has not been built yet, bundles the API from its sources
 * as they are now, and seeds the demo data once into a data directory that each worker's server
 * starts from a copy of. The server serves whatever dist/ holds, so after changing apps/web run
 * `npm run build` (or set E2E_BUILD=1).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  try {
    accessSync(chromiumPath, constants.X_OK);
  } catch {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install Debian's package ` +
        '(apt-get install -y chromium-headless-shell, or chromium) or set CHROMIUM_PATH. ' +
        'Do not run `npx playwright install`.',
    );
  }
  console.log(`The journeys drive ${chromiumPath}`);
  if (!existsSync(join(repoRoot, 'apps/api/src/main.ts'))) {
    throw new Error('apps/api/src/main.ts does not exist: the browser tests need the API server.');
  }
  const index = join(repoRoot, 'apps/web/dist/index.html');
  if (process.env.E2E_BUILD === '1' || !existsSync(index)) {
    console.log(`Building the web app (${existsSync(index) ? 'E2E_BUILD=1' : 'apps/web/dist is missing'})…`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const build = spawnSync(npm, ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`npm run build -w apps/web failed (exit ${build.status}).`);
  }
  // Every run bundles the sources anew (2 s), so a server never runs code older than the tree.
  // E2E_API_FROM_SOURCES=1 starts the servers from the sources through tsx instead (decision 0075).
  const bundle = process.env.E2E_API_FROM_SOURCES === '1' ? undefined : await timedBundle();
  process.env[API_BUNDLE_ENV] = bundle ?? '';
  const template = await seededDataDir(bundle);
  process.env[TEMPLATE_DATA_DIR_ENV] = template;
  return async () => {
    if (process.env.E2E_KEEP_DATA === '1') return;
    await rm(template, { recursive: true, force: true });
    if (bundle) await rm(dirname(bundle), { recursive: true, force: true });
  };
}

async function timedBundle(): Promise<string> {
  const started = Date.now();
  const bundle = await bundleApiServer();
  console.log(`API bundled for the journeys' servers in ${Date.now() - started} ms: ${bundle}`);
  return bundle;
}

/**
 * The real server started once with the demo data on a fresh data directory, then stopped (its
 * database closed, its lock released): the directory holds the migrated, seeded database and the
 * demo's files. A fresh embedded database (initdb in WebAssembly), its migrations and the seed
 * took most of a server's start, about 2 minutes each of two workers on a loaded box, once more
 * after every failed journey (a new worker); a copy starts in a fraction of it (decision 0063).
 */
async function seededDataDir(bundle: string | undefined): Promise<string> {
  const started = Date.now();
  const mailbox = await Mailbox.start();
  try {
    const server = await startApiServer({
      env: journeyServerEnv(mailbox.url),
      logFile: fileURLToPath(new URL('./test-results/api-server-template.log', import.meta.url)),
      keepDataDir: true,
      bundle,
      // .ci/run seeds while its other lanes run their tests (decision 0075), and the box may be
      // shared: at load 20 the seed took more than 5 minutes. A long wait, against a hung seed only.
      healthTimeoutMs: healthTimeoutMs() ?? 900_000,
    });
    await server.stop();
    console.log(`Demo data seeded once for the workers in ${Math.round((Date.now() - started) / 1000)} s`);
    return server.dataDir;
  } finally {
    await mailbox.stop();
  }
}
