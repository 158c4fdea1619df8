import type { TreeNodeDraft } from '@pharmatrace/domain';
import { describe, expect, it } from 'vitest';
import { estimateFootprint } from './estimate';
import { starterLibrary } from './factors/starter-library';
import type { FootprintPlant } from './model/site';
import { estimateIn } from './said';

/**
 * Issue #36 'Done when': a hand-computed check of the demo ibuprofen route, written in the docs
 * (docs/ibuprofen-hand-check.md) and asserted here. Every number below is typed from that table:
 * the masses of the route (kg per batch), the factors of the starter library (each with its
 * source row in the table), the plants' energy use. Nothing is read from the engine: the test
 * multiplies and adds them as the table does, then asks the engine for the same footprint.
 */

/** The three plants of the demo's main client that make the route, as the seed types them. */
const plants: FootprintPlant[] = [
  {
    id: 'lyon',
    companyName: 'Pharma Synthèse',
    city: 'Lyon',
    countryId: 'FR',
    reportingYear: 2025,
    scope1: { value: 2_100, unit: 'TonsCO2eq' },
    scope2: { value: 350, unit: 'TonsCO2eq' },
    productionFPValue: 420,
    productionIntFPValue: 180,
  },
  {
    id: 'hyderabad',
    companyName: 'API Works',
    city: 'Hyderabad',
    countryId: 'IN',
    reportingYear: 2025,
    energyConsumption: {
      Electricity: { value: 2_400, unit: 'MWh' },
      NaturalGas: { value: 5_200, unit: 'MWh' },
      Steam: { value: 2_500, unit: 'Tons' },
    },
    refrigerantGases: [{ value: 120, type: 'HFC-134a' }],
    productionIntFPValue: 900,
  },
  {
    id: 'shanghai',
    companyName: 'Nitro Chemicals',
    city: 'Shanghai',
    countryId: 'CN',
    reportingYear: 2025,
    energyConsumption: {
      Electricity: { value: 9_000, unit: 'MWh' },
      NaturalGas: { value: 42_000, unit: 'MWh' },
      Steam: { value: 30_000, unit: 'Tons' },
    },
    productionIntFPValue: 24_000,
  },
];

/**
 * The footprint's document as the seed writes it (apps/api/src/seed/demo-chemistry.ts, placed at
 * the plants above): the route's tree and its four mass balances. Copied here, since the method
 * imports nothing of the apps; apps/api/test/demo-seed.test.ts checks that the seeded footprint
 * still gives this page's headline.
 */
const demoDocument = () =>
  ({
    tree: {
      id: 'substance_root',
      name: 'Ibuprofen API',
      cas: '15687-27-1',
      children: [
        {
          id: 'substance_intermediate',
          name: '1-(4-isobutylphenyl)ethanol',
          cas: '40150-92-5',
          children: [
            {
              id: 'substance_precursor',
              name: "4'-isobutylacetophenone",
              cas: '38861-78-8',
              children: [
                {
                  id: 'substance_start',
                  name: 'isobutylbenzene',
                  cas: '538-93-2',
                  children: [{ id: 'substance_upstream_1', name: 'toluene', cas: '108-88-3', children: [] }],
                },
              ],
            },
          ],
        },
      ],
    },
    substances: [
      {
        usedInReactionId: 'substance_intermediate',
        molecularWeight: '206.28',
        weightPerBatch: '500',
        linkedWithPlant: 'lyon',
        dataUnknown: false,
        productBy: {
          packagingType: 'Fibre drum, 25 kg',
          packagingMaterial: 'cardboard with a PE liner',
          packagingWeightPerPackage: '2.5',
          processType: 'ChemicalReaction',
          purificationType: 'FiltrationDrying',
          carbonReactionRawMaterials: [
            {
              name: '1-(4-isobutylphenyl)ethanol',
              productionPlace: 'Asia',
              cas: '40150-92-5',
              molecularWeight: '178.27',
              weightPerBatch: '450',
            },
            {
              name: 'carbon monoxide',
              productionPlace: 'SameCountry',
              cas: '630-08-0',
              molecularWeight: '28.01',
              weightPerBatch: '80',
            },
            {
              name: 'bis(triphenylphosphine)palladium(II) dichloride',
              productionPlace: 'Europe',
              cas: '13965-03-2',
              molecularWeight: '701.90',
              weightPerBatch: '0.5',
            },
            {
              name: 'hydrochloric acid',
              productionPlace: 'SameCountry',
              cas: '7647-01-0',
              molecularWeight: '36.46',
              weightPerBatch: '40',
            },
            {
              name: 'water',
              productionPlace: 'SameCountry',
              cas: '7732-18-5',
              molecularWeight: '18.02',
              weightPerBatch: '60',
            },
            {
              name: 'butanone',
              productionPlace: 'Europe',
              cas: '78-93-3',
              molecularWeight: '72.11',
              weightPerBatch: '600',
            },
          ],
          carbonReactionAqueousWastes: [
            {
              roughComposition: 'dilute hydrochloric acid, traces of palladium',
              type: 'PhysicoChemicalStation',
              weightPerBatch: '100',
            },
          ],
          carbonReactionOrganicWastes: [
            { roughComposition: 'butanone, heavy ends', type: 'Incineration', weightPerBatch: '50' },
          ],
          carbonReactionGasWastes: [
            { roughComposition: 'carbon monoxide vent', type: 'Filtration', weightPerBatch: '10' },
          ],
          carbonReactionSolventRecyclings: [
            { solventName: 'butanone', distillationSite: 'SameLocation', recoveredWeightPerBatch: '540' },
          ],
          carbonReactionCleanings: [
            {
              solventName: 'acetone',
              productionPlace: 'Europe',
              cas: '67-64-1',
              quantityPerCleaning: '200',
              numberOfBatchesBetweenEachCleaning: '10',
            },
          ],
          carbonReactionProductionSites: 'lyon',
        },
      },
      {
        usedInReactionId: 'substance_precursor',
        molecularWeight: '178.27',
        weightPerBatch: '460',
        linkedWithPlant: 'hyderabad',
        dataUnknown: false,
        productBy: {
          processType: 'ChemicalReaction',
          purificationType: 'Distillation',
          carbonReactionRawMaterials: [
            {
              name: "4'-isobutylacetophenone",
              productionPlace: 'Asia',
              cas: '38861-78-8',
              molecularWeight: '176.25',
              weightPerBatch: '470',
            },
            {
              name: 'hydrogen',
              productionPlace: 'SameCountry',
              cas: '1333-74-0',
              molecularWeight: '2.02',
              weightPerBatch: '6',
            },
            {
              name: 'Raney nickel',
              productionPlace: 'Europe',
              cas: '7440-02-0',
              molecularWeight: '58.69',
              weightPerBatch: '5',
            },
            {
              name: 'methanol',
              productionPlace: 'Asia',
              cas: '67-56-1',
              molecularWeight: '32.04',
              weightPerBatch: '500',
            },
          ],
          carbonReactionAqueousWastes: [],
          carbonReactionOrganicWastes: [
            {
              roughComposition: 'methanol, 4-isobutylethylbenzene, spent nickel',
              type: 'Incineration',
              weightPerBatch: '45',
            },
          ],
          carbonReactionGasWastes: [
            { roughComposition: 'hydrogen purge', type: 'Filtration', weightPerBatch: '2' },
          ],
          carbonReactionSolventRecyclings: [
            { solventName: 'methanol', distillationSite: 'SameLocation', recoveredWeightPerBatch: '460' },
          ],
          carbonReactionCleanings: [],
          carbonReactionProductionSites: 'hyderabad',
        },
      },
      {
        usedInReactionId: 'substance_start',
        molecularWeight: '176.25',
        weightPerBatch: '480',
        linkedWithPlant: 'shanghai',
        dataUnknown: false,
        productBy: {
          byProductsName: 'acetic acid',
          byProductsCas: '64-19-7',
          byProductsMolecularWeight: '60.05',
          byProductsWeightPerBatch: '160',
          processType: 'ChemicalReaction',
          purificationType: 'Distillation',
          carbonReactionRawMaterials: [
            {
              name: 'isobutylbenzene',
              productionPlace: 'Asia',
              cas: '538-93-2',
              molecularWeight: '134.22',
              weightPerBatch: '390',
            },
            {
              name: 'acetic anhydride',
              productionPlace: 'Asia',
              cas: '108-24-7',
              molecularWeight: '102.09',
              weightPerBatch: '310',
            },
            {
              name: 'hydrogen fluoride',
              productionPlace: 'SameCountry',
              cas: '7664-39-3',
              molecularWeight: '20.01',
              weightPerBatch: '1200',
            },
          ],
          carbonReactionAqueousWastes: [
            {
              roughComposition: 'water with fluoride and acetic acid',
              type: 'PhysicoChemicalStation',
              weightPerBatch: '40',
            },
          ],
          carbonReactionOrganicWastes: [
            { roughComposition: 'isobutylbenzene heavy ends', type: 'Incineration', weightPerBatch: '20' },
          ],
          carbonReactionGasWastes: [],
          carbonReactionSolventRecyclings: [
            {
              solventName: 'hydrogen fluoride',
              distillationSite: 'SameLocation',
              recoveredWeightPerBatch: '1185',
            },
          ],
          carbonReactionCleanings: [],
          carbonReactionProductionSites: 'shanghai',
        },
      },
      {
        usedInReactionId: 'substance_upstream_1',
        molecularWeight: '134.22',
        weightPerBatch: '400',
        linkedWithPlant: 'shanghai',
        dataUnknown: false,
        productBy: {
          processType: 'ChemicalReaction',
          purificationType: 'Distillation',
          carbonReactionRawMaterials: [
            {
              name: 'toluene',
              productionPlace: 'SameCountry',
              cas: '108-88-3',
              molecularWeight: '92.14',
              weightPerBatch: '900',
            },
            {
              name: 'propylene',
              productionPlace: 'SameCountry',
              cas: '115-07-1',
              molecularWeight: '42.08',
              weightPerBatch: '145',
            },
            {
              name: 'potassium',
              productionPlace: 'Europe',
              cas: '7440-09-7',
              molecularWeight: '39.10',
              weightPerBatch: '2',
            },
          ],
          carbonReactionAqueousWastes: [],
          carbonReactionOrganicWastes: [
            {
              roughComposition: 'n-butylbenzene, propylene dimers, heavy ends, spent potassium',
              type: 'Incineration',
              weightPerBatch: '70',
            },
          ],
          carbonReactionGasWastes: [
            { roughComposition: 'unreacted propylene purge', type: 'Filtration', weightPerBatch: '15' },
          ],
          carbonReactionSolventRecyclings: [
            { solventName: 'toluene', distillationSite: 'SameLocation', recoveredWeightPerBatch: '560' },
          ],
          carbonReactionCleanings: [],
          carbonReactionProductionSites: 'shanghai',
        },
      },
    ],
  }) as { tree: TreeNodeDraft; substances: unknown[] };

// ---- The hand computation (docs/ibuprofen-hand-check.md), typed from its table ----

/** kgCO2e per kg of carbon burnt: 44.009 / 12.011. */
const CO2_PER_C = 44.009 / 12.011;
/** DESNZ 2025 road freight (HGV, all diesel, average laden, with its fuel's upstream), per t·km. */
const ROAD = 0.12522;
/** DESNZ 2025 sea freight (container ship, average, with its upstream), per t·km. */
const SEA = 0.01977;
/** DESNZ 2025 incineration, kgCO2e per kg (4.68568 per tonne). */
const INCINERATION = 4.68568 / 1_000;
/** The portal's physico-chemical station, kgCO2e per kg treated. */
const PHYSCHEM = 0.005;
/** t·km of `kg` carried `km`. */
const tkm = (kg: number, km: number) => (kg / 1_000) * km;

/**
 * The plants' intensities, kgCO2e per kg they make. Lyon reports its scopes (t CO2e), to which
 * the method adds their upstream: natural gas's well-to-tank over its combustion (DESNZ 0.03021 /
 * 0.18296) and the grid's upstream and losses over its generation (DESNZ (0.0459 + 0.01853 +
 * 0.00397) / 0.177). The two others give their energy use: electricity × the country's grid
 * (Ember 2023: India 0.71301, China 0.58361 kgCO2e/kWh) × (1 + the losses 0.01853 / 0.177), natural
 * gas × (0.18296 + its well-to-tank 0.03021) per kWh, steam × (130 + 25) per tonne, HFC-134a ×
 * 1,530 (IPCC AR6).
 */
const lyon = (2_100 * (1 + 0.03021 / 0.18296) + 350 * (1 + (0.0459 + 0.01853 + 0.00397) / 0.177)) / 600;
const energy = (electricityMWh: number, grid: number, gasMWh: number, steamT: number) =>
  electricityMWh * 1_000 * grid * (1 + 0.01853 / 0.177) +
  gasMWh * 1_000 * (0.18296 + 0.03021) +
  steamT * (130 + 25);
const hyderabad = (energy(2_400, 0.71301, 5_200, 2_500) + 120 * 1_530) / (900 * 1_000);
const shanghai = energy(9_000, 0.58361, 42_000, 30_000) / (24_000 * 1_000);

type Category = 'rawMaterials' | 'solvents' | 'transport' | 'wasteTreatment' | 'packaging' | 'siteEnergy';
/** One term: per kg of its reaction's product, the amount × the factor. */
type Term = [category: Category, label: string, amount: number, factor: number];

/** Reaction 1, per kg of ibuprofen (500 kg a batch), at Lyon. */
const reaction1: Term[] = [
  ['rawMaterials', 'carbon monoxide (USLCI)', 80 / 500, 1.395],
  // Its palladium: 1 atom (IUPAC 2021: 106.42) in 701.90 g/mol, × Nuss & Eckelman's 3,880.
  ['rawMaterials', 'PdCl2(PPh3)2: its palladium (Nuss & Eckelman)', 0.5 / 500, (106.42 / 701.9) * 3_880],
  ['rawMaterials', 'hydrochloric acid (USLCI)', 40 / 500, 1.701],
  ['solvents', 'water (DESNZ water supply, 0.1913 per m³)', 60 / 500, 0.1913 / 1_000],
  ['solvents', 'butanone, 600 − 540 recovered (solvent default)', 60 / 500, 2],
  ['solvents', 'acetone cleaning, 200 kg every 10 batches (solvent default)', 20 / 500, 2],
  ['transport', 'alcohol from Asia by road, 1,000 km', tkm(450 / 500, 1_000), ROAD],
  ['transport', 'alcohol from Asia by sea, 18,000 km', tkm(450 / 500, 18_000), SEA],
  ['transport', 'carbon monoxide, same country, 300 km', tkm(80 / 500, 300), ROAD],
  ['transport', 'Pd catalyst from Europe, 1,000 km', tkm(0.5 / 500, 1_000), ROAD],
  ['transport', 'hydrochloric acid, same country, 300 km', tkm(40 / 500, 300), ROAD],
  ['transport', 'butanone bought, from Europe, 1,000 km', tkm(60 / 500, 1_000), ROAD],
  ['transport', 'acetone from Europe, 1,000 km', tkm(20 / 500, 1_000), ROAD],
  ['wasteTreatment', 'aqueous waste: physico-chemical station', 100 / 500, PHYSCHEM],
  ['wasteTreatment', "organic waste 'butanone, heavy ends': butanone's carbon", 50 / 500, 2.441],
  ['wasteTreatment', 'organic waste: incineration', 50 / 500, INCINERATION],
  ['wasteTreatment', "gas 'carbon monoxide vent': 10 % CO, its carbon", 10 / 500, 0.1 * 1.571],
  ['wasteTreatment', 'acetone cleaning burnt: its carbon', 20 / 500, 2.273],
  ['packaging', 'fibre drum, 2.5 kg per 25 kg (DESNZ paper and board)', 2.5 / 25, 1.19973],
  ['siteEnergy', 'Lyon, reported scopes with their upstream', 1, lyon],
];

/** Reaction 2, per kg of 1-(4-isobutylphenyl)ethanol (460 kg a batch), at Hyderabad. */
const reaction2: Term[] = [
  ['rawMaterials', 'hydrogen (USLCI, liquid)', 6 / 460, 9.735],
  ['rawMaterials', 'Raney nickel: nickel (Nuss & Eckelman)', 5 / 460, 6.5],
  ['solvents', 'methanol, 500 − 460 recovered (USLCI)', 40 / 460, 1.315],
  ['transport', 'ketone from Asia by road, 1,000 km', tkm(470 / 460, 1_000), ROAD],
  ['transport', 'hydrogen, same country, 300 km', tkm(6 / 460, 300), ROAD],
  ['transport', 'Raney nickel from Europe by sea, 18,000 km', tkm(5 / 460, 18_000), SEA],
  ['transport', 'Raney nickel from Europe by road, 1,000 km', tkm(5 / 460, 1_000), ROAD],
  ['transport', 'methanol bought, from Asia, 1,000 km', tkm(40 / 460, 1_000), ROAD],
  ['wasteTreatment', "organic waste 'methanol, …': methanol's carbon", 45 / 460, 1.373],
  ['wasteTreatment', 'organic waste: incineration', 45 / 460, INCINERATION],
  ['siteEnergy', 'Hyderabad, from its energy use', 1, hyderabad],
];

/** Reaction 3, per kg of 4'-isobutylacetophenone (480 kg a batch), at Shanghai. */
const reaction3: Term[] = [
  ['rawMaterials', 'acetic anhydride (organic default)', 310 / 480, 3],
  ['rawMaterials', 'hydrogen fluoride, 1,200 − 1,185 recovered (inorganic default)', 15 / 480, 1],
  ['transport', 'acetic anhydride from Asia, 1,000 km', tkm(310 / 480, 1_000), ROAD],
  ['transport', 'isobutylbenzene from Asia, 1,000 km', tkm(390 / 480, 1_000), ROAD],
  ['transport', 'hydrogen fluoride bought, same country, 300 km', tkm(15 / 480, 300), ROAD],
  ['wasteTreatment', "aqueous waste: acetic acid's carbon, 5 % of the stream", 40 / 480, 0.05 * 1.466],
  ['wasteTreatment', 'aqueous waste: physico-chemical station', 40 / 480, PHYSCHEM],
  [
    'wasteTreatment',
    "organic waste 'isobutylbenzene heavy ends': default 60 % carbon",
    20 / 480,
    0.6 * CO2_PER_C,
  ],
  ['wasteTreatment', 'organic waste: incineration', 20 / 480, INCINERATION],
  ['siteEnergy', 'Shanghai, from its energy use', 1, shanghai],
];

/** Reaction 4, per kg of isobutylbenzene (400 kg a batch), at Shanghai. */
const reaction4: Term[] = [
  ['solvents', 'toluene, 900 − 560 recovered (USLCI)', 340 / 400, 0.9236],
  ['rawMaterials', 'propylene (USLCI)', 145 / 400, 1.037],
  ['rawMaterials', 'potassium (inorganic default)', 2 / 400, 1],
  ['transport', 'toluene bought, same country, 300 km', tkm(340 / 400, 300), ROAD],
  ['transport', 'propylene, same country, 300 km', tkm(145 / 400, 300), ROAD],
  ['transport', 'potassium from Europe by sea, 18,000 km', tkm(2 / 400, 18_000), SEA],
  ['transport', 'potassium from Europe by road, 1,000 km', tkm(2 / 400, 1_000), ROAD],
  [
    'wasteTreatment',
    'organic waste (no known substance burns): default 60 % carbon',
    70 / 400,
    0.6 * CO2_PER_C,
  ],
  ['wasteTreatment', 'organic waste: incineration', 70 / 400, INCINERATION],
  ['wasteTreatment', 'propylene purge (gas): default 5 % carbon', 15 / 400, 0.05 * CO2_PER_C],
  ['siteEnergy', 'Shanghai, from its energy use', 1, shanghai],
];

/**
 * kg of each reaction's product in 1 kg of ibuprofen: 450 kg of alcohol per 500 kg; 470 kg of
 * ketone per 460 kg of alcohol, of which the ketone keeps 480 / (480 + 160) by mass (acetic
 * acid is its by-product); 390 kg of isobutylbenzene per 480 kg of ketone.
 */
const m1 = 1;
const m2 = 450 / 500;
const m3 = m2 * (470 / 460) * (480 / (480 + 160));
const m4 = m3 * (390 / 480);
const reactions = [
  { multiplier: m1, terms: reaction1 },
  { multiplier: m2, terms: reaction2 },
  { multiplier: m3, terms: reaction3 },
  { multiplier: m4, terms: reaction4 },
];

const perKgIbuprofen = (terms: Term[], multiplier: number) =>
  terms.reduce((sum, [, , amount, factor]) => sum + amount * factor * multiplier, 0);

describe('the demo ibuprofen route, computed by hand (docs/ibuprofen-hand-check.md)', () => {
  const byHand = reactions.map((r) => perKgIbuprofen(r.terms, r.multiplier));
  const total = byHand.reduce((a, b) => a + b, 0);
  const estimate = estimateIn(
    'en',
    estimateFootprint({ document: demoDocument(), plants }, starterLibrary, { iterations: 0 }),
  );

  it('gives the headline the table adds up to, with no warning', () => {
    // The table's total, to the four decimals it shows.
    expect(total.toFixed(4)).toBe('14.6413');
    expect(estimate.value).toBeCloseTo(total, 6);
    expect(estimate.warnings).toEqual([]);
  });

  it('gives each reaction the share the table gives it', () => {
    expect(byHand.map((v) => v.toFixed(4))).toEqual(['7.0760', '4.1021', '2.1100', '1.3532']);
    estimate.byReaction.forEach((reaction, i) => {
      expect(reaction.value, reaction.name).toBeCloseTo(byHand[i]!, 6);
    });
  });

  it('gives each category the sum of its terms', () => {
    const byCategory: Record<string, number> = {};
    for (const { multiplier, terms } of reactions) {
      for (const [category, , amount, factor] of terms)
        byCategory[category] = (byCategory[category] ?? 0) + amount * factor * multiplier;
    }
    for (const [category, value] of Object.entries(byCategory)) {
      expect(estimate.byCategory[category as Category], category).toBeCloseTo(value, 6);
    }
    expect(Object.keys(byCategory).sort()).toEqual(Object.keys(estimate.byCategory).sort());
  });
});
