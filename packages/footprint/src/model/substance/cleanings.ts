import { phrase } from '@pharmatrace/domain';
import { findKnownSubstance } from '../../chemistry';
import { pointer } from '../builder';
import { isStarted, listOf, positive, type Row, rowOf, text } from '../reading';
import { streamEmission } from '../wastes';
import { type Batch, fixedAmount, GLOBAL, placeOf, primaryAmount, type ReactionContext } from './context';
import { materialTerm } from './raw-materials';
import { transportTerms } from './transport';

export function cleaningTerms(c: ReactionContext, productBy: Row, batch: Batch) {
  const { b, r } = c;
  // Cleanings: per batch, the solvent's production and end of life (issue #23 'Cleanings').
  listOf(productBy.carbonReactionCleanings)
    .map(rowOf)
    .forEach((row, index) => {
      const fields = [
        'solventName',
        'productionPlace',
        'cas',
        'quantityPerCleaning',
        'numberOfBatchesBetweenEachCleaning',
      ];
      if (!isStarted(row, fields)) return;
      const at = pointer(r, 'carbonReactionCleanings', index);
      const name = text(row.solventName);
      const cas = text(row.cas);
      const place = placeOf(row.productionPlace);
      const perCleaning = positive(row.quantityPerCleaning);
      if (perCleaning === null) {
        b.gap(
          'client',
          phrase('footprints.gap.cleaningNoQuantity', {
            line: index + 1,
            name: name || phrase('footprints.word.aSolvent'),
          }),
          'solvents',
          at,
        );
        return;
      }
      let batches = positive(row.numberOfBatchesBetweenEachCleaning);
      if (batches === null) {
        b.gap('client', phrase('footprints.gap.cleaningNoBatches', { line: index + 1 }), 'solvents', at);
        batches = 1;
      }
      const kgPerKg = batch.per(perCleaning / batches);
      materialTerm(
        c,
        {
          reaction: r,
          label: phrase('footprints.hotSpot.cleaningSolvent', {
            name: name || cas || phrase('footprints.hotSpot.word.unnamed'),
          }),
          at,
        },
        primaryAmount(kgPerKg),
        {
          name,
          cas,
          place,
        },
      );
      const known = findKnownSubstance(cas, name);
      const eol = known ? c.factors.byKeyIn('end-of-life', known.cas, GLOBAL) : undefined;
      if (eol) {
        b.addFactorTerm(
          {
            reaction: r,
            category: 'wasteTreatment',
            label: phrase('footprints.hotSpot.cleaningIncineration', { name: name || cas }),
            at,
          },
          fixedAmount(kgPerKg),
          eol,
          'kg',
        );
      } else if (!known || known.burns) {
        const stream = streamEmission('organic', '', c.factors);
        b.addComputedTerm(
          {
            reaction: r,
            category: 'wasteTreatment',
            label: phrase('footprints.hotSpot.cleaningIncineration', { name: name || cas || '' }),
            at,
          },
          fixedAmount(kgPerKg),
          {
            mean: stream.perKg,
            sigma: stream.sigma,
            source: stream.source,
            quality: { technological: 4, geographical: 1, temporal: 1, reliability: 4 },
          },
        );
        b.gap(
          'provider',
          phrase('footprints.gap.cleaningUnknownSubstance', {
            line: index + 1,
            name: name || cas || phrase('footprints.word.theCleaningSolvent'),
          }),
          'wasteTreatment',
          at,
        );
      }
      transportTerms(
        c,
        name || cas || phrase('footprints.hotSpot.word.aCleaningSolvent'),
        at,
        kgPerKg,
        place,
      );
    });
}
