import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  adoptionStatuses,
  estimateStatuses,
  type FactorLibrary,
  type ProjectStatus,
  type TreeNodeDraft,
} from '@pharmatrace/domain';
import {
  estimateFootprint,
  estimateIn,
  knownSubstances,
  NUSS_ECKELMAN,
  starterLibrary,
} from '@pharmatrace/footprint';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { projects } from '../apps/api/src/db/schema';
import { seedDemoData } from '../apps/api/src/seed/demo';
import { seedDemoMedicineStudies } from '../apps/api/src/seed/demo-medicine-studies';
import { seedDemoMedicines } from '../apps/api/src/seed/demo-medicines';
import { heading, isMain, table } from './lib/cli';

/**
 * The share of each demo footprint's estimate that rests on the portal's own defaults (issue #36
 * 'Open factors': below 20 % is the goal), and the rows that still do, with why no open factor
 * covers them. The demo footprints are whatever the seed writes (apps/api/src/seed/): the real
 * app seeds an embedded database in a temporary directory, and each footprint in a status with a
 * second part is estimated as the API does (its document, its client's plants, the library in
 * use). The baseline, from the same run: the same documents on the starter library without the
 * open factors (the US LCI rows and the metals of Nuss & Eckelman). `npx tsx bench/default-share.ts`.
 *
 * The headline counts the results: the footprints whose second part the client has sent
 * (ONGOING2, CHECK2, COMPLETED: `adoptionStatuses`, what staff may adopt). A DRAFT2 is still
 * being typed: the demo's Aspirin API leaves its reaction 2 untyped on purpose (the screens show a
 * half-typed second part), so the undescribed-step default stands for what the client has not
 * typed yet, not for a gap of the method. Drafts get their own line, with their own figure.
 */

/** The licence of the portal's own defaults (starter-library.ts `own`). */
const OWN_LICENCE = 'Pharmatrace (no third-party data)';

/** The material a row's label names ('Raw material: ethanol, net of the solvent recovered' → 'ethanol'). */
function materialOf(label: string): string {
  return label
    .replace(/^[^:]*:\s*/, '')
    .replace(/, net of the solvent recovered$/, '')
    .trim();
}

/**
 * Why no open factor covers a material, where the reason is more than 'no process': what the
 * US LCI edition holds instead, or why the route cannot go further back (checked against the
 * JSON-LD's process list; docs/methodology.md 'Open factors').
 */
const reasons: Record<string, string> = {
  'acetic anhydride':
    'the US LCI edition holds no acetic anhydride process (neither ketene nor methyl acetate carbonylation); and a route tree is the chain of the product’s precursors, so a reagent’s own route cannot be added to it',
  ethanol:
    'the US LCI edition holds only fuel ethanol (denatured, from corn, stover, switchgrass…), with its farm inputs cut off (results from 0.33 to 98 kgCO2e/kg): no chemical-grade ethanol',
  acetone:
    'the US LCI edition holds no acetone process (nor cumene or phenol): the demo’s paracetamol route makes acetone as the Hock process’s co-product, but a bought acetone has no open factor',
  'nitric acid':
    'the US LCI edition holds no nitric acid process (ammonia oxidation, with its N2O): a reagent, so the route tree cannot hold its making either',
  'dimethylamine hydrochloride':
    'the US LCI edition holds no amine but aniline: dimethylamine (from methanol and ammonia, both covered) is a reagent, which a route tree cannot hold',
  dicyandiamide: 'the US LCI edition holds no cyanamide chemistry: the route must go back to calcium carbide',
  nitrogen: 'the US LCI edition holds liquid oxygen from air separation, but no process making nitrogen',
};

/** Why a default row has no open factor, by the default's kind and key. */
function whyDefault(kind: string, key: string, label: string): string {
  if (kind === 'class-default' && key === 'undescribed-step')
    return 'a reaction without its mass balance: the client has not given its figures';
  if (kind === 'class-default' && key === 'packaging-material')
    return 'a packaging material no DEFRA row names';
  if (kind === 'class-default') {
    const material = materialOf(label);
    const reason = reasons[material.toLowerCase()];
    if (reason) return `${material}: ${reason}`;
    if (key === 'fine-chemical')
      return `${material}: a starting material with no reaction described for it: the route could be extended back to chemicals an inventory covers`;
    const known = knownSubstances.some(
      (s) => s.name === material.toLowerCase() || s.aliases.includes(material.toLowerCase()),
    );
    return `${material}: the US LCI edition used holds no process making it${known ? '' : ' (nor does the portal know the substance: the class is a guess)'}`;
  }
  if (kind === 'site-default') return 'a plant with no production volume: the client’s site data is missing';
  if (kind === 'waste-treatment')
    return "the portal’s own figure for a treatment station (docs/methodology.md 'Wastes'): no open factor per kg treated";
  return 'a computed assumption of the portal (duties of distillation, incineration or liquefaction)';
}

interface Share {
  name: string;
  /** A result (the second part sent), or a draft still being typed. */
  sent: boolean;
  value: number;
  fromDefaults: number;
  /** The estimate's plausibility warnings, by code (a demo route should raise none). */
  warnings: string[];
  rows: { label: string; value: number; kind: string; key: string }[];
}

function shareOf(
  name: string,
  sent: boolean,
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
  return {
    name,
    sent,
    value: estimate.value,
    fromDefaults: rows.reduce((s, r) => s + r.value, 0),
    warnings: estimate.warnings.map((w) => w.code),
    rows,
  };
}

export async function runDefaultShare(): Promise<{ share: number; baseline: number; draftShare: number }> {
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
    // As `npm start` seeds them (apps/api/src/main.ts): the medicine studies write the demo's
    // completed 'Paracetamol API 2025' footprint, one of the demo results.
    await seedDemoMedicines(app.db);
    await seedDemoMedicineStudies(app);
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
      // Neither the US LCI rows nor the metals of Nuss & Eckelman (2014).
      factors: starterLibrary.factors.filter((f) => !/^US LCI/.test(f.licence) && f.source !== NUSS_ECKELMAN),
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
      const sent = (adoptionStatuses as readonly string[]).includes(row.status);
      shares.push(shareOf(name, sent, input, library));
      baselines.push(shareOf(name, sent, input, withoutOpen));
    }

    const percent = (part: number, whole: number) =>
      whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`;
    heading('Share of each demo footprint from the portal’s own defaults');
    const order = shares.map((_, i) => i).sort((a, b) => Number(shares[b]!.sent) - Number(shares[a]!.sent));
    console.log(
      table([
        [
          'footprint',
          'status',
          'kgCO2e/kg',
          'from defaults',
          'share',
          'baseline (no open factors)',
          'warnings',
        ],
        ...order.map((i) => {
          const s = shares[i]!;
          return [
            s.name,
            rows[i]!.status,
            s.value.toFixed(3),
            s.fromDefaults.toFixed(3),
            percent(s.fromDefaults, s.value),
            percent(baselines[i]!.fromDefaults, baselines[i]!.value),
            s.warnings.join(', ') || '–',
          ];
        }),
      ]),
    );
    const sum = (list: Share[], pick: (s: Share) => number) => list.reduce((t, x) => t + pick(x), 0);
    const part = (sent: boolean) => {
      const own = shares.filter((s) => s.sent === sent);
      const base = baselines.filter((s) => s.sent === sent);
      return {
        count: own.length,
        share: percent(
          sum(own, (s) => s.fromDefaults),
          sum(own, (s) => s.value),
        ),
        baseline: percent(
          sum(base, (s) => s.fromDefaults),
          sum(base, (s) => s.value),
        ),
        ratio:
          sum(own, (s) => s.value) === 0 ? 0 : sum(own, (s) => s.fromDefaults) / sum(own, (s) => s.value),
        baseRatio:
          sum(base, (s) => s.value) === 0 ? 0 : sum(base, (s) => s.fromDefaults) / sum(base, (s) => s.value),
      };
    };
    const results = part(true);
    const drafts = part(false);
    console.log(
      `\nThe ${results.count} demo results (second part sent: ${adoptionStatuses.join(', ')}): ${results.share} from the portal’s defaults (baseline without the open factors: ${results.baseline}); goal below 20 %.`,
    );
    console.log(
      `The ${drafts.count} draft(s) still being typed (DRAFT2), apart: ${drafts.share} (baseline ${drafts.baseline}); a reaction the client has not typed yet rests on the undescribed-step default until it is.`,
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
        entry.footprints.add(`${s.name}${s.sent ? '' : ' (draft)'} #${shares.indexOf(s)}`);
        seen.set(id, entry);
      }
    }
    for (const [id, entry] of [...seen].sort((a, b) => b[1].value - a[1].value)) {
      const [label, kind, key] = id.split('|');
      console.log(
        `- ${label} [${kind} ${key}], ${entry.value.toFixed(3)} kgCO2e/kg over ${entry.footprints.size} footprint(s) (${[...entry.footprints].map((f) => f.replace(/ #\d+$/, '')).join(', ')}): ${entry.why}`,
      );
    }
    return { share: results.ratio, baseline: results.baseRatio, draftShare: drafts.ratio };
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  await runDefaultShare();
}
