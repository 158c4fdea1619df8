import {
  type DataQuality,
  type EmissionFactor,
  type FactorLibrary,
  footprintEstimateMessages,
} from '@pharmatrace/domain';
import { incinerationCo2, knownSubstances } from '../chemistry';
import { starterName } from './starter-names';

/**
 * The starter factor library shipped in the repository (issue #23 'Factors'): openly licensed
 * sources only, each row with its source, edition, licence and data quality. No ecoinvent, EF or
 * IEA value is here; the provider's licensed factors are imported at run time and override these.
 *
 * How the figures were obtained, honestly: this repository was written without access to the
 * publishers' websites. Every figure from a publication below was written down from knowledge of
 * the cited edition, rounded, and NOT checked against the published file; the rows say so with a
 * reliability of 3 (believed within a few per cent) or 4 (believed within about 25 %), which
 * widens their spread (pedigree.ts). Figures computed here (from a formula or from other rows)
 * say how. Checking each row against its source and raising its rating is a task for the
 * provider's methodologist (docs/methodology.md 'Starter factors').
 */

export const STARTER_LIBRARY_VERSION = 'starter-2026.1';

const dqr = (
  technological: number,
  geographical: number,
  temporal: number,
  reliability: number,
): DataQuality => ({
  technological,
  geographical,
  temporal,
  reliability,
});

const RECALLED = 'Figure recalled from the cited edition, rounded; not checked against the published file.';
const RECALLED_ROUGHLY =
  'Figure recalled from the cited edition only roughly (believed within about 25 %); not checked against the published file.';

// ---- grid electricity: Ember, CC BY 4.0 ----

const EMBER = 'Ember, Yearly electricity data: carbon intensity of generation (life-cycle), 2023';
const EMBER_LICENCE = 'CC BY 4.0';

/**
 * gCO2e/kWh of generation in 2023, and whether the figure is recalled well (3) or roughly (4).
 * Each geography's name is in the catalogue (`factors.place.*`).
 */
const gridIntensity: [geography: string, gPerKWh: number, reliability: 3 | 4][] = [
  ['GLO', 480, 3],
  ['RER', 244, 3],
  ['RAS', 570, 4],
  ['RME', 540, 4],
  ['RNA', 350, 4],
  ['RLA', 200, 4],
  ['RAF', 470, 4],
  ['OCE', 480, 4],
  ['FR', 56, 3],
  ['DE', 381, 3],
  ['PL', 662, 3],
  ['IT', 290, 4],
  ['ES', 130, 4],
  ['GB', 230, 4],
  ['NL', 270, 4],
  ['BE', 130, 4],
  ['IE', 280, 4],
  ['CH', 35, 4],
  ['AT', 110, 4],
  ['SE', 41, 4],
  ['CZ', 430, 4],
  ['IN', 713, 3],
  ['CN', 582, 3],
  ['JP', 485, 3],
  ['KR', 430, 4],
  ['SG', 470, 4],
  ['US', 369, 3],
  ['CA', 130, 4],
  ['BR', 100, 4],
];

const electricity: EmissionFactor[] = gridIntensity.map(([geography, g, reliability]) => ({
  kind: 'electricity',
  key: 'Electricity',
  name: starterName('electricity', 'Electricity', geography),
  unit: 'kgCO2e/kWh',
  value: g / 1000,
  geography,
  source: EMBER,
  licence: EMBER_LICENCE,
  year: 2023,
  // Generation, not consumption (no grid losses, no imports): technological 2. A region's
  // figure stands for every country in it: geographical 2.
  dqr: dqr(2, geography.length === 2 ? 1 : 2, 2, reliability),
  note: reliability === 3 ? RECALLED : RECALLED_ROUGHLY,
}));

// ---- fuels, heat, steam, waste and freight: UK DESNZ/DEFRA, OGL v3 ----

const DEFRA = 'UK Government GHG Conversion Factors for Company Reporting (DESNZ/DEFRA), 2023';
const OGL = 'Open Government Licence v3.0';
/** A DEFRA row, its name read from the catalogue by its kind and key (issue #27). */
const defra = (
  kind: EmissionFactor['kind'],
  key: string,
  unit: EmissionFactor['unit'],
  value: number,
  quality: DataQuality,
  note: string,
  aliases?: string[],
): EmissionFactor => ({
  kind,
  key,
  name: starterName(kind, key),
  ...(aliases ? { aliases } : {}),
  unit,
  value,
  geography: 'GLO',
  source: DEFRA,
  licence: OGL,
  year: 2023,
  // UK factors used worldwide: geographical 2 (fuels burn alike) to 3 (waste, freight).
  dqr: quality,
  note,
});

/** A DEFRA row per m3 of water, with water's density (kg per litre). */
const withDensity = (density: number, ...row: Parameters<typeof defra>): EmissionFactor => ({
  ...defra(...row),
  density,
});

/** The heat of purchased heat and steam (DEFRA 'Heat and steam'), kgCO2e per kWh. */
const HEAT_PER_KWH = 0.18;
/** Energy to raise 1 t of saturated steam from feed water: about 2.68 GJ = 744 kWh. */
const STEAM_KWH_PER_TONNE = 744;
/** Natural gas, kgCO2e per kWh (gross calorific value). */
const NATURAL_GAS_PER_KWH = 0.183;

const fuels: EmissionFactor[] = [
  defra(
    'fuel',
    'NaturalGas',
    'kgCO2e/kWh',
    NATURAL_GAS_PER_KWH,
    dqr(1, 2, 2, 3),
    `Per kWh, gross calorific value. ${RECALLED}`,
  ),
  defra(
    'fuel',
    'Coal',
    'kgCO2e/kWh',
    0.33,
    dqr(2, 2, 2, 4),
    `Per kWh, gross calorific value. ${RECALLED_ROUGHLY}`,
  ),
  defra('fuel', 'FuelOil', 'kgCO2e/litre', 3.18, dqr(1, 2, 2, 3), RECALLED),
  defra('fuel', 'Gasoline', 'kgCO2e/litre', 2.35, dqr(1, 2, 2, 3), RECALLED),
  defra(
    'fuel',
    'Heat',
    'kgCO2e/kWh',
    HEAT_PER_KWH,
    dqr(3, 3, 2, 4),
    `DEFRA 'Heat and steam' (district heat, UK). ${RECALLED_ROUGHLY}`,
  ),
  {
    ...defra(
      'fuel',
      'Steam',
      'kgCO2e/t',
      Math.round(HEAT_PER_KWH * STEAM_KWH_PER_TONNE),
      dqr(3, 3, 2, 4),
      `Computed: ${STEAM_KWH_PER_TONNE} kWh to raise one tonne of saturated steam from feed water × the heat factor above (${HEAT_PER_KWH} kgCO2e/kWh).`,
    ),
  },
];

const wasteTreatment: EmissionFactor[] = [
  defra(
    'waste-treatment',
    'incineration',
    'kgCO2e/t',
    21,
    dqr(3, 3, 2, 4),
    `DEFRA 'Waste disposal: commercial and industrial waste, combustion' (collection and the plant, the waste’s fossil carbon excluded: the method adds it from the composition). ${RECALLED_ROUGHLY}`,
  ),
  // Water treatment per m3 of water: a density of 1 kg per litre lets the method apply it per kg
  // of an aqueous stream (method 2.0's unit rule: a volume needs the row's own density).
  withDensity(
    1,
    'waste-treatment',
    'biological-station',
    'kgCO2e/m3',
    0.27,
    dqr(3, 3, 2, 4),
    `DEFRA 'Water treatment'. The method adds the CO2 of the organic carbon the station oxidises. ${RECALLED_ROUGHLY}`,
  ),
  withDensity(
    1,
    'waste-treatment',
    'sewer',
    'kgCO2e/m3',
    0.27,
    dqr(3, 3, 2, 4),
    `DEFRA 'Water treatment'. ${RECALLED_ROUGHLY}`,
  ),
];

/** Water, as process water from the supply network (DEFRA 'Water supply'); found by CAS number or name. */
const water: EmissionFactor[] = [
  withDensity(
    1,
    'material',
    '7732-18-5',
    'kgCO2e/m3',
    0.17,
    dqr(3, 3, 2, 4),
    `Mains water; purified or deionised water costs more energy. ${RECALLED_ROUGHLY}`,
    ['water', 'process water', 'purified water', 'deionised water', 'deionized water'],
  ),
];

const freight: EmissionFactor[] = [
  defra('freight', 'road', 'kgCO2e/tkm', 0.107, dqr(2, 3, 2, 3), RECALLED),
  defra('freight', 'sea', 'kgCO2e/tkm', 0.0161, dqr(2, 2, 2, 3), RECALLED),
];

/** Material use, primary production (DEFRA 'Material use'): packaging materials, found by name. */
const packaging: EmissionFactor[] = [
  defra('packaging', 'hdpe', 'kgCO2e/kg', 3.3, dqr(2, 3, 2, 4), RECALLED_ROUGHLY, [
    'high density polyethylene',
    'hdpe drum',
    'pe',
  ]),
  defra('packaging', 'ldpe', 'kgCO2e/kg', 2.8, dqr(2, 3, 2, 4), RECALLED_ROUGHLY, [
    'low density polyethylene',
    'lldpe',
    'polyethylene bag',
    'pe bag',
  ]),
  defra('packaging', 'pp', 'kgCO2e/kg', 3.1, dqr(2, 3, 2, 4), RECALLED_ROUGHLY, ['pp']),
  defra('packaging', 'pet', 'kgCO2e/kg', 4.0, dqr(2, 3, 2, 4), RECALLED_ROUGHLY, [
    'polyethylene terephthalate',
  ]),
  defra('packaging', 'plastics', 'kgCO2e/kg', 3.1, dqr(3, 3, 2, 4), RECALLED_ROUGHLY, ['plastic', 'polymer']),
  defra('packaging', 'paper-board', 'kgCO2e/kg', 0.9, dqr(3, 3, 2, 4), RECALLED_ROUGHLY, [
    'cardboard',
    'carton',
    'paper',
    'board',
    'fibre',
    'fiber',
    'kraft',
  ]),
  defra('packaging', 'steel', 'kgCO2e/kg', 2.9, dqr(3, 3, 2, 4), RECALLED_ROUGHLY, [
    'stainless steel',
    'metal',
    'tin',
  ]),
  defra('packaging', 'aluminium', 'kgCO2e/kg', 9.1, dqr(2, 3, 2, 4), RECALLED_ROUGHLY, ['aluminum', 'alu']),
  defra('packaging', 'glass', 'kgCO2e/kg', 1.4, dqr(2, 3, 2, 4), RECALLED_ROUGHLY),
];

// ---- refrigerants: IPCC AR6 GWP100 ----

const IPCC = 'IPCC AR6 WG I (2021), Chapter 7, Table 7.SM.7: GWP100';
const IPCC_LICENCE = 'Published scientific figures, cited (no licence restriction on the values)';

/** GWP100 of the pure gases (AR6). */
const gwp: Record<string, number> = {
  CO2: 1,
  CH4: 29.8,
  N2O: 273,
  'HFC-23': 14_600,
  'HFC-32': 771,
  'HFC-125': 3_740,
  'HFC-134a': 1_530,
  'HFC-143a': 5_810,
  'HFC-152a': 164,
  'HFC-227ea': 3_600,
  'HFC-245fa': 962,
  'HFC-365mfc': 914,
  'PFC-14': 7_380,
  'PFC-116': 12_400,
  'PFC-218': 9_290,
  'R-22': 1_960,
  'HFO-1234yf': 0.501,
  'HFO-1234ze(E)': 1.37,
  'R-717 (ammonia)': 0,
  'R-744 (CO2)': 1,
  'R-290 (propane)': 0.02,
  'R-600a (isobutane)': 0,
  'R-600 (butane)': 0,
  'R-601a (isopentane)': 0,
};

/** Blends by mass (ASHRAE 34 compositions): their GWP is computed from their parts'. */
const blends: Record<string, Record<string, number>> = {
  'R-404A': { 'HFC-125': 0.44, 'HFC-143a': 0.52, 'HFC-134a': 0.04 },
  'R-407A': { 'HFC-32': 0.2, 'HFC-125': 0.4, 'HFC-134a': 0.4 },
  'R-407C': { 'HFC-32': 0.23, 'HFC-125': 0.25, 'HFC-134a': 0.52 },
  'R-407F': { 'HFC-32': 0.3, 'HFC-125': 0.3, 'HFC-134a': 0.4 },
  'R-410A': { 'HFC-32': 0.5, 'HFC-125': 0.5 },
  'R-417A': { 'HFC-125': 0.466, 'HFC-134a': 0.5, 'R-600 (butane)': 0.034 },
  'R-422D': { 'HFC-125': 0.651, 'HFC-134a': 0.315, 'R-600a (isobutane)': 0.034 },
  'R-427A': { 'HFC-32': 0.15, 'HFC-125': 0.25, 'HFC-143a': 0.1, 'HFC-134a': 0.5 },
  'R-438A': {
    'HFC-32': 0.085,
    'HFC-125': 0.45,
    'HFC-134a': 0.442,
    'R-600 (butane)': 0.017,
    'R-601a (isopentane)': 0.006,
  },
  'R-448A': { 'HFC-32': 0.26, 'HFC-125': 0.26, 'HFC-134a': 0.21, 'HFO-1234yf': 0.2, 'HFO-1234ze(E)': 0.07 },
  'R-449A': { 'HFC-32': 0.243, 'HFC-125': 0.247, 'HFC-134a': 0.257, 'HFO-1234yf': 0.253 },
  'R-452A': { 'HFC-32': 0.11, 'HFC-125': 0.59, 'HFO-1234yf': 0.3 },
  'R-507A': { 'HFC-125': 0.5, 'HFC-143a': 0.5 },
  'R-513A': { 'HFC-134a': 0.44, 'HFO-1234yf': 0.56 },
};

const refrigerant = (
  key: string,
  value: number,
  note: string,
  quality = dqr(1, 1, 1, 3),
): EmissionFactor => ({
  kind: 'refrigerant',
  key,
  name: key,
  unit: 'kgCO2e/kg',
  value,
  geography: 'GLO',
  source: IPCC,
  licence: IPCC_LICENCE,
  year: 2021,
  dqr: quality,
  note,
});

const blendGwp = (parts: Record<string, number>) =>
  Math.round(Object.entries(parts).reduce((sum, [gas, share]) => sum + gwp[gas]! * share, 0) * 10) / 10;

const refrigerants: EmissionFactor[] = [
  ...Object.entries(gwp).map(([key, value]) => refrigerant(key, value, `GWP100. ${RECALLED}`)),
  ...Object.entries(blends).map(([key, parts]) => {
    const recipe = Object.entries(parts)
      .map(([gas, share]) => `${Math.round(share * 1000) / 10} % ${gas}`)
      .join(', ');
    return refrigerant(
      key,
      blendGwp(parts),
      `Computed from the blend (${recipe}) and the GWP100 of its parts.`,
    );
  }),
  // A leak of an unknown gas: a high-GWP blend in common use, conservative.
  refrigerant(
    'Unknown',
    blendGwp(blends['R-404A']!),
    'Unknown refrigerant: taken as R-404A (a high-GWP blend in common use), conservative.',
    dqr(5, 1, 1, 5),
  ),
];

// ---- end of life from the molecular formula (computed chemistry) ----

const endOfLife: EmissionFactor[] = knownSubstances
  .filter((s) => s.burns)
  .map((s) => ({
    kind: 'end-of-life' as const,
    key: s.cas,
    name: starterName('end-of-life', s.cas),
    aliases: [s.name, ...s.aliases],
    unit: 'kgCO2e/kg' as const,
    value: Math.round(incinerationCo2(s.formula)! * 1000) / 1000,
    geography: 'GLO',
    source: `Computed from the molecular formula ${s.formula}: carbon mass fraction × 44.009/12.011`,
    licence: 'Computed (no third-party data)',
    year: 2026,
    // Complete combustion assumed (incinerators oxidise > 99 %): technological 2.
    dqr: dqr(2, 1, 1, 1),
  }));

// ---- our own defaults: assumptions, rated very poor, with a wide spread ----

// Kept as the factor's data in English; said in the reader's language where shown (said.ts, issue #27).
const OWN = footprintEstimateMessages.starterDefaultSource;
const OWN_LICENCE = 'Pharmatrace (no third-party data)';
/** One of our defaults, its name read from the catalogue by its kind and key (issue #27). */
const own = (
  kind: EmissionFactor['kind'],
  key: string,
  value: number,
  note: string,
  quality = dqr(5, 4, 3, 5),
): EmissionFactor => ({
  kind,
  key,
  name: starterName(kind, key),
  unit: 'kgCO2e/kg',
  value,
  geography: 'GLO',
  source: OWN,
  licence: OWN_LICENCE,
  year: 2026,
  dqr: quality,
  note,
});

const classDefaults: EmissionFactor[] = [
  own(
    'class-default',
    'organic-chemical',
    3,
    'Placed in the range published cradle-to-gate studies give bulk organic chemicals (about 1 to 10 kgCO2e/kg). Replace it with a licensed factor.',
  ),
  own(
    'class-default',
    'inorganic-chemical',
    1,
    'Placed in the range of common inorganic reagents (acids, bases, salts: about 0.1 to 3 kgCO2e/kg).',
  ),
  own(
    'class-default',
    'solvent',
    2,
    'Placed in the range of petrochemical solvents (about 0.5 to 5 kgCO2e/kg).',
  ),
  own(
    'class-default',
    'fine-chemical',
    10,
    'A starting material of the route with no reaction described for it: fine chemicals span about 5 to 100 kgCO2e/kg.',
  ),
  own(
    'class-default',
    'undescribed-step',
    8,
    'A reaction marked Unknown data, or without the weight of its product: typical pharmaceutical steps use 10 to 50 kg of solvents and reagents per kg of product.',
  ),
  own(
    'class-default',
    'packaging-material',
    3.1,
    'Taken as average plastics (DEFRA, see the plastics row), widened.',
  ),
  own(
    'distillation',
    'distillation',
    0.16,
    `Computed: 2.5 MJ of heat per kg distilled from a natural gas boiler (${NATURAL_GAS_PER_KWH} kgCO2e/kWh of gas, 85 % efficient) and 0.03 kWh of electricity at the world grid figure; the duties are assumptions.`,
    dqr(3, 3, 2, 4),
  ),
  own(
    'waste-treatment',
    'physico-chemical-station',
    0.005,
    'About 5 kgCO2e per tonne of effluent (energy and neutralising chemicals); an assumption.',
  ),
  own(
    'waste-treatment',
    'aqueous-incineration',
    0.155,
    `Computed: 2.6 MJ to heat and evaporate 1 kg of water, from natural gas (${NATURAL_GAS_PER_KWH} kgCO2e/kWh) at 85 % efficiency.`,
    dqr(3, 3, 2, 4),
  ),
  own(
    'fuel',
    'LiquidNitrogen',
    0.24,
    'Computed: about 0.5 kWh of electricity per kg of liquid nitrogen × the world grid figure (Ember, above).',
    dqr(3, 3, 2, 4),
  ),
];

/** Site intensity where a plant gives no production volume, by process type (kgCO2e per kg of product). */
const siteDefaults: EmissionFactor[] = [
  own(
    'site-default',
    'ChemicalReaction',
    3,
    'Fine chemical plants: about 1 to 10 kgCO2e of site energy per kg of product.',
  ),
  own('site-default', 'Purification', 1.5, 'About half a reaction step.'),
  own('site-default', 'Blending', 0.3, 'Mixing and drying only.'),
  own('site-default', 'Other', 3, 'Taken as a reaction step.'),
];

/** The starter library: importable in the browser (136 rows, about 60 kB of JSON before compression). */
export const starterLibrary: FactorLibrary = {
  version: STARTER_LIBRARY_VERSION,
  factors: [
    ...electricity,
    ...fuels,
    ...wasteTreatment,
    ...water,
    ...freight,
    ...packaging,
    ...refrigerants,
    ...endOfLife,
    ...classDefaults,
    ...siteDefaults,
  ],
};
