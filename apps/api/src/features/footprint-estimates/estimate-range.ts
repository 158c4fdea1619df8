import { FOOTPRINT_VALUE_MAX, footprintEstimateMessages } from '@pharmatrace/domain';
import type { PhrasedEstimate } from '@pharmatrace/footprint';
import { AppError } from '../../lib/app-error';

/** Whether every number in `value` (an estimate, walked whole) is finite. */
function allFinite(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(allFinite);
  if (value && typeof value === 'object') return Object.values(value).every(allFinite);
  return true;
}

/**
 * Issue #35: a mass balance saved before its figures were bounded (or figures that multiply past
 * any bound along a route) gave an estimate of 2.2e158 ± Infinity, which every answer then failed
 * to serialise, and adopting it committed before failing. An estimate is answered and adopted only
 * when every figure in it is finite and its value and uncertainty are within the range staff's own
 * result is held to (0 to FOOTPRINT_VALUE_MAX kgCO2e/kg); otherwise 409, nothing written.
 */
export function assertEstimateInRange(estimate: PhrasedEstimate): void {
  const inRange = (n: number) => n >= 0 && n <= FOOTPRINT_VALUE_MAX;
  if (allFinite(estimate) && inRange(estimate.value) && inRange(estimate.uncertainty)) return;
  throw new AppError('CONFLICT', footprintEstimateMessages.outOfRange, { detailCode: ESTIMATE_OUT_OF_RANGE });
}

export const ESTIMATE_OUT_OF_RANGE = 'ESTIMATE_OUT_OF_RANGE';
