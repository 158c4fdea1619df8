import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  estimateStatuses,
  type FactorLibrary,
  type ProjectStatus,
  type TreeNodeDraft,
} from '@pharmatrace/domain';
import { estimateFootprint, estimateIn, knownSubstances, starterLibrary } from '@pharmatrace/footprint';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { projects } from '../apps/api/src/db/schema';
import { seedDemoData } from '../apps/api/src/seed/demo';
import { heading, isMain, table } from './lib/cli';

/**
 * The share of each demo footprint's estimate that rests on the portal's own defaults (issue #36
 * 'Open factors': below 20 % is the goal), and the rows that still do, with why no open factor
 * covers them. The demo footprints are whatever the seed writes (apps/api/src/seed/): the real
 * app seeds an embedded database in a temporary directory, and each footprint in a status with a
 * second part is estimated as the API does (its document, its client's plants, the library in
 * use). The baseline, from the same run: the same documents on the starter library without the
 * open factors. `npx tsx bench/default-share.ts`.
 */

/** The licence of the portal's own defaults (starter-library.ts `own`). */
const OWN_LICENCE = 'Pharmatrace (no third-party data)';

/** The known substance a row's label names (the longest name or alias found as words in it). */
function substanceIn(label: string) {
  const words = ` ${label.toLowerCase().replace(/[^a-z0-9,-]+/g, ' ')} `;
  let best: { substance: (typeof knownSubstances)[number]; length: number } | undefined;
  for (const substance of knownSubstances) {
    for (const name of [substance.name, ...substance.aliases]) {
      if (words.includes(` ${name.toLowerCase()} `) && name.length > (best?.length ?? 0))
        best = { substance, length: name.length };
    }
  }
  return best?.substance;
}

/** Why a default row has no open factor, by the default's kind and key. */
function whyDefault(kind: string, key: string, label: string): string {
  if (kind === 'class-default' && key === 'fine-chemical')
    return 'a starting material with no reaction described for it: the route could be extended back to chemicals an inventory covers';
  if (kind === 'class-default' && key === 'undescribed-step')
    return 'a reaction without its mass balance: the client has not given its figures';
  if (kind === 'class-default' && key === 'packaging-material')
    return 'a packaging material no DEFRA row names';
  if (kind === 'class-default') {
    const known = substanceIn(label);
    return `${known ? known.name : 'this chemical'}: the US LCI edition used holds no process making it (docs/methodology.md 'Open factors')`;
  }
  if (kind === 'site-default') return 'a plant with no production volume: the client’s site data is missing';
  return 'a computed assumption of the portal (duties of distillation, incineration or liquefaction)';
}

interface Share {
  name: string;
  value: number;
  fromDefaults: number;
  rows: { label: string; value: number; kind: string; key: string }[];
}

function shareOf(
  name: string,
  input: Parameters<typeof estimateFootprint>[0],
  library: Parameters<typeof estimateFootprint>[1],
): Share {
  const estimate = estimateIn(
    'en',
    estimateFootprint(input, library, { iterations: 0, contributors: Number.MAX_SAFE_INTEGER }),
  );
  const rows = estimate.contributors
    .filter((c) => c.factor?.licence === OWN_LICENCE)
    .map((c) => ({ label: c.label, value: c.value, kind: c.factor!.kind, key: c.factor!.key }));
  return { name, value: estimate.value, fromDefaults: rows.reduce((s, r) => s + r.value, 0), rows };
}

export async function runDefaultShare(): Promise<{ share: number; baseline: number }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pharmatrace-bench-defaults-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://bench.invalid',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
  });
  const database = await openDatabase({ pgliteDir: join(dataDir, 'pglite') });
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    await seedDemoData(app);
    const rows = await app.db
      .select()
      .from(projects)
      .where(
        and(
          eq(projects.kind, 'CARBON'),
          isNull(projects.deletedAt),
          inArray(projects.status, estimateStatuses as unknown as ProjectStatus[]),
        ),
      );
    const library = await app.services.factorLibrary.current();
    const withoutOpen: FactorLibrary = {
      version: `${starterLibrary.version}-without-open`,
      factors: starterLibrary.factors.filter((f) => !/^US LCI/.test(f.licence)),
    };
    const shares: Share[] = [];
    const baselines: Share[] = [];
    for (const row of rows) {
      const document = row.document as Record<string, unknown>;
      const input = {
        document: {
          tree: document.tree as TreeNodeDraft | undefined,
          substances: Array.isArray(document.substances) ? document.substances : [],
          productionCountry:
            typeof document.productionCountry === 'string' ? document.productionCountry : null,
        },
        plants: await app.services.plants.list(row.clientId),
      };
      const name = String(document.carbonFootprintName ?? document.name ?? row.id);
      shares.push(shareOf(name, input, library));
      baselines.push(shareOf(name, input, withoutOpen));
    }

    const percent = (part: number, whole: number) =>
      whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`;
    heading('Share of each demo footprint from the portal’s own defaults');
    console.log(
      table([
        ['footprint', 'kgCO2e/kg', 'from defaults', 'share', 'baseline (no open factors)'],
        ...shares.map((s, i) => [
          s.name,
          s.value.toFixed(3),
          s.fromDefaults.toFixed(3),
          percent(s.fromDefaults, s.value),
          percent(baselines[i]!.fromDefaults, baselines[i]!.value),
        ]),
      ]),
    );
    const total = shares.reduce((s, x) => s + x.value, 0);
    const fromDefaults = shares.reduce((s, x) => s + x.fromDefaults, 0);
    const baseTotal = baselines.reduce((s, x) => s + x.value, 0);
    const baseDefaults = baselines.reduce((s, x) => s + x.fromDefaults, 0);
    console.log(
      `\nAll ${shares.length} demo footprints: ${percent(fromDefaults, total)} from the portal’s defaults (baseline without the open factors: ${percent(baseDefaults, baseTotal)}); goal below 20 %.`,
    );

    heading('Rows that still rest on a default, and why no open factor exists');
    const seen = new Map<string, { why: string; value: number; footprints: Set<string> }>();
    for (const s of shares) {
      for (const r of s.rows) {
        const label = r.label;
        const id = `${label}|${r.kind}|${r.key}`;
        const entry = seen.get(id) ?? {
          why: whyDefault(r.kind, r.key, label),
          value: 0,
          footprints: new Set(),
        };
        entry.value += r.value;
        entry.footprints.add(s.name);
        seen.set(id, entry);
      }
    }
    for (const [id, entry] of [...seen].sort((a, b) => b[1].value - a[1].value)) {
      const [label, kind, key] = id.split('|');
      console.log(
        `- ${label} [${kind} ${key}], ${entry.value.toFixed(3)} kgCO2e/kg over ${entry.footprints.size} footprint(s): ${entry.why}`,
      );
    }
    return {
      share: total === 0 ? 0 : fromDefaults / total,
      baseline: baseTotal === 0 ? 0 : baseDefaults / baseTotal,
    };
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  await runDefaultShare();
}
