import { phrase } from '@pharmatrace/domain';
import { type ModelBuilder, pointer } from '../builder';
import { isStarted, positive, quantity, type Row, text } from '../reading';

/** Mass allocation between the product and its by-product (issue #23 'By-products'; docs/methodology.md). */
export function byProductShare(b: ModelBuilder, r: number, productBy: Row, weight: number): number {
  const fields = ['byProductsName', 'byProductsCas', 'byProductsMolecularWeight', 'byProductsWeightPerBatch'];
  const byProduct = positive(productBy.byProductsWeightPerBatch);
  if (byProduct === null) {
    if (isStarted(productBy, fields) && quantity(productBy.byProductsWeightPerBatch) === null) {
      b.gap(
        'client',
        phrase('footprints.gap.byProductNoWeight', { name: text(productBy.byProductsName) || '' }),
        null,
        pointer(r, 'byProduct'),
      );
    }
    return 1;
  }
  return weight / (weight + byProduct);
}
