import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath } from './chromium';
import { repoRoot } from './fixtures/api-server';

/**
 * Runs once before the browser tests: checks Chromium and the API entry point are there,
 * and builds the SPA (apps/web/dist) when it has not been built yet. The server serves
 * whatever dist/ holds, so after changing apps/web run `npm run build` (or set E2E_BUILD=1).
 */
export default function globalSetup(): void {
  try {
    accessSync(chromiumPath, constants.X_OK);
  } catch {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install Debian's package ` +
        '(apt-get install -y chromium) or set CHROMIUM_PATH. Do not run `npx playwright install`.',
    );
  }
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
}
