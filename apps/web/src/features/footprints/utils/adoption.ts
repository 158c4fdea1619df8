import type { FootprintEstimate, FootprintResultDetail } from '@pharmatrace/domain';

/**
 * Whether the footprint's result is this very estimate, adopted (issue #39: 'Adopt' stayed active
 * after adopting). The estimate is computed from the stored document with a fixed seed, so the
 * same document, method and factor library give the same figures: any change to one of them makes
 * a new estimate, which may be adopted again. Staff's own figure is never 'this estimate'. The
 * interval is left out: a result keeps it to the digits the dialog showed (adoptedResultOf).
 */
export function isAdoptedEstimate(
  estimate: Pick<
    FootprintEstimate,
    'value' | 'uncertainty' | 'median' | 'iterations' | 'methodVersion' | 'factorLibraryVersion'
  >,
  result: FootprintResultDetail | null | undefined,
): boolean {
  const adopted = result?.origin === 'ESTIMATE' ? result.estimate : null;
  if (!result || !adopted) return false;
  return (
    result.methodVersion === estimate.methodVersion &&
    result.factorLibraryVersion === estimate.factorLibraryVersion &&
    adopted.value === estimate.value &&
    adopted.uncertainty === estimate.uncertainty &&
    adopted.median === estimate.median &&
    adopted.iterations === estimate.iterations
  );
}
