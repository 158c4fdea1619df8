import { phrase } from '@pharmatrace/domain';
import { pointer } from '../builder';
import { isStarted, listOf, positive, type Row, roundedForMessage, rowOf, text } from '../reading';
import {
  type Batch,
  DISTANCE_SIGMA,
  fixedAmount,
  GLOBAL,
  placeOf,
  primaryAmount,
  type ReactionContext,
} from './context';
import { materialTerm } from './raw-materials';

/** Round trip to the distiller, km, by distillation site (spec 001 §3 'Distillation site'). */
const distillationRoundTripKm: Record<string, number> = {
  'No distillation': 0,
  SameLocation: 0,
  LessThan200km: 200,
  LessThan1000km: 1_200,
  MoreThan1000km: 3_000,
};

export function recoveryTerms(c: ReactionContext, productBy: Row, rawRows: Row[], batch: Batch) {
  const { b, r } = c;
  // Solvent recycling: the recovered weight replaces virgin solvent, for the energy of its
  // distillation and its transport to the distiller and back (issue #23 'Solvent recycling').
  listOf(productBy.carbonReactionSolventRecyclings)
    .map(rowOf)
    .forEach((row, index) => {
      if (!isStarted(row, ['solventName', 'distillationSite', 'recoveredWeightPerBatch'])) return;
      const at = pointer(r, 'carbonReactionSolventRecyclings', index);
      const name = text(row.solventName);
      const recovered = positive(row.recoveredWeightPerBatch);
      if (recovered === null) {
        b.gap(
          phrase('footprints.gap.recycledNoWeight', {
            line: index + 1,
            name: name || phrase('footprints.word.aSolvent'),
          }),
          'solvents',
          at,
        );
        return;
      }
      batch.hasOutputLines = true;
      batch.outputs += recovered;
      // The solvent as the raw materials list it gives its CAS number and place.
      const asBought = rawRows.find(
        (raw) => name !== '' && text(raw.name).toLowerCase() === name.toLowerCase(),
      );
      const material = {
        name,
        cas: asBought ? text(asBought.cas) : '',
        place: asBought ? placeOf(asBought.productionPlace) : 'DoNotKnow',
      } as const;
      const kgPerKg = batch.per(recovered);
      materialTerm(
        c,
        {
          reaction: r,
          label: phrase('footprints.hotSpot.recovered', {
            name: name || phrase('footprints.hotSpot.word.solvent'),
          }),
          at,
        },
        primaryAmount(kgPerKg),
        material,
        { credit: true },
      );
      let siteClass = text(row.distillationSite);
      if (!(siteClass in distillationRoundTripKm)) {
        b.gap(
          phrase('footprints.gap.recycledNoSite', {
            line: index + 1,
            name: name || phrase('footprints.word.aSolvent'),
          }),
          'solvents',
          at,
        );
        siteClass = 'LessThan1000km';
      }
      if (siteClass !== 'No distillation') {
        const distillation = c.factors.byKeyIn('distillation', 'distillation', GLOBAL);
        if (distillation) {
          b.addFactorTerm(
            {
              reaction: r,
              category: 'solvents',
              label: phrase('footprints.hotSpot.distillation', {
                name: name || phrase('footprints.hotSpot.word.solvent'),
              }),
              at,
            },
            fixedAmount(kgPerKg),
            distillation,
            'kg',
          );
        }
      }
      const km = distillationRoundTripKm[siteClass]!;
      const road = c.factors.byKeyIn('freight', 'road', GLOBAL);
      if (km > 0 && road) {
        b.addFactorTerm(
          {
            reaction: r,
            category: 'transport',
            label: phrase('footprints.hotSpot.distillerTransport', {
              name: name || phrase('footprints.hotSpot.word.solvent'),
              km: roundedForMessage(km),
            }),
            at,
          },
          fixedAmount((kgPerKg / 1_000) * km),
          road,
          'tkm',
          { distance: { id: `distiller|${siteClass}`, sigma: DISTANCE_SIGMA } },
        );
      }
    });
}
