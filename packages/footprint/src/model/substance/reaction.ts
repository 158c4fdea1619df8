import { phrase } from '@pharmatrace/domain';
import { ASSUMED_INPUT_SIGMA } from '../../pedigree';
import { pointer } from '../builder';
import { listOf, positive, type Row, rowOf } from '../reading';
import { cleaningTerms } from './cleanings';
import { type Batch, GLOBAL, type ReactionContext } from './context';
import { plausibility } from './plausibility';
import { DEFAULT_PRECURSOR_PER_KG, precursorLine, rawMaterialTerms } from './raw-materials';
import { recoveredByRow, recoveryTerms } from './recovery';
import { wasteLines } from './wastes';

/**
 * A reaction with its mass balance: each category's lines in the order the form lists them, then
 * the batch's plausibility. The order is the model's: it numbers the variables the Monte Carlo draws.
 */
export function describedReaction(c: ReactionContext, entry: Row, productBy: Row, weight: number) {
  const rawRows = listOf(productBy.carbonReactionRawMaterials).map(rowOf);
  const batch: Batch = {
    weight,
    per: (kg) => kg / weight,
    inputs: 0,
    outputs: weight,
    hasOutputLines: false,
  };
  rawMaterialTerms(c, entry, rawRows, batch, recoveredByRow(productBy, rawRows));
  recoveryTerms(c, productBy, rawRows, batch);
  cleaningTerms(c, productBy, batch);
  wasteLines(c, productBy, batch);

  // By-product mass counts as an output of the batch.
  const byProduct = positive(productBy.byProductsWeightPerBatch);
  if (byProduct !== null) batch.outputs += byProduct;

  plausibility(c, entry, rawRows, batch);
}

export /** A reaction without its mass balance: default figures stand for it, reported as one gap. */
function undescribedReaction(c: ReactionContext, entry: Row) {
  const { b, r, reaction } = c;
  const at = pointer(r, 'reaction');
  const why =
    entry.dataUnknown === true
      ? phrase('footprints.gap.why.unknown')
      : Object.keys(entry).length === 0
        ? phrase('footprints.gap.why.empty')
        : phrase('footprints.gap.why.noWeight');
  b.gap(
    'client',
    phrase('footprints.gap.undescribed', {
      reaction: r + 1,
      why,
      kg: DEFAULT_PRECURSOR_PER_KG,
      precursor: reaction.precursor.name || phrase('footprints.word.itsPrecursor'),
      product: reaction.product.name || phrase('footprints.word.product'),
    }),
    null,
    at,
  );
  precursorLine(
    c,
    reaction.precursor,
    { mean: DEFAULT_PRECURSOR_PER_KG, sigma: ASSUMED_INPUT_SIGMA },
    at,
    null,
  );
  const step = c.factors.byKeyIn('class-default', 'undescribed-step', GLOBAL);
  if (step) {
    b.addFactorTerm(
      {
        reaction: r,
        category: 'rawMaterials',
        label: phrase('footprints.hotSpot.undescribed', { reaction: r + 1 }),
        at,
      },
      { mean: 1, sigma: 0 },
      step,
      'kg',
    );
  }
}
