import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The layering of docs/architecture.md ('Boundaries'), web, domain and API, is enforced by Biome's noRestrictedImports
 * (biome.json overrides), and the absence of import cycles, type-only imports included, by its
 * noImportCycles; both run by `npm run lint` in .ci/run. This proves the rules bite: probe files
 * are linted with the repository's own configuration, in a scratch copy of the tree's layout so
 * that nothing is ever written into the sources.
 */
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../../..');
const biome = join(repoRoot, 'node_modules/.bin/biome');
const scratch = mkdtempSync(join(tmpdir(), 'pharmatrace-boundaries-'));
const config = JSON.parse(readFileSync(join(repoRoot, 'biome.json'), 'utf8'));
writeFileSync(join(scratch, 'biome.json'), JSON.stringify({ ...config, vcs: { enabled: false } }));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** What Biome's lint prints for `paths` of the scratch tree (empty when it finds nothing). */
function lintOutput(...paths: string[]): string {
  try {
    execFileSync(biome, ['lint', '--max-diagnostics=50', ...paths], {
      cwd: scratch,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return '';
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
  }
}

function place(path: string, source: string): void {
  const file = join(scratch, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
}

/** The restricted imports Biome reports in `source`, placed at `path` in the tree. */
function restrictedImports(path: string, source: string): string[] {
  place(path, source);
  const output = lintOutput(path);
  return [...output.matchAll(/noRestrictedImports[\s\S]*?> \d+ │ (import [^\n]*)/g)].map((m) => m[1]!.trim());
}

/** The files Biome reports as part of an import cycle, when `files` are placed in the tree. */
function filesInCycles(files: Record<string, string>): string[] {
  for (const [path, source] of Object.entries(files)) place(path, source);
  const output = lintOutput(...Object.keys(files));
  return [...output.matchAll(/^(\S+):\d+:\d+ lint\/suspicious\/noImportCycles/gm)].map((m) => m[1]!).sort();
}

const importing = (...specifiers: string[]) =>
  `${specifiers.map((s, i) => `import { a${i} } from '${s}';`).join('\n')}\nexport const all = [${specifiers.map((_, i) => `a${i}`).join(', ')}];\n`;

describe('lint boundaries (issue #15)', { timeout: 150_000 }, () => {
  it('refuses a web feature importing another feature or the app shell, and allows the shared layers', () => {
    const found = restrictedImports(
      'apps/web/src/features/plants/components/probe.tsx',
      importing(
        '@/features/projects/api/get-projects',
        '../../labels/components/origin-wizard',
        '@/app/router',
        '@/components/ui/page-header',
        '@/lib/api-client',
        '../utils/plant-form-values',
        '@pharmatrace/domain',
      ),
    );
    expect(found).toEqual([
      "import { a0 } from '@/features/projects/api/get-projects';",
      "import { a1 } from '../../labels/components/origin-wizard';",
      "import { a2 } from '@/app/router';",
    ]);
  });

  it("lets a feature's tests render its route, never another feature", () => {
    const found = restrictedImports(
      'apps/web/src/features/labels/components/__tests__/probe.test.tsx',
      importing('@/app/routes/app/drug-origin', '../../../footprints/api/x', '../../utils/x'),
    );
    expect(found).toEqual(["import { a1 } from '../../../footprints/api/x';"]);
  });

  it('keeps the domain free of the apps', () => {
    const found = restrictedImports(
      'packages/domain/src/schemas/probe.ts',
      importing('../../../../apps/api/src/config', '@pharmatrace/web', '../messages'),
    );
    expect(found).toEqual([
      "import { a0 } from '../../../../apps/api/src/config';",
      "import { a1 } from '@pharmatrace/web';",
    ]);
  });

  it('lets an API feature reach another only through its public module (its index.ts), and its own files and lib freely', () => {
    const found = restrictedImports(
      'apps/api/src/features/projects/probe.ts',
      importing(
        '../plants/tree-plants',
        '../files/sub/file',
        '../../features/reference/countries',
        '../plants',
        '../plants/index',
        './kinds',
        '../../lib/ids',
        '../../plugins/auth',
        '@pharmatrace/domain',
      ),
    );
    expect(found).toEqual([
      "import { a0 } from '../plants/tree-plants';",
      "import { a1 } from '../files/sub/file';",
      "import { a2 } from '../../features/reference/countries';",
    ]);
  });

  it('holds in a folder inside an API feature too', () => {
    const found = restrictedImports(
      'apps/api/src/features/files/stores/probe.ts',
      importing('../../projects/store', '../../projects', '../disk-file-store', '../../../lib/ids'),
    );
    expect(found).toEqual(["import { a0 } from '../../projects/store';"]);
  });

  it('refuses an import cycle, a type-only one included (issue #40), and allows a one-way import', () => {
    expect(
      filesInCycles({
        'apps/api/src/features/cycle/a.ts': "import type { B } from './b';\nexport interface A { b: B }\n",
        'apps/api/src/features/cycle/b.ts': "import type { A } from './a';\nexport interface B { a?: A }\n",
      }),
    ).toEqual(['apps/api/src/features/cycle/a.ts', 'apps/api/src/features/cycle/b.ts']);
    expect(
      filesInCycles({
        'packages/domain/src/cycle/c.ts': "import { d } from './d';\nexport const c = () => d;\n",
        'packages/domain/src/cycle/d.ts': "import { c } from './c';\nexport const d = () => c;\n",
      }),
    ).toEqual(['packages/domain/src/cycle/c.ts', 'packages/domain/src/cycle/d.ts']);
    expect(
      filesInCycles({
        'bench/one-way/e.ts': "import type { F } from './f';\nexport type E = F[];\n",
        'bench/one-way/f.ts': 'export interface F { f: number }\n',
      }),
    ).toEqual([]);
  });
});
