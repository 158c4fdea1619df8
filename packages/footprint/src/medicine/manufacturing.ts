import { phrase } from '@pharmatrace/domain';
import { siteIntensity } from '../model/site';
import { basicSigma } from '../pedigree';
import { geographiesOf } from '../regions';
import type { MedicineContext } from './context';
import { DEFAULT_KWH_PER_1000_UNITS, MEDICINE_ASSUMED_SIGMA } from './defaults';

/**
 * Post 4, manufacturing: formulation and packaging on site (issue #37). In order of preference:
 * the energy per 1,000 units the client gives, at the grid of the plant's country (the world's
 * without a plant); else the plant's own intensity (its scope 1 and 2 ÷ its production, model/
 * site.ts) × the mass of a unit; else the form's default energy (defaults.ts), a gap.
 */
export function addManufacturing(c: MedicineContext): void {
  const country = c.plant?.countryId ?? null;
  const grid = c.factors.byKeyIn('electricity', 'Electricity', geographiesOf('SameCountry', country));
  const label = phrase('medicineFootprint.line.energy');

  if (c.doc.energyKWhPer1000Units !== undefined) {
    if (grid)
      c.model.addFactorLine(
        {
          post: 'manufacturing',
          label,
          path: 'energyKWhPer1000Units',
          amount: c.doc.energyKWhPer1000Units / 1_000,
          amountSigma: basicSigma.input,
        },
        grid,
        'kWh',
      );
    return;
  }

  if (c.plant) {
    const intensity = siteIntensity(c.plant, c.factors);
    if (intensity.ok) {
      const variable = c.model.variable(`plant|${c.plant.id}`, intensity.mean, intensity.sigma);
      c.model.addLine({
        post: 'manufacturing',
        label: phrase('medicineFootprint.line.plant', { plant: c.plant.companyName || c.plant.id }),
        path: 'plantId',
        amount: c.productKgPerUnit,
        amountSigma: basicSigma.input,
        variable,
        source: intensity.source,
      });
      return;
    }
    c.model.gap(
      'client',
      'plantId',
      phrase('medicineFootprint.gap.plantUnusable', { reason: intensity.reason }),
    );
  } else if (c.plant === null) {
    c.model.gap('client', 'plantId', phrase('medicineFootprint.gap.plantNotFound'));
  }

  const kwh = DEFAULT_KWH_PER_1000_UNITS[c.form];
  if (c.plant === undefined)
    c.model.gap('client', 'energyKWhPer1000Units', phrase('medicineFootprint.gap.noManufacturing', { kwh }));
  if (grid)
    c.model.addFactorLine(
      { post: 'manufacturing', label, path: null, amount: kwh / 1_000, amountSigma: MEDICINE_ASSUMED_SIGMA },
      grid,
      'kWh',
    );
}
