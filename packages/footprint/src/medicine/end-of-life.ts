import { type Phrase, phrase } from '@pharmatrace/domain';
import { basicSigma } from '../pedigree';
import { kgOfMg, type MedicineContext } from './context';
import {
  ACTIVE_INCINERATION_KG_CO2_PER_KG,
  MEDICINE_ASSUMED_SIGMA,
  PACKAGING_FOSSIL_CO2_PER_KG,
  UNUSED_SHARE,
} from './defaults';
import { GLOBAL_GEOGRAPHY } from './geographies';

/**
 * Post 6, end of life (issue #37): the packaging burnt (its fossil carbon, from its repeat unit,
 * and the incineration plant's own emissions per tonne), and the share of the medicine returned
 * unused and incinerated (its actives' fossil carbon). Every figure is one of the method's named
 * defaults (defaults.ts).
 */
export function addEndOfLife(c: MedicineContext): void {
  const plant = c.factors.byKeyIn('waste-treatment', 'incineration', GLOBAL_GEOGRAPHY);
  for (const item of c.packagingKgPerUnit) {
    const material: Phrase = { key: `medicineFootprint.material.${item.material}`, values: {} };
    const label = phrase('medicineFootprint.line.packagingWaste', { material });
    const fossil = PACKAGING_FOSSIL_CO2_PER_KG[item.material];
    if (fossil > 0) {
      // Stoichiometry: the carbon of the repeat unit is known; what varies is the additives'.
      const variable = c.model.variable(`eol-fossil|${item.material}`, fossil, 0.05);
      c.model.addLine({
        post: 'endOfLife',
        label,
        path: item.path,
        amount: item.kg,
        amountSigma: basicSigma.input,
        variable,
        source: phrase('medicineFootprint.source.stoichiometry'),
      });
    }
    if (plant)
      c.model.addFactorLine(
        { post: 'endOfLife', label, path: item.path, amount: item.kg, amountSigma: basicSigma.input },
        plant,
        'kg',
      );
  }

  c.doc.actives.forEach((active, index) => {
    const found = active.cas ? c.factors.byKeyIn('end-of-life', active.cas, GLOBAL_GEOGRAPHY) : undefined;
    const line = {
      post: 'endOfLife' as const,
      label: phrase('medicineFootprint.line.unused'),
      path: `actives.${index}`,
      amount: UNUSED_SHARE * kgOfMg(active.mgPerUnit),
      amountSigma: MEDICINE_ASSUMED_SIGMA,
    };
    if (found && c.model.addFactorLine(line, found, 'kg')) return;
    const variable = c.model.variable('eol-active-default', ACTIVE_INCINERATION_KG_CO2_PER_KG, 0.3);
    c.model.addLine({ ...line, variable, source: phrase('medicineFootprint.source.methodDefault') });
  });
}
