import {
  type DataQuality,
  type FactorLibrary,
  FOOTPRINT_UNIT,
  type FootprintCategory,
  type FootprintEstimate,
  footprintCategories,
  footprintEstimateMessages,
  MAX_LISTED_DATA_GAPS,
  MAX_LISTED_WARNINGS,
  MAX_SECOND_PART_ROWS,
  secondPartRowCount,
} from '@pharmatrace/domain';
import { type AnalyticResult, analyticPass } from './analytic';
import { FactorIndex } from './factors/library';
import { bandedModel } from './licensed-bands';
import { buildModel, type FootprintInput } from './model/build-model';
import type { Model, PhrasedContributor, PhrasedDataGap, PhrasedWarning } from './model/types';
import { DEFAULT_ITERATIONS, DEFAULT_SEED, drawsPerIteration, monteCarlo } from './monte-carlo';
import { modelInputs, type PhrasedSensitivity, rankSensitivity } from './sensitivity';

/**
 * The version of the method (issue #23 `methodVersion`): bump it whenever a formula, a default or
 * the pedigree table changes, so that an adopted result says which method it came from. The
 * changes of each version are listed in docs/methodology.md 'Versions'.
 */
export const METHOD_VERSION = '2.3.0';

export interface EstimateOptions {
  /** Monte Carlo iterations (default 200,000); 0 gives the analytic result alone (no spread). */
  iterations?: number;
  seed?: number;
  /** How many hot spots to list (default 10). */
  contributors?: number;
  /**
   * A cap on the work of the whole Monte Carlo (`workPerIteration` × iterations: the normal
   * draws, and the columns summed when reactions are chained): a route with many lines then runs
   * fewer iterations (the answer's `iterations` says how many). The API sets one so that a
   * hostile document cannot hold a core for minutes (issue #35). There is no floor of iterations
   * above it (an earlier floor of 1,000 let a document past the cap): the cap holds for every
   * document, and every route within the schema's bounds without shared node ids affords more
   * than 1,000 iterations under the API's cap.
   */
  maxDraws?: number;
}

/**
 * A second part beyond MAX_SECOND_PART_ROWS (issue #35): one stored before the bound, or sent by
 * a caller that skipped the schema. The method refuses it before building anything, so that the
 * cost of building the model and of its data gaps is bounded by the schema's bound.
 */
export class SecondPartTooLargeError extends Error {
  constructor(readonly rows: number) {
    super(`The second part has ${rows} lines, more than ${MAX_SECOND_PART_ROWS}`);
    this.name = 'SecondPartTooLargeError';
  }
}

/**
 * The estimate as the method computes it: its hot spots' labels, data gaps and warnings are
 * phrases, said in a language by `estimateIn` (issue #27); everything else is the answer's
 * (footprintEstimateSchema).
 */
export type PhrasedEstimate = Omit<
  FootprintEstimate,
  'contributors' | 'dataGaps' | 'warnings' | 'sensitivity'
> & {
  contributors: PhrasedContributor[];
  sensitivity: PhrasedSensitivity[];
  dataGaps: PhrasedDataGap[];
  warnings: PhrasedWarning[];
  /**
   * The line-by-line figures a client sees where some line rests on a factor the provider
   * imported: computed with those factors at their band's middle (licensed-bands.ts), and how
   * many lines that is. Never on the wire: `estimateForClient` puts them in place of the
   * figures, `estimateIn` drops them.
   */
  clientLines?: ClientLines;
};

/** The figures an estimate gives line by line, and how many lines use a licensed factor. */
export type ClientLines = Pick<
  PhrasedEstimate,
  'byReaction' | 'byCategory' | 'contributors' | 'sensitivity' | 'primaryDataShare' | 'dataQuality'
> & { licensedLines: number };

/**
 * The work of one Monte Carlo iteration, in normal draws' worth: the draws, one column per
 * reaction, and, for each link, the columns of every reaction that makes its material (several
 * when tree nodes share an id: issue #35 found chaining unbounded there).
 */
export function workPerIteration(model: Model): number {
  let work = drawsPerIteration(model) + model.reactions.length;
  for (const link of model.links) work += model.producers.get(link.nodeId)?.length ?? 0;
  return work;
}

/**
 * How many iterations a run makes: the ones asked for, and at most `maxDraws` / the work of one
 * (0, the analytic result alone, when not even one fits).
 */
export function iterationsWithin(
  requested: number,
  perIteration: number,
  maxDraws: number | undefined,
): number {
  const asked = Math.max(0, Math.floor(requested));
  if (maxDraws === undefined) return asked;
  return Math.min(asked, Math.floor(maxDraws / Math.max(1, perIteration)));
}

/**
 * The preliminary cradle-to-gate footprint of a footprint's substance (issue #23), kgCO2e per kg:
 * pure, no I/O, the same in the API and in a browser worker; the same input, library and options
 * give the same answer. `library` is the starter library, or the merged library in the API.
 */
export function estimateFootprint(
  input: FootprintInput,
  library: FactorLibrary | FactorIndex,
  options: EstimateOptions = {},
): PhrasedEstimate {
  const rows = secondPartRowCount(input.document.substances);
  if (rows > MAX_SECOND_PART_ROWS) throw new SecondPartTooLargeError(rows);
  const factors = library instanceof FactorIndex ? library : new FactorIndex(library);
  const model = buildModel(input, factors);
  const analytic = analyticPass(model);
  const seed = options.seed ?? DEFAULT_SEED;
  const iterations = iterationsWithin(
    options.iterations ?? DEFAULT_ITERATIONS,
    workPerIteration(model),
    options.maxDraws,
  );
  const mc =
    iterations > 0 && model.terms.length > 0
      ? monteCarlo(model, { iterations, seed })
      : {
          iterations: 0,
          mean: analytic.value,
          median: analytic.value,
          sd: 0,
          p2_5: analytic.value,
          p97_5: analytic.value,
        };

  const lines = linesOf(model, analytic, options.contributors ?? 10);
  const banded = bandedModel(model);

  // The allocation disclosure (method 2.0): the same model with every reaction's footprint on its product.
  const allocated = model.reactions.filter((reaction) => reaction.share < 1);
  const valueWithoutAllocation =
    allocated.length > 0
      ? analyticPass({ ...model, reactions: model.reactions.map((reaction) => ({ ...reaction, share: 1 })) })
          .value
      : analytic.value;

  return {
    value: analytic.value,
    uncertainty: 1.96 * mc.sd,
    unit: FOOTPRINT_UNIT,
    mean: mc.mean,
    median: mc.median,
    p2_5: mc.p2_5,
    p97_5: mc.p97_5,
    iterations: mc.iterations,
    seed,
    ...lines,
    dataGaps: model.dataGaps.slice(0, MAX_LISTED_DATA_GAPS),
    dataGapCount: model.dataGaps.length,
    warnings: model.warnings.slice(0, MAX_LISTED_WARNINGS),
    warningCount: model.warnings.length,
    methodVersion: METHOD_VERSION,
    factorLibraryVersion: factors.version,
    allocation: {
      method: 'mass',
      valueWithoutAllocation,
      shift: valueWithoutAllocation - analytic.value,
      reactions: allocated.map((reaction) => ({
        reaction: reaction.index + 1,
        productShare: reaction.share,
      })),
    },
    ...(banded.licensedLines > 0
      ? {
          clientLines: {
            ...linesOf(banded.model, analyticPass(banded.model), options.contributors ?? 10),
            licensedLines: banded.licensedLines,
          },
        }
      : {}),
  };
}

/**
 * The estimate as a client may see it (issue #23: the provider's licensed factors never reach a
 * client beyond the result): no factor values at all, an imported factor's source replaced by
 * 'Our team's licensed data', and, where a line rests on an imported factor, every line-by-line
 * figure computed with that factor at its band's middle (issue #36, decision 0067), so that no
 * line divided by its amount gives the factor closer than a class range. `licensedLines` says
 * how many lines that is, for the screen to say so. The result itself (`value`, its interval) is
 * as computed.
 */
export function estimateForClient<
  E extends {
    contributors: { source: unknown; factor?: { imported: boolean } | undefined }[];
    allocation?: unknown;
    clientLines?: unknown;
  },
>(estimate: E): Omit<E, 'clientLines' | 'allocation'> & { licensedLines: number } {
  // The allocation disclosure is staff's, for the study (method 2.0).
  const { allocation: _staffOnly, clientLines, ...rest } = estimate;
  const lines = (clientLines ?? {}) as Partial<E> & { licensedLines?: number };
  const contributors = (lines.contributors ?? estimate.contributors) as E['contributors'];
  return {
    ...rest,
    ...lines,
    licensedLines: lines.licensedLines ?? 0,
    contributors: contributors.map(({ factor, ...contributor }) => ({
      ...contributor,
      source: factor?.imported ? footprintEstimateMessages.licensedSource : contributor.source,
    })),
  };
}

/** The figures an estimate gives line by line: what a client's answer computes again on bands. */
type Lines = Omit<ClientLines, 'licensedLines'>;

/**
 * The line-by-line figures of a model at the analytic pass given: the breakdowns, the hot spots,
 * the sensitivity ranking, and the shares weighted by the contributions.
 */
function linesOf(model: Model, analytic: AnalyticResult, contributorCount: number): Lines {
  const byReaction = model.reactions.map((reaction) => ({
    reaction: reaction.index + 1,
    name: reaction.name,
    value: 0,
  }));
  const byCategory = Object.fromEntries(footprintCategories.map((c) => [c, 0])) as Record<
    FootprintCategory,
    number
  >;
  let primary = 0;
  let positive = 0;
  const quality = { technological: 0, geographical: 0, temporal: 0, reliability: 0 };
  let weights = 0;
  model.terms.forEach((term, t) => {
    const c = analytic.contributions[t]!;
    byReaction[term.reaction]!.value += c;
    byCategory[term.category] += c;
    if (c > 0) {
      positive += c;
      if (term.primary) primary += c;
    }
    const w = Math.abs(c);
    weights += w;
    for (const rating of Object.keys(quality) as (keyof DataQuality)[])
      quality[rating] += w * term.quality[rating];
  });
  const dataQuality =
    weights > 0
      ? {
          technological: quality.technological / weights,
          geographical: quality.geographical / weights,
          temporal: quality.temporal / weights,
          reliability: quality.reliability / weights,
        }
      : { technological: 5, geographical: 5, temporal: 5, reliability: 5 };

  const contributors = model.terms
    .map((term, t) => ({ term, value: analytic.contributions[t]! }))
    .filter((c) => c.value !== 0)
    .sort((a, b) => Math.abs(b.value) - Math.abs(a.value))
    .slice(0, contributorCount)
    .map(({ term, value }) => ({
      label: term.label,
      category: term.category,
      value,
      source: term.source,
      at: term.at,
      primary: term.primary,
      ...(term.factor ? { factor: term.factor } : {}),
    }));
  return {
    byReaction,
    byCategory,
    contributors,
    sensitivity: rankSensitivity(modelInputs(model, analytic)),
    primaryDataShare: positive > 0 ? Math.min(100, (100 * primary) / positive) : 0,
    dataQuality,
  };
}
