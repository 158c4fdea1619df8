import { execFileSync } from 'node:child_process';
import { availableParallelism, cpus, freemem, release, totalmem, type } from 'node:os';
import { benchAdminPanel } from './admin-panel';
import { benchCarbonList } from './carbon-list';
import { benchFootprintMonteCarlo } from './footprint-monte-carlo';
import { benchGoals } from './goals';
import { benchHealth } from './health';
import { heading } from './lib/cli';
import { ensureWebBuild, repoRoot } from './lib/web';
import { benchLiveEstimate } from './live-estimate-update';
import { benchMedicineAutocomplete } from './medicine-autocomplete';
import { benchMedicineMonteCarlo } from './medicine-footprint-monte-carlo';
import { benchSecondPartTyping } from './second-part-typing';
import { benchTreeEditor } from './tree-editor';

function gitCommit(): string {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: repoRoot,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    const sha = git('rev-parse', '--short', 'HEAD');
    const dirty = git('status', '--porcelain');
    return dirty ? `${sha} (with uncommitted changes)` : sha;
  } catch {
    return 'unknown';
  }
}

const GiB = 1024 ** 3;
heading('Machine');
console.log(
  [
    `cpu:     ${cpus()[0]?.model ?? 'unknown'}`,
    `cores:   ${availableParallelism()}`,
    `memory:  ${(totalmem() / GiB).toFixed(1)} GiB (${(freemem() / GiB).toFixed(1)} GiB free)`,
    `os:      ${type()} ${release()}`,
    `node:    ${process.version}`,
    `commit:  ${gitCommit()}`,
    `date:    ${new Date().toISOString()}`,
  ].join('\n'),
);

// The server serves the SPA, so build it (if missing) before starting one.
ensureWebBuild();
await benchHealth({ databaseUrl: process.env.BENCH_DATABASE_URL });
await benchMedicineAutocomplete({ databaseUrl: process.env.BENCH_DATABASE_URL });
await benchCarbonList({ databaseUrl: process.env.BENCH_DATABASE_URL });
await benchAdminPanel({ databaseUrl: process.env.BENCH_DATABASE_URL });
await benchTreeEditor({ databaseUrl: process.env.BENCH_DATABASE_URL });
await benchSecondPartTyping({ databaseUrl: process.env.BENCH_DATABASE_URL });
await benchLiveEstimate({ databaseUrl: process.env.BENCH_DATABASE_URL });
benchFootprintMonteCarlo();
benchMedicineMonteCarlo();
// Last: the goals of issue #17 as ratios with ✓/✗, on PGlite and PostgreSQL, then the bundle sizes.
await benchGoals({ databaseUrl: process.env.BENCH_DATABASE_URL });
