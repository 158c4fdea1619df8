import {
  ean13CheckDigit,
  type MedicinePack,
  medicineStrength,
  normalizeMedicineName,
} from '@pharmatrace/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { medicines } from '../db/schema';
import type { MedicineRow } from '../features/medicines/csv';
import { refreshSearchIndexes } from '../features/medicines/import';
import { announceMedicinesChanged } from '../features/medicines/name-index';
import { catalogue, formLabels, genericLabs } from './demo-medicines-catalogue';

/**
 * The demonstration medicine data set (issue #4): about 12,000 tablet and capsule medicines whose
 * names are built from real INNs, strengths, forms, brands and generic manufacturers, and whose
 * footprints are generated. It is identical on every run (seeded PRNG), so the demo, the tests and
 * the benchmarks all see the same rows.
 *
 * Footprints follow a lognormal distribution with the published median (1.46 kgCO2eq per box) and
 * mean (8.5 kgCO2eq per box): median = e^μ and mean = e^(μ + σ²/2). Values are spread over the
 * distribution by quantile (rank-based), so the set's median and mean match those figures closely
 * while medicines of one INN stay close to each other, as real ones do.
 */

export const DEMO_MEDICINE_COUNT = 12_000;
export const DEMO_MEDIAN_CARBON = 1460; // gCO2eq per box
export const DEMO_MEAN_CARBON = 8500; // gCO2eq per box
const DEMO_SEED = 0x5eed_2024;
const MU = Math.log(DEMO_MEDIAN_CARBON);
const SIGMA = Math.sqrt(2 * Math.log(DEMO_MEAN_CARBON / DEMO_MEDIAN_CARBON));

/** Names the demo and its documentation quote: always kept when trimming the set to its size. */
const anchors = new Set([
  'PARACETAMOL ARROW 500 mg, comprimé',
  'DOLIPRANE 1000 mg, comprimé',
  'IBUPROFENE BIOGARAN 400 mg, comprimé pelliculé',
  'AMOXICILLINE BIOGARAN 1000 mg, comprimé pelliculé',
  'AMOXICILLINE ARROW 500 mg, gélule',
]);

/** sfc32: small, fast, and good enough to make a demo data set reproducible. */
export function seededRandom(seed: number): () => number {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 15; i += 1) next(); // let the state mix before use
  return next;
}

function normal(random: () => number): number {
  // Box–Muller; 1 - u keeps the logarithm away from 0.
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Marsaglia–Tsang gamma draw (shape > 0, scale 1). */
function gamma(random: () => number, shape: number): number {
  if (shape < 1) return gamma(random, shape + 1) * random() ** (1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = normal(random);
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = random();
    if (u < 1 - 0.0331 * x ** 4 || Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v;
  }
}

/** Inverse of the standard normal distribution function (Acklam's rational approximation). */
export function inverseNormal(p: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  const poly = (k: number[], x: number) => k.reduce((acc, coef) => acc * x + coef, 0);
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return poly(c, q) / (poly(d, q) * q + 1);
  }
  if (p > 1 - low) {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    return -poly(c, q) / (poly(d, q) * q + 1);
  }
  const q = p - 0.5;
  const r = q * q;
  return (poly(a, r) * q) / (poly(b, r) * r + 1);
}

const shuffle = <T>(items: T[], random: () => number): T[] => {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
};

/** '0.5' → '0,5 mg'; '25u' → '25 microgrammes'; '500/62.5' → '500 mg/62,5 mg'. */
function strengthLabel(strength: string): string {
  return strength
    .split('/')
    .map((part) =>
      part.endsWith('u')
        ? `${part.slice(0, -1).replace('.', ',')} microgrammes`
        : `${part.replace('.', ',')} mg`,
    )
    .join('/');
}

/** Milligrams of the first substance, to scale the footprint with the dose. */
const strengthMg = (strength: string) => {
  const first = strength.split('/')[0]!;
  return first.endsWith('u') ? Number(first.slice(0, -1)) / 1000 : Number(first);
};

interface Candidate {
  name: string;
  smallName: string;
  inn: string;
  form: 'tablet' | 'capsule';
  /** Log-scale position of the footprint before it is mapped onto the target distribution. */
  score: number;
  wiselist: string | null;
}

/** The demonstration rows (pure, deterministic): see the module comment. */
export function generateDemoMedicines(
  count = DEMO_MEDICINE_COUNT,
): (MedicineRow & { packs: MedicinePack[] })[] {
  const random = seededRandom(DEMO_SEED);
  const candidates = new Map<string, Candidate>();

  for (const line of catalogue) {
    const potent = line.startsWith('!');
    const [inn = '', strengthList = '', formList = '', brandList = ''] = (
      potent ? line.slice(1) : line
    ).split('|');
    const strengths = strengthList.split(',');
    const forms = formList.split(',');
    const brands = brandList ? brandList.split(',') : [];
    // Substances differ a lot (dose, synthesis route, packaging); high-potency ones weigh more.
    const innScore = 1.1 * normal(random) + (potent ? 2.2 : 0);
    const logDoses = strengths.map((s) => Math.log(Math.max(strengthMg(s), 0.01)));
    const meanLogDose = logDoses.reduce((x, y) => x + y, 0) / logDoses.length;
    // A minority of substances are on the (demonstration) wise list.
    const wiselist =
      random() < 0.18
        ? `https://example.org/demo-wise-list/${normalizeMedicineName(inn).replace(/[^a-z0-9]+/g, '-')}`
        : null;

    const add = (maker: string, strength: string, formCode: string) => {
      const form = formLabels[formCode];
      if (!form) throw new Error(`demo catalogue: unknown form code ${formCode} for ${inn}`);
      const smallName = `${maker} ${strengthLabel(strength)}`;
      const name = `${smallName}, ${form.label}`;
      if (candidates.has(name)) return;
      const dose = Math.log(Math.max(strengthMg(strength), 0.01)) - meanLogDose;
      candidates.set(name, {
        name,
        smallName,
        inn,
        form: form.form,
        score: innScore + 0.35 * dose + 0.55 * normal(random),
        wiselist,
      });
    };

    // Generic manufacturers: most substances have many; each makes some of the strengths and forms.
    const labCount = 10 + Math.floor(random() * (genericLabs.length - 9));
    const labs = shuffle([...genericLabs], random).slice(0, labCount);
    if (inn === 'PARACETAMOL' || inn === 'IBUPROFENE' || inn === 'AMOXICILLINE') {
      for (const lab of ['ARROW', 'BIOGARAN']) if (!labs.includes(lab)) labs.push(lab);
    }
    for (const lab of labs) {
      const labForms = forms.filter((_, i) => i === 0 || random() < 0.7);
      for (const strength of strengths) {
        for (const formCode of labForms) if (random() < 0.9) add(`${inn} ${lab}`, strength, formCode);
      }
    }
    for (const brand of brands) {
      for (const strength of strengths) {
        for (const formCode of forms.slice(0, 2)) add(brand, strength, formCode);
      }
    }
  }

  // Trim to the target size (deterministically), keeping the quoted examples.
  const all = shuffle([...candidates.values()], random);
  const kept = [...all.filter((c) => anchors.has(c.name)), ...all.filter((c) => !anchors.has(c.name))].slice(
    0,
    count,
  );
  if (kept.length < count) throw new Error(`demo catalogue yields ${kept.length} names, fewer than ${count}`);

  // Rank by score and give the i-th the distribution's quantile at (i + 0.5) / n.
  const byScore = [...kept].sort((x, y) => x.score - y.score);
  const carbonByName = new Map<string, number>();
  byScore.forEach((c, i) => {
    const z = inverseNormal((i + 0.5) / byScore.length);
    carbonByName.set(c.name, Math.round(Math.exp(MU + SIGMA * z) * 10) / 10);
  });

  kept.sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
  return kept.map((c, i) => {
    const carbon = carbonByName.get(c.name)!;
    // Dirichlet-like shares: ingredient and packaging production dominates, storage is small.
    const g = [gamma(random, 6), gamma(random, 2.2), gamma(random, 0.5)];
    const total = g[0]! + g[1]! + g[2]!;
    const emCreation = Math.round((g[0]! / total) * 1000) / 1000;
    const emProduction = Math.round((g[1]! / total) * 1000) / 1000;
    const emStorage = Math.max(0, Math.round((1 - emCreation - emProduction) * 1000) / 1000);
    // A 95% half-width between about 8% and 45% of the value.
    const uncertainty = Math.round(carbon * (0.08 + 0.37 * random() ** 1.5) * 10) / 10;
    return {
      id: `demo-${String(i + 1).padStart(5, '0')}`,
      name: c.name,
      smallName: c.smallName,
      searchName: normalizeMedicineName(c.name),
      inn: c.inn,
      form: c.form,
      carbon,
      uncertainty,
      wiselist: c.wiselist,
      emCreation,
      emProduction,
      emStorage,
      ...demoCodes(i, c.form),
      atc: demoAtc[c.inn] ?? null,
      strength: medicineStrength(c.name),
    };
  });
}

/**
 * ATC classes of some of the demo's substances (WHO ATC index, as published by the WHO
 * Collaborating Centre for Drug Statistics Methodology): the purchases page totals by them where
 * known. Substances not listed have no ATC class in the demo.
 */
const demoAtc: Record<string, string> = {
  PARACETAMOL: 'N02BE01',
  IBUPROFENE: 'M01AE01',
  KETOPROFENE: 'M01AE03',
  DICLOFENAC: 'M01AB05',
  NAPROXENE: 'M01AE02',
  'ACIDE ACETYLSALICYLIQUE': 'N02BA01',
  TRAMADOL: 'N02AX02',
  MORPHINE: 'N02AA01',
  OXYCODONE: 'N02AA05',
  AMLODIPINE: 'C08CA01',
  ATORVASTATINE: 'C10AA05',
  ROSUVASTATINE: 'C10AA07',
  SIMVASTATINE: 'C10AA01',
  PRAVASTATINE: 'C10AA03',
  RAMIPRIL: 'C09AA05',
  PERINDOPRIL: 'C09AA04',
  LOSARTAN: 'C09CA01',
  VALSARTAN: 'C09CA03',
  IRBESARTAN: 'C09CA04',
  BISOPROLOL: 'C07AB07',
  FUROSEMIDE: 'C03CA01',
  CLOPIDOGREL: 'B01AC04',
  APIXABAN: 'B01AF02',
  RIVAROXABAN: 'B01AF01',
  METFORMINE: 'A10BA02',
  GLICLAZIDE: 'A10BB09',
  LEVOTHYROXINE: 'H03AA01',
  OMEPRAZOLE: 'A02BC01',
  ESOMEPRAZOLE: 'A02BC05',
  PANTOPRAZOLE: 'A02BC02',
  LANSOPRAZOLE: 'A02BC03',
  SERTRALINE: 'N06AB06',
  PAROXETINE: 'N06AB05',
  ESCITALOPRAM: 'N06AB10',
  FLUOXETINE: 'N06AB03',
  ALPRAZOLAM: 'N05BA12',
  ZOLPIDEM: 'N05CF02',
  AMOXICILLINE: 'J01CA04',
  AZITHROMYCINE: 'J01FA10',
  CIPROFLOXACINE: 'J01MA02',
  DOXYCYCLINE: 'J01AA02',
  CETIRIZINE: 'R06AE07',
  PREDNISOLONE: 'H02AB06',
  PREDNISONE: 'H02AB07',
  TAMSULOSINE: 'G04CA02',
  LETROZOLE: 'L02BG04',
  METHOTREXATE: 'L01BA01',
  TACROLIMUS: 'L04AD02',
};

/**
 * Demonstration codes (issue #25), plausible in shape but invented: CIS codes start with 69
 * (real ones start with 6), CIP13 codes are 34009 9XXXXXX plus a valid EAN-13 check digit (real
 * CIP7 parts start with 2 to 5). Every medicine has one or two presentations; each pack is
 * labelled as the BDPM labels its boxes (issue #38), with the units the label counts: a box of
 * 14 to 30 for town pharmacies, and for one medicine in three a hospital pack of 100 besides.
 */
export function demoCodes(
  index: number,
  form: 'tablet' | 'capsule' = 'tablet',
): { cis: string; cip13: string[]; packs: MedicinePack[] } {
  const cis = `69${String(index + 1).padStart(6, '0')}`;
  const boxes = index % 3 === 0 ? 2 : 1;
  const unit = form === 'capsule' ? 'gélule(s)' : 'comprimé(s)';
  const small = [30, 28, 20, 16, 14][index % 5]!;
  const labels = [
    `plaquette(s) thermoformée(s) PVC-aluminium de ${small} ${unit}`,
    `10 plaquette(s) thermoformée(s) PVC-aluminium de 10 ${unit}`,
  ];
  const cip13 = Array.from({ length: boxes }, (_, k) => {
    const first12 = `340099${String(index * 2 + k).padStart(6, '0')}`;
    return `${first12}${ean13CheckDigit(first12)}`;
  });
  const packs = cip13.map((code, k) => ({
    cip13: code,
    label: labels[k]!,
    unitsPerBox: k === 0 ? small : 100,
  }));
  return { cis, cip13, packs };
}

/** Rows per INSERT: 18 parameters each, well under PostgreSQL's 65,535 per statement. */
const SEED_BATCH = 1000;

/**
 * Loads the demonstration set when the medicines table is empty (first start with DEMO_DATA).
 * Returns how many rows it inserted (0 when the table already held medicines, demo or real).
 */
export async function seedDemoMedicines(db: Database, count = DEMO_MEDICINE_COUNT): Promise<number> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(medicines);
  if ((existing?.n ?? 0) > 0) return 0;
  const rows = generateDemoMedicines(count);
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += SEED_BATCH) {
      const batch = rows.slice(start, start + SEED_BATCH).map((row) => ({ ...row, isDemo: true }));
      await tx.insert(medicines).values(batch);
    }
    await announceMedicinesChanged(tx);
  });
  await refreshSearchIndexes(db);
  return rows.length;
}
