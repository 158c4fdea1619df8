import { LuDecomposition, Matrix } from 'ml-matrix';

/**
 * Cradle-to-gate results of a unit-process inventory (issue #36 'Open factors'): the technology
 * matrix built from the processes' exchanges and their providers, solved once for the intensity
 * of every product (h·A = g), and per result for the scaling vector (A·x = e) that tells which
 * inputs without a provider the result leaves out.
 *
 * Dense LU (ml-matrix): the USLCI has under a thousand products, so a dense factorisation takes
 * well under a second and no sparse solver is needed (decision 0058).
 */

/** An amount of a flow, in the flow's reference unit. */
export interface LciAmount {
  flow: string;
  amount: number;
}

export interface LciProcess {
  id: string;
  name: string;
  /** Product outputs: each becomes a column, its share of the process given by `share`. */
  products: (LciAmount & { share: number })[];
  /** Technosphere inputs (products of other processes, or of none: cut-off). */
  inputs: LciAmount[];
  /** Elementary flows: emissions positive, resources taken from nature negative. */
  elementary: LciAmount[];
}

/** One product of one process: a column of the technology matrix. */
export interface LciColumn {
  process: LciProcess;
  product: string;
  /** The share of the process's inputs and emissions its product carries (allocation). */
  share: number;
  /** Per unit of product: 1 / the process's output of it. */
  perUnit: number;
}

export interface LciSystem {
  columns: LciColumn[];
  /** The column that provides a flow (the row of that flow). */
  providerOf: Map<string, number>;
}

/**
 * The columns and the links: an input is linked to the column that outputs its flow. A flow that
 * several processes output goes to the first of them in `preferred` order, else the first met.
 */
export function buildSystem(
  processes: readonly LciProcess[],
  preferred: (flow: string, candidates: readonly LciColumn[]) => LciColumn = (_f, c) => c[0]!,
): LciSystem {
  const columns: LciColumn[] = [];
  const byFlow = new Map<string, LciColumn[]>();
  for (const process of processes) {
    for (const product of process.products) {
      if (product.share <= 0 || product.amount <= 0) continue;
      const column = { process, product: product.flow, share: product.share, perUnit: 1 / product.amount };
      columns.push(column);
      const list = byFlow.get(product.flow);
      if (list) list.push(column);
      else byFlow.set(product.flow, [column]);
    }
  }
  const providerOf = new Map<string, number>();
  for (const [flow, candidates] of byFlow) {
    providerOf.set(
      flow,
      columns.indexOf(candidates.length === 1 ? candidates[0]! : preferred(flow, candidates)),
    );
  }
  return { columns, providerOf };
}

export interface LciResults {
  system: LciSystem;
  /** Characterised result per unit of each column's product, in the column order. */
  intensity: Float64Array;
  /** The inputs without a provider that one column's result leaves out, summed over its chain. */
  cutOffs(column: number): Map<string, number>;
}

/**
 * Solves the system for every column at once. `factor` gives an elementary flow's
 * characterisation factor (0 for a flow that does not count).
 */
export function solveInventory(system: LciSystem, factor: (flow: string) => number): LciResults {
  const n = system.columns.length;
  const a = Matrix.zeros(n, n);
  const g = new Float64Array(n);
  for (let j = 0; j < n; j++) {
    const { process, share, perUnit } = system.columns[j]!;
    a.set(j, j, 1);
    const scale = share * perUnit;
    for (const input of process.inputs) {
      const row = system.providerOf.get(input.flow);
      if (row !== undefined) a.set(row, j, a.get(row, j) - input.amount * scale);
    }
    for (const flow of process.elementary) g[j]! += flow.amount * factor(flow.flow) * scale;
  }
  // h·A = g  <=>  Aᵀ·hᵀ = gᵀ: one factorisation gives every product's intensity.
  const transposed = new LuDecomposition(a.transpose());
  if (transposed.isSingular()) throw new Error('The technology matrix is singular');
  const h = transposed.solve(Matrix.columnVector(Array.from(g))).getColumn(0);
  let forward: LuDecomposition | undefined;
  return {
    system,
    intensity: Float64Array.from(h),
    cutOffs(column) {
      forward ??= new LuDecomposition(a);
      const demand = Matrix.zeros(n, 1);
      demand.set(column, 0, 1);
      const x = forward.solve(demand).getColumn(0);
      const out = new Map<string, number>();
      for (let j = 0; j < n; j++) {
        if (x[j] === 0) continue;
        const { process, share, perUnit } = system.columns[j]!;
        for (const input of process.inputs) {
          if (system.providerOf.has(input.flow)) continue;
          out.set(input.flow, (out.get(input.flow) ?? 0) + input.amount * share * perUnit * x[j]!);
        }
      }
      return out;
    },
  };
}
