/**
 * Recomputes the open USLCI factors (issue #36 'Open factors'; docs/methodology.md 'Open factors').
 *
 *   npx tsx packages/footprint/scripts/uslci-gwp.ts <uslci_olca1_5_0_json_ld directory> [--write]
 *
 * Reads the openLCA JSON-LD of the US LCI database (processes, flows, flow properties, unit
 * groups, categories), links every product input to the process that outputs it (this edition
 * names no default providers), allocates a process with several products measured in mass by
 * mass, solves the technology matrix for every product at once (src/lci/solve.ts), characterises
 * the emissions to air with IPCC AR6 GWP100 (src/lci/gwp-ar6.ts), and prints, per chemical of
 * `targets` below, its cradle-to-gate GWP and the largest inputs its result leaves out. With
 * --write it rewrites src/factors/open-uslci.ts, the factors the portal ships.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { knownSubstances, normaliseCas } from '../src/chemistry';
import { AR6_SOURCE, gwpOfEmission } from '../src/lci/gwp-ar6';
import { buildSystem, type LciColumn, type LciProcess, solveInventory } from '../src/lci/solve';

const MIRROR_COMMIT = '91824482b335d7db1b232d18dcc259301c4e42c9';
const DATABASE = `US LCI, openLCA JSON-LD uslci_olca1_5_0 (FLCAC-admin/uslci-content@${MIRROR_COMMIT.slice(0, 8)})`;

/**
 * The chemicals the portal looks up, by the USLCI process (and product, for a co-product) that
 * makes them. `technological` rates how far the process is from the chemical a pharmaceutical
 * plant buys (1 the same, 3 a proxy: liquid hydrogen). Ethanol is left out: this edition holds
 * only fuel ethanol, whose results run from 0.33 to 98 kgCO2e/kg with its farm inputs cut off.
 */
const targets: {
  cas: string;
  name: string;
  aliases?: string[];
  process: string;
  product?: string;
  technological: 1 | 2 | 3;
  note?: string;
}[] = [
  { cas: '67-56-1', name: 'methanol', process: 'Methanol, at plant', technological: 1 },
  { cas: '108-88-3', name: 'toluene', process: 'Toluene, at plant', technological: 1 },
  {
    cas: '1330-20-7',
    name: 'xylene',
    aliases: ['xylenes', 'mixed xylenes'],
    process: 'Xylenes, mixed, at plant',
    technological: 1,
  },
  {
    cas: '106-42-3',
    name: 'p-xylene',
    aliases: ['paraxylene'],
    process: 'Paraxylene, at plant',
    technological: 1,
  },
  { cas: '71-43-2', name: 'benzene', process: 'Benzene, at plant', technological: 1 },
  { cas: '64-19-7', name: 'acetic acid', process: 'Acetic acid, at plant', technological: 1 },
  { cas: '7664-93-9', name: 'sulfuric acid', process: 'Sulfuric acid, at plant', technological: 1 },
  { cas: '7647-01-0', name: 'hydrochloric acid', process: 'Hydrochloric acid, at plant', technological: 2 },
  {
    cas: '7664-41-7',
    name: 'ammonia',
    process: 'Ammonia, steam reforming, liquid, at plant',
    technological: 1,
  },
  { cas: '7782-50-5', name: 'chlorine', process: 'Chlorine, production mix, at plant', technological: 1 },
  {
    cas: '1310-73-2',
    name: 'sodium hydroxide',
    process: 'Chlorine, production mix, at plant',
    product: 'Sodium hydroxide, production mix, at plant',
    technological: 1,
    note: 'Co-product of the chlor-alkali production mix, allocated by mass.',
  },
  {
    cas: '1333-74-0',
    name: 'hydrogen',
    process: 'Hydrogen, liquid, synthesis gas, at plant',
    technological: 3,
    note: 'Liquid hydrogen from synthesis gas: liquefaction is counted, which compressed hydrogen does not need.',
  },
  { cas: '630-08-0', name: 'carbon monoxide', process: 'Carbon monoxide, at plant', technological: 1 },
  { cas: '7782-44-7', name: 'oxygen', process: 'Oxygen, liquid, at plant', technological: 2 },
  { cas: '7647-14-5', name: 'sodium chloride', process: 'Sodium chloride, at plant', technological: 1 },
  {
    cas: '497-19-8',
    name: 'sodium carbonate',
    process: 'Natural soda ash (Sodium carbonate), at plant',
    technological: 2,
    note: 'Natural soda ash (trona), not the Solvay process.',
  },
  {
    cas: '1305-78-8',
    name: 'calcium oxide',
    aliases: ['quicklime'],
    process: 'Quicklime, at plant',
    technological: 1,
  },
  { cas: '7704-34-9', name: 'sulfur', aliases: ['sulphur'], process: 'Sulfur, at plant', technological: 1 },
  { cas: '107-21-1', name: 'ethylene glycol', process: 'Ethylene glycol, at plant', technological: 1 },
  { cas: '75-21-8', name: 'ethylene oxide', process: 'Ethylene oxide, at plant', technological: 1 },
  { cas: '75-56-9', name: 'propylene oxide', process: 'Propylene oxide, at plant', technological: 1 },
  { cas: '107-13-1', name: 'acrylonitrile', process: 'Acrylonitrile, at plant', technological: 1 },
  { cas: '74-85-1', name: 'ethylene', process: 'Ethylene, at plant', technological: 1 },
  { cas: '115-07-1', name: 'propylene', process: 'Propylene, at plant', technological: 1 },
  // Issue #36, demo routes back to open starting materials: the carbon of a calcium carbide
  // furnace (metformin's dicyandiamide), and aniline, a common reagent of API routes.
  {
    cas: '65996-77-6',
    name: 'metallurgical coke',
    aliases: ['coke'],
    process: 'Metallurgical coke, at plant',
    technological: 2,
    note: 'Blast-furnace coke from a US coke oven, for the carbon of a furnace. The CAS number (coke (coal)) was not confirmed against a reachable source: the row is found by name too.',
  },
  { cas: '62-53-3', name: 'aniline', process: 'Aniline, at plant', technological: 1 },
];

// ---- reading the JSON-LD ----

interface Ref {
  '@id': string;
  name?: string;
}
interface JsonExchange {
  input?: boolean;
  quantitativeReference?: boolean;
  amount: number;
  flow: Ref & { flowType?: string };
  unit: Ref;
  flowProperty?: Ref;
}
interface JsonProcess {
  '@id': string;
  name: string;
  exchanges: JsonExchange[];
}
interface JsonFlow {
  '@id': string;
  name: string;
  flowType: string;
  category?: Ref;
  flowProperties: { referenceFlowProperty?: boolean; flowProperty: Ref; conversionFactor: number }[];
}

function readAll<T>(dir: string, folder: string): T[] {
  const path = join(dir, folder);
  return readdirSync(path)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(path, f), 'utf8')) as T);
}

function readDatabase(dir: string) {
  const unitFactor = new Map<string, number>();
  const referenceUnitOfGroup = new Map<string, string>();
  for (const group of readAll<{
    '@id': string;
    units: { '@id': string; name: string; conversionFactor: number; referenceUnit?: boolean }[];
  }>(dir, 'unit_groups')) {
    for (const unit of group.units) {
      unitFactor.set(unit['@id'], unit.conversionFactor);
      if (unit.referenceUnit) referenceUnitOfGroup.set(group['@id'], unit.name);
    }
  }
  const groupOfProperty = new Map<string, { group: string; name: string }>();
  for (const property of readAll<{ '@id': string; name: string; unitGroup: Ref }>(dir, 'flow_properties')) {
    groupOfProperty.set(property['@id'], { group: property.unitGroup['@id'], name: property.name });
  }
  const categories = new Map<string, { name: string; parent?: string }>();
  for (const c of readAll<{ '@id': string; name: string; category?: Ref }>(dir, 'categories')) {
    categories.set(c['@id'], { name: c.name, ...(c.category ? { parent: c.category['@id'] } : {}) });
  }
  const flows = new Map<string, JsonFlow>();
  for (const flow of readAll<JsonFlow>(dir, 'flows')) flows.set(flow['@id'], flow);
  const processes = readAll<JsonProcess>(dir, 'processes');
  return { unitFactor, referenceUnitOfGroup, groupOfProperty, categories, flows, processes };
}

type Database = ReturnType<typeof readDatabase>;

function categoryPath(db: Database, id: string | undefined): string[] {
  const path: string[] = [];
  for (let at = id; at && path.length < 10; at = db.categories.get(at)?.parent) {
    path.unshift(db.categories.get(at)?.name ?? '');
  }
  return path;
}

/** The flow's reference property and unit: what its amounts are converted to. */
function referenceOf(db: Database, flow: JsonFlow | undefined) {
  const ref = flow?.flowProperties.find((p) => p.referenceFlowProperty) ?? flow?.flowProperties[0];
  const property = ref ? db.groupOfProperty.get(ref.flowProperty['@id']) : undefined;
  return {
    property: property?.name ?? '?',
    unit: property ? (db.referenceUnitOfGroup.get(property.group) ?? '?') : '?',
  };
}

/**
 * An exchange's amount in its flow's reference unit: amount × the unit's factor to its group's
 * reference unit ÷ the flow's factor for the exchange's property (openLCA's conversion).
 */
function toReference(db: Database, e: JsonExchange, counts: { unconverted: number }): number {
  const flow = db.flows.get(e.flow['@id']);
  const unit = db.unitFactor.get(e.unit['@id']);
  const property =
    flow?.flowProperties.find((p) => p.flowProperty['@id'] === e.flowProperty?.['@id']) ??
    flow?.flowProperties.find((p) => p.referenceFlowProperty);
  if (unit === undefined || !property) {
    counts.unconverted++;
    return e.amount;
  }
  return (e.amount * unit) / property.conversionFactor;
}

function toLci(db: Database) {
  const counts = { unconverted: 0, allocated: 0, nonMassCoProducts: 0, linkedByName: 0 };
  const isAir = new Map<string, boolean>();
  const airOf = (flowId: string) => {
    let air = isAir.get(flowId);
    if (air === undefined) {
      const path = categoryPath(db, db.flows.get(flowId)?.category?.['@id']).map((s) => s.toLowerCase());
      air = path.some(
        (s) => s === 'air' || s.startsWith('emission to air') || s.startsWith('emissions to air'),
      );
      isAir.set(flowId, air);
    }
    return air;
  };
  const processes: LciProcess[] = db.processes.map((p) => {
    const outputs = p.exchanges.filter((e) => !e.input && e.flow.flowType === 'PRODUCT_FLOW');
    const reference = p.exchanges.find((e) => e.quantitativeReference);
    const massOf = (e: JsonExchange) => referenceOf(db, db.flows.get(e.flow['@id'])).property === 'Mass';
    // Several products measured in mass share the process by mass; any other output (recovered
    // energy, a product in another unit) carries nothing and stays unused.
    const massProducts = reference && massOf(reference) ? outputs.filter(massOf) : [];
    const sharing = massProducts.length > 1 ? massProducts : reference ? [reference] : [];
    if (sharing.length > 1) counts.allocated++;
    counts.nonMassCoProducts += outputs.length - sharing.length;
    const amounts = sharing.map((e) => toReference(db, e, counts));
    const total = amounts.reduce((s, a) => s + a, 0);
    return {
      id: p['@id'],
      name: p.name.trim(),
      products: sharing.map((e, i) => ({
        flow: e.flow['@id'],
        amount: amounts[i]!,
        share: amounts[i]! / total,
      })),
      inputs: p.exchanges
        // A waste output has no treatment process in this edition: it is reported as a cut-off.
        .filter(
          (e) =>
            (e.input && e.flow.flowType !== 'ELEMENTARY_FLOW') ||
            (!e.input && e.flow.flowType === 'WASTE_FLOW'),
        )
        .map((e) => ({ flow: e.flow['@id'], amount: toReference(db, e, counts) })),
      elementary: p.exchanges
        .filter((e) => !e.input && e.flow.flowType === 'ELEMENTARY_FLOW' && airOf(e.flow['@id']))
        .map((e) => ({ flow: e.flow['@id'], amount: toReference(db, e, counts) })),
    };
  });
  // This edition names the same product under several flow ids (ocean freight, cogeneration
  // electricity, quicklime...): an input whose flow no process outputs is linked to the product of
  // the same name and the same kind of quantity, as a practitioner would link it by hand.
  const products = new Set(processes.flatMap((p) => p.products.map((o) => o.flow)));
  const keyOf = (flowId: string) => {
    const flow = db.flows.get(flowId);
    return flow ? `${flow.name.trim().toLowerCase()}|${referenceOf(db, flow).property}` : '';
  };
  const productByName = new Map([...products].map((id) => [keyOf(id), id]));
  for (const p of processes) {
    for (const input of p.inputs) {
      if (products.has(input.flow)) continue;
      const same = productByName.get(keyOf(input.flow));
      if (same) {
        input.flow = same;
        counts.linkedByName++;
      }
    }
  }
  return { processes, counts };
}

// ---- the run ----

const significant = (x: number, digits = 4) => Number(x.toPrecision(digits));

function main() {
  const args = process.argv.slice(2);
  const dir = args[0]?.startsWith('--') ? undefined : args[0];
  if (!dir) {
    console.error(
      'usage: tsx packages/footprint/scripts/uslci-gwp.ts <uslci_olca1_5_0_json_ld directory> [--write]',
    );
    process.exit(2);
  }
  const started = performance.now();
  const db = readDatabase(resolve(dir));
  const read = performance.now();
  const { processes, counts } = toLci(db);
  const ambiguous: string[] = [];
  const system = buildSystem(processes, (flow, candidates) => {
    // Two processes output the same flow: the one whose reference product it is, else the first by name.
    const sorted = [...candidates].sort((a, b) => a.process.name.localeCompare(b.process.name));
    const chosen = sorted.find((c) => c.process.products[0]?.flow === flow) ?? sorted[0]!;
    ambiguous.push(`${db.flows.get(flow)?.name ?? flow}: ${chosen.process.name}`);
    return chosen;
  });
  const results = solveInventory(system, (flowId) => gwpOfEmission(db.flows.get(flowId)?.name ?? ''));
  const solved = performance.now();

  console.log(
    `Read ${db.processes.length} processes, ${db.flows.size} flows in ${Math.round(read - started)} ms.`,
  );
  console.log(
    `Solved ${system.columns.length} products of ${processes.length} processes in ${Math.round(solved - read)} ms ` +
      `(${counts.allocated} processes allocated by mass, ${counts.nonMassCoProducts} co-products carrying nothing, ` +
      `${counts.linkedByName} inputs linked by name, ${counts.unconverted} exchanges without a unit conversion, taken as written).`,
  );
  if (ambiguous.length > 0)
    console.log(`Flows made by several processes, linked to: ${ambiguous.join('; ')}`);

  // --show <pattern>: every product whose process name matches, to choose a target.
  const show = args.indexOf('--show');
  if (show >= 0) {
    const pattern = new RegExp(args[show + 1] ?? '.', 'i');
    system.columns.forEach((c, i) => {
      if (pattern.test(c.process.name)) {
        const cut = [...results.cutOffs(i).values()].filter((a) => Math.abs(a) > 1e-9).length;
        console.log(
          `  [show] ${c.process.name} -> ${db.flows.get(c.product)?.name}: ${significant(results.intensity[i]!)} kgCO2e/${referenceOf(db, db.flows.get(c.product)).unit}, ${cut} cut-off flows`,
        );
      }
    });
  }

  const computed = new Date().toISOString().slice(0, 10);
  const rows: string[] = [];
  const covered = new Set<string>();
  for (const target of targets) {
    const index = system.columns.findIndex(
      (c: LciColumn) =>
        c.process.name === target.process &&
        (target.product === undefined || db.flows.get(c.product)?.name.trim() === target.product),
    );
    if (index < 0) {
      console.log(`  ${target.name}: process '${target.process}' not found`);
      continue;
    }
    const column = system.columns[index]!;
    const unit = referenceOf(db, db.flows.get(column.product)).unit;
    const value = results.intensity[index]!;
    const cut = [...results.cutOffs(index)]
      .map(([flow, amount]) => ({
        name: (db.flows.get(flow)?.name ?? flow).trim(),
        amount,
        unit: referenceOf(db, db.flows.get(flow)).unit,
      }))
      .filter((c) => Math.abs(c.amount) > 1e-9)
      .sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount));
    const shown = cut.slice(0, 4).map((c) => `${c.name} ${significant(c.amount, 2)} ${c.unit}`);
    console.log(
      `  ${target.name.padEnd(18)} ${String(significant(value)).padStart(8)} kgCO2e/${unit}  ${column.process.name} (${column.process.id})` +
        `\n      cut-off: ${cut.length} flows${shown.length ? `, largest ${shown.join(', ')}` : ''}`,
    );
    if (unit !== 'kg') {
      console.log(`      skipped: the product is measured in ${unit}, not kg`);
      continue;
    }
    covered.add(normaliseCas(target.cas));
    rows.push(
      `  ${JSON.stringify({
        cas: target.cas,
        name: target.name,
        ...(target.aliases ? { aliases: target.aliases } : {}),
        value: significant(value),
        process: column.process.name,
        processId: column.process.id,
        ...(target.product ? { product: target.product } : {}),
        technological: target.technological,
        cutOffs: cut.length,
        largestCutOffs: shown.slice(0, 3).join('; '),
        ...(target.note ? { note: target.note } : {}),
      })},`,
    );
  }
  const notCovered = knownSubstances.filter(
    (s) => !covered.has(normaliseCas(s.cas)) && s.cas !== '7732-18-5',
  );
  console.log(`Not covered (${notCovered.length}): ${notCovered.map((s) => s.name).join(', ')}`);
  console.log(`Total ${Math.round(performance.now() - started)} ms.`);

  if (args.includes('--write')) {
    const out = resolve(import.meta.dirname, '../src/factors/open-uslci-rows.ts');
    writeFileSync(
      out,
      `// Generated by packages/footprint/scripts/uslci-gwp.ts on ${computed}: do not edit by hand, run the script again.\n` +
        `import type { UslciRow } from './uslci-row';\n\n` +
        `export const USLCI_DATABASE = ${JSON.stringify(DATABASE)};\n` +
        `export const USLCI_METHOD = ${JSON.stringify(AR6_SOURCE)};\n` +
        `export const USLCI_COMPUTED = ${JSON.stringify(computed)};\n\n` +
        `export const uslciRows: UslciRow[] = [\n${rows.join('\n')}\n];\n`,
    );
    console.log(`Wrote ${rows.length} factors to ${out}`);
  }
}

main();
