import { phrase } from '@pharmatrace/domain';
import { ASSUMED_INPUT_SIGMA, basicSigma } from '../../pedigree';
import { pointer } from '../builder';
import { isStarted, positive, type Row, text } from '../reading';
import { GLOBAL, type ReactionContext } from './context';

/** kg of product one package holds, where the packaging type does not say. */
export const DEFAULT_PACKAGE_KG = 25;

/** Packaging: the weight per package × its material's factor, per kg of product (issue #23 'Packaging'). */
export function packagingTerms(c: ReactionContext, productBy: Row) {
  const { b, r } = c;
  if (!isStarted(productBy, ['packagingType', 'packagingMaterial', 'packagingWeightPerPackage'])) return;
  const at = pointer(r, 'packaging');
  const packageKg = positive(productBy.packagingWeightPerPackage);
  const material = text(productBy.packagingMaterial);
  const type = text(productBy.packagingType);
  if (packageKg === null) {
    b.gap('client', phrase('footprints.gap.packagingNoWeight'), 'packaging', at);
    return;
  }
  const holds = /(\d+(?:[.,]\d+)?)\s*(kg|kilo|l\b|litre|liter)/i.exec(type);
  const productPerPackage = holds ? Number(holds[1]!.replace(',', '.')) : null;
  if (!productPerPackage) {
    b.gap('client', phrase('footprints.gap.packagingNoHolding', { kg: DEFAULT_PACKAGE_KG }), 'packaging', at);
  }
  const found =
    c.factors.mentionedIn('packaging', `${material} ${type}`) !== undefined
      ? { factor: c.factors.mentionedIn('packaging', `${material} ${type}`)!, distance: 0 }
      : c.factors.byKeyIn('class-default', 'packaging-material', GLOBAL);
  if (!found) return;
  if (found.factor.kind === 'class-default') {
    b.gap('provider', phrase('footprints.gap.packagingMaterialDefault', { material }), 'packaging', at);
  }
  b.addFactorTerm(
    {
      reaction: r,
      category: 'packaging',
      label: phrase('footprints.hotSpot.packaging', {
        what: [type, material].filter(Boolean).join(', ') || phrase('footprints.hotSpot.word.unnamed'),
      }),
      at,
    },
    {
      mean: packageKg / (productPerPackage ?? DEFAULT_PACKAGE_KG),
      sigma: productPerPackage ? basicSigma.input : ASSUMED_INPUT_SIGMA,
    },
    found,
    'kg',
  );
}
