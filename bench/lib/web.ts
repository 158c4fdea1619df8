import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../e2e/fixtures/api-server';

export { repoRoot };
export const webDist = join(repoRoot, 'apps/web/dist');

/** Builds the SPA (`npm run build -w apps/web`) when apps/web/dist/index.html is missing. */
export function ensureWebBuild(): void {
  if (existsSync(join(webDist, 'index.html'))) return;
  console.log('apps/web/dist is missing: building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build -w apps/web failed (exit ${build.status})`);
}
