import { availableParallelism, cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { TreeNodeDraft } from '@pharmatrace/domain';
import {
  buildModel,
  DEFAULT_SEED,
  drawsPerIteration,
  estimateFootprint,
  FactorIndex,
  type FootprintInput,
  monteCarlo,
  NormalSource,
  starterLibrary,
} from '@pharmatrace/footprint';
import { heading, isMain, table } from './lib/cli';

/**
 * The footprint Monte Carlo (issue #23 'Benches'): a 10-reaction route with 30 lines per reaction
 * at 200,000 iterations, timed next to its floor measured in the same process, drawing as many
 * standard normal variates (reactions × lines × iterations) into a Float64Array with the same
 * generator. The target is a ratio of at most 3. It also times what the client's live panel runs
 * after a keystroke: the analytic pass and a 5,000-iteration Monte Carlo of a two-reaction route.
 * A figure, never a failing test: `npx tsx bench/footprint-monte-carlo.ts --runs 3`.
 */

export interface FootprintBenchOptions {
  reactions?: number;
  linesPerReaction?: number;
  iterations?: number;
  /** Alternated runs of the Monte Carlo and its floor; medians are printed. */
  runs?: number;
}

export interface FootprintBenchResult {
  ratio: number;
  monteCarloMs: number;
  floorMs: number;
  detail: string;
}

/** A linear route of `reactions` reactions, each with `lines` lines spread over every list. */
export function benchRoute(reactions: number, lines: number): FootprintInput {
  const nodes: TreeNodeDraft[] = Array.from({ length: reactions + 1 }, (_, i) => ({
    id: `substance_${i}`,
    name: `intermediate ${i}`,
    cas: `${1000 + i}-00-${i % 10}`,
    type: 'CHEMICAL',
    manufacturers: [{ plantId: 'plant_bench', percentage: 100 }],
    children: [],
  }));
  for (let i = 0; i < reactions; i++) nodes[i]!.children = [nodes[i + 1]!];
  const places = ['SameCountry', 'Europe', 'Asia', 'America', 'DoNotKnow'];
  const share = Math.floor(lines / 6);
  const raw = lines - 5 * share;
  const substances = Array.from({ length: reactions }, (_, r) => ({
    usedInReactionId: `substance_${r + 1}`,
    molecularWeight: '250',
    weightPerBatch: '100',
    productBy: {
      processType: 'ChemicalReaction',
      carbonReactionProductionSites: 'plant_bench',
      carbonReactionRawMaterials: Array.from({ length: raw }, (_, i) => ({
        name: i === 0 ? `intermediate ${r + 1}` : `reagent ${r}-${i}`,
        cas: i === 0 ? `${1001 + r}-00-${(r + 1) % 10}` : `${2000 + r * 100 + i}-00-1`,
        productionPlace: places[i % places.length],
        molecularWeight: '180',
        weightPerBatch: String(20 + i),
      })),
      carbonReactionAqueousWastes: Array.from({ length: share }, (_, i) => ({
        roughComposition: `methanol ${i + 1} % in water`,
        type: 'BioStation',
        weightPerBatch: String(100 + i),
      })),
      carbonReactionOrganicWastes: Array.from({ length: share }, (_, i) => ({
        roughComposition: i % 2 ? 'toluene 70 %, heptane 30 %' : 'mother liquors',
        type: 'Incineration',
        weightPerBatch: String(40 + i),
      })),
      carbonReactionGasWastes: Array.from({ length: share }, (_, i) => ({
        roughComposition: 'nitrogen, acetone 3 %',
        type: 'NoTreatment',
        weightPerBatch: String(1 + i),
      })),
      carbonReactionSolventRecyclings: Array.from({ length: share }, (_, i) => ({
        solventName: 'toluene',
        distillationSite: i % 2 ? 'SameLocation' : 'LessThan200km',
        recoveredWeightPerBatch: String(50 + i),
      })),
      carbonReactionCleanings: Array.from({ length: share }, (_, i) => ({
        solventName: 'acetone',
        productionPlace: 'Europe',
        cas: '67-64-1',
        quantityPerCleaning: String(30 + i),
        numberOfBatchesBetweenEachCleaning: '5',
      })),
    },
  }));
  return {
    document: { tree: nodes[0]!, substances },
    plants: [
      {
        id: 'plant_bench',
        companyName: 'Bench plant',
        countryId: 'FR',
        energyConsumption: {
          Electricity: { value: 5_000, unit: 'MWh' },
          NaturalGas: { value: 8_000, unit: 'MWh' },
        },
        productionFPValue: 300,
      },
    ],
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export function benchFootprintMonteCarlo(options: FootprintBenchOptions = {}): FootprintBenchResult {
  const reactions = options.reactions ?? 10;
  const lines = options.linesPerReaction ?? 30;
  const iterations = options.iterations ?? 200_000;
  const runs = options.runs ?? 3;
  heading('Footprint Monte Carlo (issue #23)');
  console.log(
    `machine: ${cpus()[0]?.model ?? 'unknown'}, ${availableParallelism()} cores, Node ${process.version}; ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
  );

  const factors = new FactorIndex(starterLibrary);
  const route = benchRoute(reactions, lines);
  const model = buildModel(route, factors);
  const draws = drawsPerIteration(model);
  const variates = reactions * lines * iterations;

  // The floor: as many standard normal variates, by the same generator, into a Float64Array.
  const buffer = new Float64Array(iterations);
  const floor = () => {
    const normals = new NormalSource(DEFAULT_SEED);
    const start = performance.now();
    for (let line = 0; line < reactions * lines; line++) normals.fill(buffer, iterations);
    return performance.now() - start;
  };
  const run = () => {
    const start = performance.now();
    monteCarlo(model, { iterations, seed: DEFAULT_SEED });
    return performance.now() - start;
  };
  // Warm-up: both loops compiled before the measured runs.
  monteCarlo(model, { iterations: 20_000, seed: 1 });
  new NormalSource(1).fill(buffer, iterations);

  const floorMs: number[] = [];
  const mcMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    floorMs.push(floor());
    mcMs.push(run());
  }
  const whole = performance.now();
  const estimate = estimateFootprint(route, factors, { iterations });
  const wholeMs = performance.now() - whole;

  // The live panel after a keystroke: a two-reaction route, the analytic pass and 5,000 iterations.
  const small = benchRoute(2, 30);
  const keystrokeMs: number[] = [];
  for (let i = 0; i < 30; i++) {
    const start = performance.now();
    estimateFootprint(small, starterLibrary, { iterations: 5_000 });
    keystrokeMs.push(performance.now() - start);
  }

  const ratio = median(mcMs) / median(floorMs);
  console.log(
    `route: ${reactions} reactions × ${lines} lines (${model.terms.length} terms, ${model.variables.length} random variables, ` +
      `${model.links.length} links); ${draws} normal draws per iteration; ${iterations.toLocaleString('en-GB')} iterations`,
  );
  console.log(
    table([
      ['what', `median of ${runs} (ms)`, 'runs (ms)'],
      [
        `floor: ${variates.toLocaleString('en-GB')} normal variates into a Float64Array`,
        median(floorMs).toFixed(0),
        floorMs.map((m) => m.toFixed(0)).join(' '),
      ],
      ['Monte Carlo of the model', median(mcMs).toFixed(0), mcMs.map((m) => m.toFixed(0)).join(' ')],
      ['estimateFootprint, whole (read, analytic, Monte Carlo, answer)', wholeMs.toFixed(0), ''],
      [
        'live panel: 2 reactions × 30 lines, analytic + 5,000 iterations (median of 30)',
        median(keystrokeMs).toFixed(1),
        `p95 ${[...keystrokeMs].sort((a, b) => a - b)[28]!.toFixed(1)}`,
      ],
    ]),
  );
  console.log(
    `\nMonte Carlo ÷ floor: ${ratio.toFixed(2)} (target ≤ 3) ${ratio <= 3 ? '✓' : '✗'}; ` +
      `the estimate: ${estimate.value.toFixed(1)} ± ${estimate.uncertainty.toFixed(1)} kgCO2e/kg`,
  );
  return {
    ratio,
    monteCarloMs: median(mcMs),
    floorMs: median(floorMs),
    detail: `${median(mcMs).toFixed(0)} vs ${median(floorMs).toFixed(0)} ms (medians of ${runs})`,
  };
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      reactions: { type: 'string' },
      lines: { type: 'string' },
      iterations: { type: 'string' },
      runs: { type: 'string' },
    },
  });
  const number = (v: string | undefined) => (v === undefined ? undefined : Number(v));
  benchFootprintMonteCarlo({
    reactions: number(values.reactions),
    linesPerReaction: number(values.lines),
    iterations: number(values.iterations),
    runs: number(values.runs),
  });
}
