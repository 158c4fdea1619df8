import {
  type DataQuality,
  type EmissionFactor,
  type FactorLibrary,
  footprintEstimateMessages,
} from '@pharmatrace/domain';
import { incinerationCo2, knownSubstances } from '../chemistry';
import { metalFactors } from './open-metals';
import { uslciFactors } from './open-uslci';
import { starterName } from './starter-names';

/**
 * The starter factor library shipped in the repository (issue #23 'Factors'): openly licensed
 * sources only, each row with its source, edition, licence and data quality. No ecoinvent, EF or
 * IEA value is here; the provider's licensed factors are imported at run time and override these.
 *
 * How the figures were obtained, honestly: the DESNZ rows (fuels, heat, waste, water, freight,
 * materials) were read from the publisher's 2025 file, each naming its row, and rated reliability 1.
 * The grid figures (Ember) and the refrigerant gases' GWP100 (IPCC) were read from copies of the
 * publishers' files (rated 1). The blends' shares were written down from knowledge of the
 * standard, and NOT checked against it; those rows say so with a
 * reliability of 3 (believed within a few per cent) or 4 (believed within about 25 %), which
 * widens their spread (pedigree.ts). Figures computed here (from a formula or from other rows)
 * say how (docs/methodology.md 'Starter factors').
 */

// 2026.2: the open USLCI production factors (issue #36). 2026.3: the DESNZ rows read from the
// publisher's 2025 file, with the fuels' upstream (well-to-tank) and PVC. 2026.4: USLCI
// metallurgical coke and aniline; end-of-life rows for carbon monoxide, nitric acid, hydrogen
// fluoride and potassium (issue #36, the demo routes back to open starting materials). 2026.5: the
// refrigerants' GWP100 read from IPCC AR6 Table 7.SM.7 (butane 0.006, no longer 0), and the grid
// figures read from Ember's 2023 data (Italy 0.290 → 0.33072, Spain 0.130 → 0.1722, …). 2026.6: the
// seven catalyst metals of Nuss & Eckelman 2014 (open-metals.ts; palladium 3,880 kgCO2e/kg).
export const STARTER_LIBRARY_VERSION = 'starter-2026.6';

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

// ---- grid electricity: Ember, CC BY 4.0 ----

const EMBER = 'Ember, Yearly electricity data: carbon intensity of generation (life-cycle), 2023';
const EMBER_LICENCE = 'CC BY 4.0';
/**
 * Where the figures were read (issue #36 'Checked figures'): Ember's yearly country overview
 * (`emissions_intensity_gco2_per_kwh`, life-cycle emissions per kWh generated), as saved from
 * Ember's data API by thegreenwebfoundation/co2.js in data/output/average-intensities.json at
 * commit 5285f94fb7442c5fcc7c03e3195edcb9bee0345a (3 December 2024), the last snapshot in which
 * every geography below has its 2023 figure. Ember revises figures and has published 2024's since;
 * moving to them is a library update of its own.
 */
const EMBER_READ =
  'Read from Ember’s yearly country overview, 2023 (emissions_intensity_gco2_per_kwh), as saved by thegreenwebfoundation/co2.js (data/output/average-intensities.json, commit 5285f94, 3 December 2024).';

/**
 * gCO2e/kWh of generation in 2023, each read from the file above under the name it has there
 * (an ISO 3 code, or Ember's region). Each geography's name is in the catalogue (`factors.place.*`).
 */
const gridIntensity: [geography: string, gPerKWh: number, emberArea: string][] = [
  ['GLO', 481.6, 'World'],
  // The EU-27's figure stands for Europe: Ember's 'Europe' (302.09) holds Russia and Turkey,
  // which are not where the portal's European plants are.
  ['RER', 243.55, 'EU'],
  ['RAS', 591.02, 'Asia'],
  ['RME', 643.04, 'Middle East'],
  ['RNA', 343.03, 'North America'],
  ['RLA', 259.77, 'Latin America and Caribbean'],
  ['RAF', 547.83, 'Africa'],
  ['OCE', 495.74, 'Oceania'],
  ['FR', 56.02, 'FRA'],
  ['DE', 381.41, 'DEU'],
  ['PL', 661.93, 'POL'],
  ['IT', 330.72, 'ITA'],
  ['ES', 172.2, 'ESP'],
  ['GB', 228.25, 'GBR'],
  ['NL', 268.48, 'NLD'],
  ['BE', 138.11, 'BEL'],
  ['IE', 283.71, 'IRL'],
  ['CH', 29.56, 'CHE'],
  ['AT', 110.14, 'AUT'],
  ['SE', 40.77, 'SWE'],
  ['CZ', 449.72, 'CZE'],
  ['IN', 713.01, 'IND'],
  ['CN', 583.61, 'CHN'],
  ['JP', 493.59, 'JPN'],
  ['KR', 432.11, 'KOR'],
  ['SG', 470.87, 'SGP'],
  ['US', 369.53, 'USA'],
  ['CA', 165.15, 'CAN'],
  ['BR', 96.4, 'BRA'],
];

const electricity: EmissionFactor[] = gridIntensity.map(([geography, g, emberArea]) => ({
  kind: 'electricity',
  key: 'Electricity',
  name: starterName('electricity', 'Electricity', geography),
  unit: 'kgCO2e/kWh',
  // gCO2e → kgCO2e, rounded to the file's digits (0.1 g is 1e-4 kg; 56.02 g is 0.05602 kg).
  value: Math.round(g * 100) / 100_000,
  geography,
  source: EMBER,
  licence: EMBER_LICENCE,
  year: 2023,
  // Generation, not consumption (no grid losses, no imports): technological 2. A region's
  // figure stands for every country in it: geographical 2. Read from the file: reliability 1.
  dqr: dqr(2, geography.length === 2 ? 1 : 2, 2, 1),
  note: `${EMBER_READ} Area: ${emberArea}.`,
}));

// ---- fuels, heat, steam, waste, water, freight and materials: UK DESNZ, OGL v3 ----

/**
 * Read from the publisher's file, not recalled (issue #36 'Checked figures'): the 'Factors by
 * Category' sheet of DESNZ's flat file, 2025 edition, version 1 of 10 June 2025
 * (ghg-conversion-factors-2025-flat-format.xlsx, as published on gov.uk; read from the copy kept
 * in the public repository streetvisit/carbon-recycling-platform,
 * reference-data/uk-gov-conversion-factors/2025/flat-file.xlsx). Each row names the file's row id,
 * so that the next edition can be checked line by line. Reliability 1: a figure checked against
 * its published source. The factors use IPCC AR5 GWP100 for CH4 and N2O (the publisher's basis);
 * for fuels, CO2 is over 99 % of the figure, so the difference from AR6 is below its spread.
 */
const DESNZ = 'UK Government GHG Conversion Factors for Company Reporting (DESNZ), 2025, flat file v1';
const DESNZ_YEAR = 2025;
const OGL = 'Open Government Licence v3.0';
const checked = (rowId: string, detail?: string) =>
  `Read from the publisher's file: row ${rowId}${detail ? ` (${detail})` : ''}.`;
/** A DESNZ row, its name read from the catalogue by its kind and key (issue #27). */
const desnz = (
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
  source: DESNZ,
  licence: OGL,
  year: DESNZ_YEAR,
  // UK factors used worldwide: geographical 2 (fuels burn alike) to 3 (waste, freight).
  dqr: quality,
  note,
});

/** A DESNZ row per m3 of water, with water's density (kg per litre). */
const withDensity = (density: number, ...row: Parameters<typeof desnz>): EmissionFactor => ({
  ...desnz(...row),
  density,
});

/** The heat of purchased heat and steam (DESNZ 'Heat and steam', 10_401_4003_5_1), kgCO2e per kWh. */
const HEAT_PER_KWH = 0.17529;
/** Its upstream (DESNZ 'WTT- heat and steam', 16_919_4003_5_1), kgCO2e per kWh. */
const HEAT_UPSTREAM_PER_KWH = 0.03341;
/** Energy to raise 1 t of saturated steam from feed water: about 2.68 GJ = 744 kWh. */
const STEAM_KWH_PER_TONNE = 744;
/** Natural gas, kgCO2e per kWh (gross calorific value; DESNZ 1_100_1004_6_1). */
const NATURAL_GAS_PER_KWH = 0.18296;
/** The same with its upstream (DESNZ 11_100_1004_6_1: 0.03021), for the figures computed from burning gas. */
const NATURAL_GAS_WITH_UPSTREAM_PER_KWH = NATURAL_GAS_PER_KWH + 0.03021;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Combustion on the site (scope 1 and purchased heat). */
const fuels: EmissionFactor[] = [
  desnz(
    'fuel',
    'NaturalGas',
    'kgCO2e/kWh',
    NATURAL_GAS_PER_KWH,
    dqr(1, 2, 1, 1),
    `Per kWh, gross calorific value. ${checked('1_100_1004_6_1', 'Fuels, Gaseous fuels, Natural gas, kWh (Gross CV)')}`,
  ),
  desnz(
    'fuel',
    'Coal',
    'kgCO2e/kWh',
    0.32246,
    dqr(2, 2, 1, 1),
    `Per kWh, gross calorific value. ${checked('1_102_1025_6_1', 'Fuels, Solid fuels, Coal (industrial), kWh (Gross CV)')}`,
  ),
  desnz(
    'fuel',
    'FuelOil',
    'kgCO2e/litre',
    3.17492,
    dqr(1, 2, 1, 1),
    checked('1_101_1013_8_1', 'Fuels, Liquid fuels, Fuel oil, litres'),
  ),
  desnz(
    'fuel',
    'Gasoline',
    'kgCO2e/litre',
    2.33984,
    dqr(1, 2, 1, 1),
    checked('1_101_1018_8_1', 'Fuels, Liquid fuels, Petrol (100% mineral petrol), litres'),
  ),
  desnz(
    'fuel',
    'Heat',
    'kgCO2e/kWh',
    HEAT_PER_KWH,
    dqr(3, 3, 1, 1),
    `District heat, UK. ${checked('10_401_4003_5_1', 'Heat and steam, District heat and steam, kWh')}`,
  ),
  desnz(
    'fuel',
    'Steam',
    'kgCO2e/t',
    Math.round(HEAT_PER_KWH * STEAM_KWH_PER_TONNE),
    dqr(3, 3, 1, 2),
    `Computed: ${STEAM_KWH_PER_TONNE} kWh to raise one tonne of saturated steam from feed water × the heat factor above (${HEAT_PER_KWH} kgCO2e/kWh).`,
  ),
];

/**
 * What the fuels cost before they burn (method 2.0, issue #36 'one consistent boundary'):
 * extraction, refining and transport, DESNZ's 'well-to-tank' rows, keyed `WTT:` + the carrier.
 * Electricity needs none: Ember's figures are life-cycle figures, which hold it already.
 */
export const UPSTREAM_KEY_PREFIX = 'WTT:';
const fuelUpstream: EmissionFactor[] = [
  desnz(
    'fuel',
    `${UPSTREAM_KEY_PREFIX}NaturalGas`,
    'kgCO2e/kWh',
    0.03021,
    dqr(2, 3, 1, 1),
    `Per kWh, gross calorific value. ${checked('11_100_1004_6_1', 'WTT- fuels, Natural gas, kWh (Gross CV)')}`,
  ),
  desnz(
    'fuel',
    `${UPSTREAM_KEY_PREFIX}Coal`,
    'kgCO2e/kWh',
    0.05629,
    dqr(2, 3, 1, 1),
    `Per kWh, gross calorific value. ${checked('11_102_1025_6_1', 'WTT- fuels, Coal (industrial), kWh (Gross CV)')}`,
  ),
  desnz(
    'fuel',
    `${UPSTREAM_KEY_PREFIX}FuelOil`,
    'kgCO2e/litre',
    0.69539,
    dqr(2, 3, 1, 1),
    checked('11_101_1013_8_1', 'WTT- fuels, Fuel oil, litres'),
  ),
  desnz(
    'fuel',
    `${UPSTREAM_KEY_PREFIX}Gasoline`,
    'kgCO2e/litre',
    0.60664,
    dqr(2, 3, 1, 1),
    checked('11_101_1018_8_1', 'WTT- fuels, Petrol (100% mineral petrol), litres'),
  ),
  desnz(
    'fuel',
    `${UPSTREAM_KEY_PREFIX}Heat`,
    'kgCO2e/kWh',
    HEAT_UPSTREAM_PER_KWH,
    dqr(3, 3, 1, 1),
    checked('16_919_4003_5_1', 'WTT- heat and steam, District heat and steam, kWh'),
  ),
  desnz(
    'fuel',
    `${UPSTREAM_KEY_PREFIX}Steam`,
    'kgCO2e/t',
    Math.round(HEAT_UPSTREAM_PER_KWH * STEAM_KWH_PER_TONNE),
    dqr(3, 3, 1, 2),
    `Computed: ${STEAM_KWH_PER_TONNE} kWh per tonne of steam × the upstream of heat above (${HEAT_UPSTREAM_PER_KWH} kgCO2e/kWh).`,
  ),
];

/**
 * The share of the electricity generated that the grid loses before the site's meter, as the
 * emissions of the lost electricity per kWh consumed over those of a kWh generated: DESNZ
 * 'Transmission and distribution' for the UK (13_402_4000_5_1: 0.01853 kgCO2e/kWh) over 'UK
 * electricity' (7_400_4000_5_1: 0.177). A UK figure applied to every grid (losses run from about
 * 5 % in dense European grids to over 15 % elsewhere): the site's rule widens its spread for that.
 */
export const GRID_LOSS_RATIO = 0.01853 / 0.177;

/**
 * The upstream of the fuels in a plant's reported scope 1, over the scope 1 itself, where the
 * plant gives its scope 1 as a total rather than by fuel: taken as natural gas, a chemical site's
 * usual fuel (DESNZ 11_100_1004_6_1 over 1_100_1004_6_1: 0.03021 / 0.18296).
 */
export const REPORTED_SCOPE1_UPSTREAM_RATIO = 0.03021 / NATURAL_GAS_PER_KWH;

/**
 * The same for a reported scope 2, taken as location-based and combustion only, as the GHG
 * Protocol's Scope 2 Guidance defines it: the upstream of the power plants' fuels, the grid's
 * losses and their upstream, over the generation figure, for the UK (DESNZ 15_917_4000_5_1
 * 0.0459, 13_402_4000_5_1 0.01853 and 15_918_4000_5_1 0.00397, over 7_400_4000_5_1 0.177).
 */
export const REPORTED_SCOPE2_UPSTREAM_RATIO = (0.0459 + 0.01853 + 0.00397) / 0.177;

const wasteTreatment: EmissionFactor[] = [
  desnz(
    'waste-treatment',
    'incineration',
    'kgCO2e/t',
    4.68568,
    dqr(3, 3, 1, 1),
    `Collection and transport to the plant only: DESNZ, like the GHG Protocol, gives the combustion to the energy recovered; the method adds the waste's fossil carbon from its composition. ${checked('20_507_5311_15_1', 'Waste disposal, Commercial and industrial waste, Incineration with Energy Recovery, tonnes')}`,
  ),
  // Water treatment per m3 of water: a density of 1 kg per litre lets the method apply it per kg
  // of an aqueous stream (method 2.0's unit rule: a volume needs the row's own density).
  withDensity(
    1,
    'waste-treatment',
    'biological-station',
    'kgCO2e/m3',
    0.17088,
    dqr(3, 3, 1, 1),
    `The UK's municipal treatment, its process CH4 and N2O included. The method adds the CO2 of the organic carbon the station oxidises. ${checked('18_405_4006_1_1', 'Water treatment, cubic metres')}`,
  ),
  withDensity(
    1,
    'waste-treatment',
    'sewer',
    'kgCO2e/m3',
    0.17088,
    dqr(3, 3, 1, 1),
    checked('18_405_4006_1_1', 'Water treatment, cubic metres'),
  ),
];

/** Water, as process water from the supply network (DESNZ 'Water supply'); found by CAS number or name. */
const water: EmissionFactor[] = [
  withDensity(
    1,
    'material',
    '7732-18-5',
    'kgCO2e/m3',
    0.1913,
    dqr(3, 3, 1, 1),
    `Mains water; purified or deionised water costs more energy. ${checked('17_404_4005_1_1', 'Water supply, cubic metres')}`,
    ['water', 'process water', 'purified water', 'deionised water', 'deionized water'],
  ),
];

/** Freight: the vehicle's own fuel (tank to wheel) plus its fuel's upstream (DESNZ 'WTT- delivery vehs & freight'). */
const freight: EmissionFactor[] = [
  desnz(
    'freight',
    'road',
    'kgCO2e/tkm',
    Math.round((0.10163 + 0.02359) * 1e5) / 1e5,
    dqr(2, 3, 1, 1),
    `0.10163 + upstream 0.02359. ${checked('27_304_3140_14_1', 'HGV (all diesel), All HGVs, Average laden')}; ${checked('28_907_3140_14_1', 'its WTT row')}`,
  ),
  desnz(
    'freight',
    'sea',
    'kgCO2e/tkm',
    Math.round((0.01612 + 0.00365) * 1e5) / 1e5,
    dqr(2, 2, 1, 1),
    `0.01612 + upstream 0.00365. ${checked('27_320_3235_14_1', 'Cargo ship, Container ship, Average')}; ${checked('28_916_3235_14_1', 'its WTT row')}`,
  ),
  desnz(
    'freight',
    'rail',
    'kgCO2e/tkm',
    Math.round((0.02779 + 0.00691) * 1e5) / 1e5,
    dqr(2, 3, 1, 1),
    `0.02779 + upstream 0.00691. ${checked('27_315_3151_14_1', 'Rail, Freight train')}; ${checked('28_911_3151_14_1', 'its WTT row')}`,
  ),
  // Without the radiative-forcing uplift: GWP100 of the gases emitted, as every other row (the
  // uplift of non-CO2 effects at altitude, 'With RF', is 0.89939, and is not a GWP100 figure).
  desnz(
    'freight',
    'air',
    'kgCO2e/tkm',
    Math.round((0.5313 + 0.13516) * 1e5) / 1e5,
    dqr(2, 3, 1, 1),
    `International flights: medicines flown to France come from other continents. 0.5313 + upstream 0.13516. ${checked('27_317_3159_14_1', 'Freight flights, International, to/from non-UK, Without RF')}; ${checked('28_913_3159_14_1', 'its WTT row')}`,
  ),
];

/** Material use, primary production (DESNZ 'Material use'): packaging materials, found by name. */
const packaging: EmissionFactor[] = [
  desnz(
    'packaging',
    'hdpe',
    'kgCO2e/kg',
    3.09516,
    dqr(2, 3, 1, 1),
    checked('19_505_5132_15_1', 'Plastics: HDPE (incl. forming), primary'),
    ['high density polyethylene', 'hdpe drum', 'pe'],
  ),
  desnz(
    'packaging',
    'ldpe',
    'kgCO2e/kg',
    2.96508,
    dqr(2, 3, 1, 1),
    checked('19_505_5136_15_1', 'Plastics: LDPE and LLDPE (incl. forming), primary'),
    ['low density polyethylene', 'lldpe', 'polyethylene bag', 'pe bag'],
  ),
  desnz(
    'packaging',
    'pp',
    'kgCO2e/kg',
    2.57757,
    dqr(2, 3, 1, 1),
    checked('19_505_5144_15_1', 'Plastics: PP (incl. forming), primary'),
    ['pp'],
  ),
  desnz(
    'packaging',
    'pet',
    'kgCO2e/kg',
    3.8639,
    dqr(2, 3, 1, 1),
    checked('19_505_5140_15_1', 'Plastics: PET (incl. forming), primary'),
    ['polyethylene terephthalate'],
  ),
  desnz(
    'packaging',
    'pvc',
    'kgCO2e/kg',
    2.94476,
    dqr(2, 3, 1, 1),
    checked('19_505_5152_15_1', 'Plastics: PVC (incl. forming), primary'),
    ['polyvinyl chloride', 'pvc film', 'blister film'],
  ),
  desnz(
    'packaging',
    'plastics',
    'kgCO2e/kg',
    3.1725,
    dqr(3, 3, 1, 1),
    checked('19_505_5120_15_1', 'Plastics: average plastics, primary'),
    ['plastic', 'polymer'],
  ),
  desnz(
    'packaging',
    'paper-board',
    'kgCO2e/kg',
    1.19973,
    dqr(3, 3, 1, 1),
    checked('19_506_5156_15_1', 'Paper and board: board, primary'),
    ['cardboard', 'carton', 'paper', 'board', 'fibre', 'fiber', 'kraft'],
  ),
  desnz(
    'packaging',
    'steel',
    'kgCO2e/kg',
    2.8639,
    dqr(3, 3, 1, 1),
    checked('19_504_5116_15_1', 'Metal: steel cans, primary'),
    ['stainless steel', 'metal', 'tin'],
  ),
  desnz(
    'packaging',
    'aluminium',
    'kgCO2e/kg',
    9.1159,
    dqr(2, 3, 1, 1),
    checked('19_504_5104_15_1', 'Metal: aluminium cans and foil (excl. forming), primary'),
    ['aluminum', 'alu'],
  ),
  desnz(
    'packaging',
    'glass',
    'kgCO2e/kg',
    1.40277,
    dqr(2, 3, 1, 1),
    checked('19_501_5056_15_1', 'Glass, primary'),
  ),
];

// ---- refrigerants: IPCC AR6 GWP100 ----

const IPCC = 'IPCC AR6 WG I (2021), Chapter 7, Table 7.SM.7: GWP100';
const IPCC_LICENCE = 'Published scientific figures, cited (no licence restriction on the values)';

/**
 * Where the table below was read (issue #36 'Checked figures'): Table 7.SM.7 as the chapter's
 * authors publish it, github.com/chrisroadmap/ar6, data_output/7sm/metrics_supplement_cleaned.csv
 * (commit 24f279260fc2d1ebd09b2bd4114f2be11859e925), column GWP100, each gas found by its acronym
 * (HFC-134a) or name (Butane). Methane is the fossil value of Table 7.15 (29.8; Table 7.SM.7 gives
 * 27.9 without the origin), as src/lci/gwp-ar6.ts explains.
 */
const IPCC_READ =
  'GWP100 read from IPCC AR6 WG I Table 7.SM.7 (chrisroadmap/ar6, metrics_supplement_cleaned.csv, commit 24f2792).';
/** Gases the table does not list: their GWP100 is taken as 0, and the row says so. */
const NOT_IN_TABLE =
  'Not listed in IPCC AR6 WG I Table 7.SM.7 (chrisroadmap/ar6, commit 24f2792): no direct GWP100, counted 0.';

/** GWP100 of the pure gases (AR6), each read from the table (see above) unless it is in `notInTable`. */
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
  'R-600 (butane)': 0.006,
  'R-601a (isopentane)': 0,
};
const notInTable = new Set(['R-717 (ammonia)', 'R-600a (isobutane)', 'R-601a (isopentane)']);

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
  ...Object.entries(gwp).map(([key, value]) =>
    refrigerant(key, value, notInTable.has(key) ? NOT_IN_TABLE : IPCC_READ, dqr(1, 1, 1, 1)),
  ),
  ...Object.entries(blends).map(([key, parts]) => {
    const recipe = Object.entries(parts)
      .map(([gas, share]) => `${Math.round(share * 1000) / 10} % ${gas}`)
      .join(', ');
    return refrigerant(
      key,
      blendGwp(parts),
      `Computed from the blend (${recipe}, the shares of ASHRAE Standard 34 as recalled, not checked against the standard) and the GWP100 of its parts.`,
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
    'Taken as average plastics (DESNZ, see the plastics row), widened.',
  ),
  own(
    'distillation',
    'distillation',
    round3((2.5 / 3.6 / 0.85) * NATURAL_GAS_WITH_UPSTREAM_PER_KWH + 0.03 * 0.48 * (1 + GRID_LOSS_RATIO)),
    `Computed: 2.5 MJ of heat per kg distilled from a natural gas boiler (${NATURAL_GAS_WITH_UPSTREAM_PER_KWH} kgCO2e/kWh of gas with its upstream, 85 % efficient) and 0.03 kWh of electricity at the world grid figure with its losses; the duties are assumptions.`,
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
    round3((2.6 / 3.6 / 0.85) * NATURAL_GAS_WITH_UPSTREAM_PER_KWH),
    `Computed: 2.6 MJ to heat and evaporate 1 kg of water, from natural gas (${NATURAL_GAS_WITH_UPSTREAM_PER_KWH} kgCO2e/kWh with its upstream) at 85 % efficiency.`,
    dqr(3, 3, 2, 4),
  ),
  own(
    'fuel',
    'LiquidNitrogen',
    round3(0.5 * 0.48 * (1 + GRID_LOSS_RATIO)),
    'Computed: about 0.5 kWh of electricity per kg of liquid nitrogen × the world grid figure (Ember, above) with its losses.',
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

/** The starter library: importable in the browser (179 rows, about 101 kB of JSON before compression). */
export const starterLibrary: FactorLibrary = {
  version: STARTER_LIBRARY_VERSION,
  factors: [
    ...electricity,
    ...fuels,
    ...fuelUpstream,
    ...wasteTreatment,
    ...water,
    ...freight,
    ...packaging,
    ...refrigerants,
    ...endOfLife,
    // Open production factors (issue #36): found by CAS number or name before any class default.
    ...uslciFactors,
    // The catalyst metals (issue #36, Nuss & Eckelman 2014): a catalyst counts its metal share.
    ...metalFactors,
    ...classDefaults,
    ...siteDefaults,
  ],
};
