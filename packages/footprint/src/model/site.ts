import { type DataGapOwner, type DataQuality, type Phrase, phrase } from '@pharmatrace/domain';
import { type FactorBasis, type FactorIndex, valuePer } from '../factors/library';
import {
  GRID_LOSS_RATIO,
  REPORTED_SCOPE1_UPSTREAM_RATIO,
  REPORTED_SCOPE2_UPSTREAM_RATIO,
  UPSTREAM_KEY_PREFIX,
} from '../factors/starter-library';
import { basicSigma, combinedSigma, plantAverageQuality, sigmaOf } from '../pedigree';
import { geographiesOf } from '../regions';
import { roundedForMessage } from './reading';

/**
 * A plant's site intensity, kgCO2e per kg it produces (issue #23 'Site'): its scope 1 and 2 ÷ its
 * annual production; where a scope is missing, computed from its energy use per carrier × the
 * factors of its country and its refrigerant leaks × GWP100. A plant without a production volume
 * has no intensity of its own: the caller takes a default per process type and reports the gap.
 *
 * Method 2.0 puts the site on the same boundary as the materials (cradle to gate, issue #36): each
 * fuel counts its upstream (well-to-tank) beside its combustion, electricity the grid's losses
 * beside its life-cycle generation figure, and a scope reported as a total the upstream its
 * scopes leave out, by the ratios of starter-library.ts.
 */

/** A reported total's upstream, or the grid's losses, are ratios read for the UK: a wide spread. */
const UPLIFT_QUALITY: DataQuality = { technological: 3, geographical: 4, temporal: 1, reliability: 2 };

/** A plant as the method reads it: the domain's `Plant` fits, and so does a half-filled form. */
export interface FootprintPlant {
  id: string;
  companyName?: string;
  city?: string;
  countryId?: string | null;
  reportingYear?: number | null;
  energyConsumption?: Record<string, { value: number | null; unit: string } | undefined>;
  scope1?: { value: number | null; unit: string };
  scope2?: { value: number | null; unit: string };
  /** Annual production of finished products and of intermediates, tons. */
  productionFPValue?: number | null;
  productionIntFPValue?: number | null;
  /** Annual leakage or recharge, kg. */
  refrigerantGases?: { value: number | null; type: string }[];
}

export type SiteIntensity =
  | {
      ok: true;
      mean: number;
      sigma: number;
      /** Where the intensity comes from, as a catalogue phrase (issue #27). */
      source: Phrase;
      quality: DataQuality;
      /**
       * Parts of the plant's data that were missing and counted as zero, each naming the plant, and
       * whose they are to fill: the client's (a figure) or the provider's (a factor).
       */
      notes: { phrase: Phrase; owner: DataGapOwner }[];
    }
  | { ok: false; reason: Phrase };

export const plantName = (plant: FootprintPlant) =>
  [plant.companyName, plant.city].filter((part) => part && part.trim() !== '').join(', ') || plant.id;

/** Energy units of the plant form (spec 001 §3 'Energy units') in kWh. */
const kWhPer: Record<string, number> = {
  KWh: 1,
  MWh: 1_000,
  GWh: 1_000_000,
  MJ: 1 / 3.6,
  GJ: 1_000 / 3.6,
  BTU: 0.000_293_071,
  MMBTU: 293.071,
  Therm: 29.3071,
};
/** Volume units in litres; a liquid fuel given in tons is converted with its density. */
const litresPer: Record<string, number> = { Litres: 1, Gallon_Imperial: 4.546_09, Gallon_US: 3.785_411_784 };
const densityKgPerLitre: Record<string, number> = { FuelOil: 0.98, Gasoline: 0.745 };
const kgPer: Record<string, number> = { Tons: 1_000, Kg: 1 };

/** The carriers of each scope: fuels burnt on site (1); energy bought (2; liquid nitrogen counted with it). */
const scope1Carriers = ['NaturalGas', 'Coal', 'FuelOil', 'Gasoline'] as const;
const scope2Carriers = ['Electricity', 'Steam', 'Heat', 'LiquidNitrogen'] as const;

/** A carrier's quantity in the basis of its factor, or null when its unit is not one the form offers. */
function carrierQuantity(
  carrier: string,
  value: number,
  unit: string,
): { amount: number; basis: FactorBasis } | null {
  if (carrier === 'FuelOil' || carrier === 'Gasoline') {
    if (unit in litresPer) return { amount: value * litresPer[unit]!, basis: 'litre' };
    if (unit === 'Tons') return { amount: (value * 1_000) / densityKgPerLitre[carrier]!, basis: 'litre' };
    return null;
  }
  if (carrier === 'Steam' || carrier === 'LiquidNitrogen') {
    return unit in kgPer ? { amount: value * kgPer[unit]!, basis: 'kg' } : null;
  }
  return unit in kWhPer ? { amount: value * kWhPer[unit]!, basis: 'kWh' } : null;
}

/** Tons CO2e of a scope as typed, or null. */
function scopeTons(scope: { value: number | null; unit: string } | undefined): number | null {
  if (!scope || scope.value === null || !Number.isFinite(scope.value) || scope.value < 0) return null;
  return scope.unit === 'KgCO2eq' ? scope.value / 1_000 : scope.value;
}

interface Part {
  mean: number;
  sigma: number;
}

/** The plant's intensity, or why it has none. */
export function siteIntensity(plant: FootprintPlant, factors: FactorIndex): SiteIntensity {
  const production = (plant.productionFPValue ?? 0) + (plant.productionIntFPValue ?? 0);
  if (!(production > 0)) {
    return { ok: false, reason: phrase('footprints.gap.site.noProduction', { plant: plantName(plant) }) };
  }
  const reported1 = scopeTons(plant.scope1);
  const reported2 = scopeTons(plant.scope2);
  const temporal = plant.reportingYear ? 1 : 2;

  if (reported1 !== null && reported2 !== null) {
    // The reported scopes hold the combustion on the site and at the power plant; their upstream
    // (scope 3 category 3) is added by the ratios, with their own spread.
    const upstream = reported1 * REPORTED_SCOPE1_UPSTREAM_RATIO + reported2 * REPORTED_SCOPE2_UPSTREAM_RATIO;
    const mean = (reported1 + reported2 + upstream) / production;
    const total = reported1 + reported2 + upstream;
    const upstreamSigma = total > 0 ? (upstream / total) * sigmaOf('fuel', UPLIFT_QUALITY) : 0;
    return {
      ok: true,
      mean,
      sigma: Math.hypot(sigmaOf('plant', plantAverageQuality(temporal, 2), basicSigma.input), upstreamSigma),
      source: plant.reportingYear
        ? phrase('footprints.source.scopesReportedIn', {
            plant: plantName(plant),
            year: String(plant.reportingYear),
          })
        : phrase('footprints.source.scopesReported', { plant: plantName(plant) }),
      quality: plantAverageQuality(temporal, 2),
      notes: [],
    };
  }

  const geographies = geographiesOf('SameCountry', plant.countryId ?? null);
  const notes: { phrase: Phrase; owner: DataGapOwner }[] = [];
  const parts: Part[] = [];
  const computeScope = (carriers: readonly string[]) => {
    let given = 0;
    for (const carrier of carriers) {
      const entry = plant.energyConsumption?.[carrier];
      if (!entry || entry.value === null || !(entry.value > 0)) continue;
      const quantity = carrierQuantity(carrier, entry.value, entry.unit);
      const found = factors.byKeyIn(carrier === 'Electricity' ? 'electricity' : 'fuel', carrier, geographies);
      const value = found && quantity ? valuePer(found.factor, quantity.basis) : null;
      if (!found || !quantity || value === null) {
        notes.push({
          phrase: phrase('footprints.gap.plant.notConverted', {
            plant: plantName(plant),
            carrier,
            value: roundedForMessage(entry.value),
            unit: entry.unit,
          }),
          // A unit the form does not offer for the carrier is the client's to correct; a missing
          // factor, or one in a unit the method cannot use, the provider's.
          owner: quantity ? 'provider' : 'client',
        });
        continue;
      }
      given += 1;
      const quality = {
        ...found.factor.dqr,
        geographical: Math.min(5, found.factor.dqr.geographical + found.distance),
      };
      parts.push({
        mean: quantity.amount * value,
        sigma: Math.hypot(sigmaOf(found.factor.kind, quality), basicSigma.input),
      });
      if (carrier === 'Electricity') {
        parts.push({
          mean: quantity.amount * value * GRID_LOSS_RATIO,
          sigma: Math.hypot(sigmaOf('electricity', UPLIFT_QUALITY), basicSigma.input),
        });
        continue;
      }
      const upstream = factors.byKeyIn('fuel', `${UPSTREAM_KEY_PREFIX}${carrier}`, geographies);
      const upstreamValue = upstream ? valuePer(upstream.factor, quantity.basis) : null;
      if (upstream && upstreamValue !== null)
        parts.push({
          mean: quantity.amount * upstreamValue,
          sigma: Math.hypot(sigmaOf('fuel', upstream.factor.dqr), basicSigma.input),
        });
    }
    return given;
  };

  let scope1Parts = 0;
  if (reported1 !== null) {
    parts.push({ mean: reported1 * 1_000, sigma: basicSigma.plant });
    parts.push({
      mean: reported1 * 1_000 * REPORTED_SCOPE1_UPSTREAM_RATIO,
      sigma: sigmaOf('fuel', UPLIFT_QUALITY),
    });
  } else {
    scope1Parts = computeScope(scope1Carriers);
    for (const gas of plant.refrigerantGases ?? []) {
      if (gas.value === null || !(gas.value > 0)) continue;
      const found =
        factors.byKeyIn('refrigerant', gas.type || 'Unknown', [{ geography: 'GLO', distance: 0 }]) ??
        factors.byKeyIn('refrigerant', 'Unknown', [{ geography: 'GLO', distance: 0 }]);
      if (!found) continue;
      scope1Parts += 1;
      parts.push({
        mean: gas.value * found.factor.value,
        sigma: Math.hypot(sigmaOf('refrigerant', found.factor.dqr), 0.2),
      });
    }
  }
  let scope2Parts = 0;
  if (reported2 !== null) {
    parts.push({ mean: reported2 * 1_000, sigma: basicSigma.plant });
    parts.push({
      mean: reported2 * 1_000 * REPORTED_SCOPE2_UPSTREAM_RATIO,
      sigma: sigmaOf('electricity', UPLIFT_QUALITY),
    });
  } else scope2Parts = computeScope(scope2Carriers);

  if (reported1 === null && reported2 === null && scope1Parts === 0 && scope2Parts === 0) {
    return { ok: false, reason: phrase('footprints.gap.site.noScopes', { plant: plantName(plant) }) };
  }
  if (reported1 === null && scope1Parts === 0)
    notes.push({
      phrase: phrase('footprints.gap.plant.noScope1', { plant: plantName(plant) }),
      owner: 'client',
    });
  if (reported2 === null && scope2Parts === 0)
    notes.push({
      phrase: phrase('footprints.gap.plant.noScope2', { plant: plantName(plant) }),
      owner: 'client',
    });

  const total = parts.reduce((sum, p) => sum + p.mean, 0);
  const how =
    reported1 === null && reported2 === null
      ? phrase('footprints.source.how.both')
      : reported1 === null
        ? phrase('footprints.source.how.scope1')
        : phrase('footprints.source.how.scope2');
  return {
    ok: true,
    mean: total / (production * 1_000),
    sigma: Math.hypot(combinedSigma(parts), sigmaOf('plant', plantAverageQuality(temporal, 3))),
    source: phrase('footprints.source.plantComputed', {
      plant: plantName(plant),
      how,
      country: plant.countryId || phrase('footprints.source.word.theWorld'),
    }),
    quality: plantAverageQuality(temporal, 3),
    notes,
  };
}
