import { availableParallelism, cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { medicineFootprintDocumentSchema } from '@pharmatrace/domain';
import {
  buildMedicineModel,
  DEFAULT_SEED,
  estimateMedicineFootprint,
  medicineDrawsPerIteration,
  medicineMonteCarlo,
  NormalSource,
  starterLibrary,
} from '@pharmatrace/footprint';
import { heading, isMain, table } from './lib/cli';

/**
 * The medicine footprint's Monte Carlo (issue #37 'A bench'): a tablet's per-box estimate at
 * 200,000 iterations, timed next to its floor measured in the same process: as many standard
 * normal variates as the run draws, by the same generator, into a Float64Array. A ratio, never a
 * failing test: `npx tsx bench/medicine-footprint-monte-carlo.ts --runs 5`.
 */

const tablet = medicineFootprintDocumentSchema.parse({
  name: 'Paracetamol 500 mg tablets, 16 a box',
  form: 'TABLET',
  unitsPerBox: 16,
  actives: [
    {
      name: 'Paracetamol',
      cas: '103-90-2',
      mgPerUnit: 500,
      valueKgPerKg: 20,
      uncertainty: 10,
      source: 'bench',
    },
  ],
  excipients: [
    { name: 'Maize starch', mgPerUnit: 40, productionPlace: 'Europe' },
    { name: 'Povidone', mgPerUnit: 10, productionPlace: 'DoNotKnow' },
    { name: 'Magnesium stearate', mgPerUnit: 5, productionPlace: 'Asia' },
  ],
  packaging: [
    { level: 'PRIMARY', material: 'PVC', gramsPerBox: 4 },
    { level: 'PRIMARY', material: 'ALUMINIUM', gramsPerBox: 1.6 },
    { level: 'SECONDARY', material: 'CARTON', gramsPerBox: 10 },
    { level: 'SECONDARY', material: 'PAPER', gramsPerBox: 2 },
  ],
  transport: [
    { mode: 'SEA', km: 18_000, leg: 'API_TO_FORMULATION' },
    { mode: 'ROAD', km: 800, leg: 'FORMULATION_TO_FRANCE' },
  ],
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export function benchMedicineMonteCarlo({ iterations = 200_000, runs = 5 } = {}) {
  heading('Medicine footprint Monte Carlo (issue #37)');
  console.log(
    `machine: ${cpus()[0]?.model ?? 'unknown'}, ${availableParallelism()} cores, Node ${process.version}; ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
  );
  const { model } = buildMedicineModel({ document: tablet, library: starterLibrary });
  const draws = medicineDrawsPerIteration(model);
  const buffer = new Float64Array(iterations);
  const floor = () => {
    const normals = new NormalSource(DEFAULT_SEED);
    const start = performance.now();
    for (let d = 0; d < draws; d++) normals.fill(buffer, iterations);
    return performance.now() - start;
  };
  const run = () => {
    const start = performance.now();
    medicineMonteCarlo(model, { iterations, seed: DEFAULT_SEED });
    return performance.now() - start;
  };
  medicineMonteCarlo(model, { iterations: 20_000, seed: 1 });
  new NormalSource(1).fill(buffer, iterations);
  const floorMs: number[] = [];
  const mcMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    floorMs.push(floor());
    mcMs.push(run());
  }
  const whole = performance.now();
  const estimate = estimateMedicineFootprint({ document: tablet, library: starterLibrary }, { iterations });
  const wholeMs = performance.now() - whole;
  const ratio = median(mcMs) / median(floorMs);
  console.log(
    `${model.lines.length} lines, ${model.variables.length} variables; ${draws} normal draws per iteration; ` +
      `${iterations.toLocaleString('en-GB')} iterations`,
  );
  console.log(
    table([
      ['what', `median of ${runs} (ms)`, 'runs (ms)'],
      [
        `floor: ${(draws * iterations).toLocaleString('en-GB')} normal variates into a Float64Array`,
        median(floorMs).toFixed(0),
        floorMs.map((m) => m.toFixed(0)).join(' '),
      ],
      ['Monte Carlo of the medicine', median(mcMs).toFixed(0), mcMs.map((m) => m.toFixed(0)).join(' ')],
      ['estimateMedicineFootprint, whole', wholeMs.toFixed(0), ''],
    ]),
  );
  console.log(
    `\nMonte Carlo ÷ floor: ${ratio.toFixed(2)} (target ≤ 3) ${ratio <= 3 ? '✓' : '✗'}; ` +
      `the estimate: ${estimate.perBox.value.toFixed(1)} gCO2e per box, 95 % interval ` +
      `${estimate.perBox.p2_5.toFixed(1)} to ${estimate.perBox.p97_5.toFixed(1)}`,
  );
  return {
    ratio,
    detail: `${median(mcMs).toFixed(0)} vs ${median(floorMs).toFixed(0)} ms (medians of ${runs})`,
  };
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({ options: { iterations: { type: 'string' }, runs: { type: 'string' } } });
  benchMedicineMonteCarlo({
    iterations: values.iterations ? Number(values.iterations) : undefined,
    runs: values.runs ? Number(values.runs) : undefined,
  });
}
