import { type MedicineActive, phrase } from '@pharmatrace/domain';
import { basicSigma, sigmaOf } from '../pedigree';
import { type ApiFootprintResult, kgOfMg, type MedicineContext } from './context';
import { GLOBAL_GEOGRAPHY } from './geographies';

/**
 * Post 1, the active ingredients (issue #37): mg per unit × the API's footprint per kg, from a
 * completed footprint of the client (its adopted result: its distribution is sampled, not taken
 * as a point), a figure the client gives with its source and uncertainty, or the default for a
 * fine chemical (a data gap).
 */

const Z_975 = 1.959_964;

/** σ of the lognormal with this central value and 95 % interval, or with this ± 1.96 SD. */
export function sigmaOfResult(
  result: Pick<ApiFootprintResult, 'value' | 'p2_5' | 'p97_5' | 'uncertainty'>,
): number {
  const { value, p2_5, p97_5, uncertainty } = result;
  if (p2_5 && p97_5 && p2_5 > 0 && p97_5 > p2_5) return Math.log(p97_5 / p2_5) / (2 * Z_975);
  if (uncertainty && uncertainty > 0 && value > 0) {
    const cv = uncertainty / Z_975 / value;
    return Math.sqrt(Math.log(1 + cv * cv));
  }
  return 0;
}

export function addActives(c: MedicineContext): void {
  for (const [index, active] of c.doc.actives.entries()) addActive(c, active, index);
}

function addActive(c: MedicineContext, active: MedicineActive, index: number): void {
  const path = `actives.${index}`;
  const amount = { amount: kgOfMg(active.mgPerUnit), amountSigma: basicSigma.input };
  const label = phrase('medicineFootprint.line.active', { name: active.name });

  if ('carbonFootprintId' in active) {
    const result = c.apiFootprints.get(active.carbonFootprintId);
    if (result) {
      // One variable per footprint: two actives (or two studies' lines) of one API move together.
      const variable = c.model.variable(
        `api|${active.carbonFootprintId}`,
        result.value,
        sigmaOfResult(result),
      );
      c.model.addLine({ post: 'activeIngredients', label, path, ...amount, variable, source: result.name });
      return;
    }
    c.model.gap('client', path, phrase('medicineFootprint.gap.activeNotAdopted', { name: active.name }));
  } else if ('valueKgPerKg' in active) {
    const variable = c.model.variable(
      `given|${index}`,
      active.valueKgPerKg,
      sigmaOfResult({ value: active.valueKgPerKg, uncertainty: active.uncertainty }),
    );
    c.model.addLine({ post: 'activeIngredients', label, path, ...amount, variable, source: active.source });
    return;
  }

  const fallback = c.factors.byKeyIn('class-default', 'fine-chemical', GLOBAL_GEOGRAPHY);
  if (!fallback) return;
  if (!('carbonFootprintId' in active))
    c.model.gap(
      'client',
      path,
      phrase('medicineFootprint.gap.activeDefault', { name: active.name, value: fallback.factor.value }),
    );
  // A class default is drawn per substance: each active its own variable, however many share the class.
  const variable = c.model.variable(
    `class-default|fine-chemical|${index}`,
    fallback.factor.value,
    sigmaOf('class-default', fallback.factor.dqr),
  );
  c.model.addLine({
    post: 'activeIngredients',
    label,
    path,
    ...amount,
    variable,
    source: fallback.factor.source,
  });
}
