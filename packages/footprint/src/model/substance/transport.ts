import type { EstimateRowPointer, PhraseValue } from '@pharmatrace/domain';
import { phrase } from '@pharmatrace/domain';
import { ASSUMED_INPUT_SIGMA } from '../../pedigree';
import { type ProductionPlace, transportDistances } from '../../regions';
import { roundedForMessage } from '../reading';
import { DISTANCE_SIGMA, fixedAmount, GLOBAL, type ReactionContext } from './context';

/** Road and sea legs from a place of production to the site (issue #23 'Transport'). */
export function transportTerms(
  c: ReactionContext,
  what: PhraseValue,
  at: EstimateRowPointer,
  kgPerKgProduct: number,
  place: ProductionPlace | null,
) {
  const distances = transportDistances(place ?? 'DoNotKnow', c.site.country);
  const sigma =
    place === null || place === 'DoNotKnow' || distances.assumed ? ASSUMED_INPUT_SIGMA : DISTANCE_SIGMA;
  const legs = [
    ['road', distances.roadKm],
    ['sea', distances.seaKm],
  ] as const;
  for (const [mode, km] of legs) {
    if (km <= 0) continue;
    const freight = c.factors.byKeyIn('freight', mode, GLOBAL);
    if (!freight) continue;
    c.b.addFactorTerm(
      {
        reaction: c.r,
        category: 'transport',
        label: phrase('footprints.hotSpot.transport', {
          what,
          mode: phrase(`footprints.hotSpot.mode.${mode}`),
          // Rounded as formatNumber rounds, written as the reader's language writes numbers.
          km: roundedForMessage(km),
          place: phrase(`footprints.hotSpot.place.${place ?? 'DoNotKnow'}`),
        }),
        at,
      },
      // The line's weight uncertainty is drawn with its main term; the distance's spread goes with
      // the freight factor, one variable per mode and spread, shared by every line of the class.
      fixedAmount((kgPerKgProduct / 1_000) * km),
      freight,
      'tkm',
      { extraSigma: sigma },
    );
  }
}
