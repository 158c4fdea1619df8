import { phrase } from '@pharmatrace/domain';
import { positive, type Row, roundedForMessage } from '../reading';
import type { ReactionContext } from './context';

/** The mass balance of a batch closes when inputs and outputs differ by at most this share. */
export const CLOSURE_TOLERANCE = 0.1;
/** kg of input per kg of product usual for a pharmaceutical step. */
export const PMI_RANGE = { min: 2, max: 200 } as const;

/** Plausibility warnings (issue #23): balance closure, PMI, yield. */
export function plausibility(
  c: ReactionContext,
  entry: Row,
  rawRows: Row[],
  {
    weight,
    inputs,
    outputs,
    hasOutputLines,
  }: { weight: number; inputs: number; outputs: number; hasOutputLines: boolean },
) {
  const { b, r } = c;
  if (inputs > 0 && hasOutputLines) {
    const gap = Math.abs(inputs - outputs) / inputs;
    if (gap > CLOSURE_TOLERANCE) {
      b.warn(
        'MASS_BALANCE_NOT_CLOSED',
        r,
        phrase('footprints.warning.massBalance', {
          reaction: r + 1,
          inputs: roundedForMessage(inputs),
          outputs: roundedForMessage(outputs),
          gap: Math.round(gap * 100),
          tolerance: CLOSURE_TOLERANCE * 100,
        }),
      );
    }
  }
  if (inputs > 0) {
    const pmi = inputs / weight;
    if (pmi < PMI_RANGE.min || pmi > PMI_RANGE.max) {
      b.warn(
        'PMI_OUT_OF_RANGE',
        r,
        phrase('footprints.warning.pmi', {
          reaction: r + 1,
          pmi: roundedForMessage(pmi),
          min: PMI_RANGE.min,
          max: PMI_RANGE.max,
        }),
      );
    }
  }
  const precursor = rawRows[0] ?? {};
  const productMw = positive(entry.molecularWeight);
  const precursorMw = positive(precursor.molecularWeight);
  const precursorKg = positive(precursor.weightPerBatch);
  if (productMw && precursorMw && precursorKg) {
    const molarYield = weight / productMw / (precursorKg / precursorMw);
    if (molarYield > 1) {
      b.warn(
        'YIELD_ABOVE_100',
        r,
        phrase('footprints.warning.yield', {
          reaction: r + 1,
          precursor: c.reaction.precursor.name || phrase('footprints.word.thePrecursor'),
          yield: Math.round(molarYield * 100),
        }),
      );
    }
  }
}
