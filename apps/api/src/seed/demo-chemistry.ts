/**
 * The demo footprints' chemistry (issue #36): for each product, the route a chemist would
 * recognise, as data. Logic lives in demo-projects.ts, which places these steps at a company's
 * plants. Masses are per batch, in kg, and every complete reaction closes its balance within a
 * few per cent (the engine warns past 10 %), with a molar yield under 100 %.
 *
 * Identities and molar masses were read from public references (issue #36: never from memory):
 * - ibuprofen's BHC route (Boots–Hoechst Celanese): HF-catalysed acetylation of isobutylbenzene,
 *   hydrogenation over Raney nickel to 1-(4-isobutylphenyl)ethanol, palladium-catalysed
 *   carbonylation with CO: Hoechst Celanese, EP 0284310 B1 (1991) and EP 0400892 A2 (1990);
 *   Seayad et al., the PdCl2(PPh3)2/TsOH/LiCl carbonylation of 1-(4-isobutylphenyl)ethanol;
 * - ibuprofen C13H18O2 206.28, CAS 15687-27-1; 4'-isobutylacetophenone C12H16O 176.25, CAS
 *   38861-78-8 (supplier data sheet); isobutylbenzene C10H14 134.22, CAS 538-93-2 (Montgomery,
 *   Groundwater Chemicals Desk Reference); PdCl2(PPh3)2 701.90 (Wikipedia), CAS 13965-03-2;
 *   1-(4-isobutylphenyl)ethanol C12H18O: molar mass computed from the formula (178.27); its CAS
 *   40150-92-5 was not found in a reachable source and is marked so below;
 * - metformin hydrochloride C4H11N5·HCl 165.62, CAS 1115-70-4 (Merck Index, via drugfuture.com),
 *   made from dicyandiamide (CAS 461-58-5) and dimethylamine hydrochloride (CAS 506-59-2) in
 *   N,N-dimethylacetamide (CAS 127-19-5, 87.12), recrystallised from ethanol;
 * - aspirin C9H8O4 180.16, CAS 50-78-2 (Merck Index), made from salicylic acid (CAS 69-72-7,
 *   C7H6O3 138.12) and acetic anhydride; salicylic acid from phenol by the Kolbe–Schmitt reaction;
 * - omeprazole (CAS 73590-58-6) by oxidising its sulfide, ufiprazole (CAS 73590-85-9), made from
 *   2-mercapto-5-methoxybenzimidazole (CAS 37052-78-1, C8H8N2OS 180.23);
 * - amoxicillin (CAS 26787-78-0) from 6-aminopenicillanic acid (6-APA, CAS 551-16-6);
 * - paracetamol (CAS 103-90-2, 151.16) by acetylating 4-aminophenol (CAS 123-30-8, 109.13), made
 *   by hydrogenating 4-nitrophenol (CAS 100-02-7, 139.11).
 *
 * Each route goes back to chemicals the open US LCI factors cover (issue #36 'Done when': the
 * share from the portal's defaults): isobutylbenzene from toluene and propylene (side-chain
 * alkylation over potassium); 4-nitrophenol from phenol and nitric acid, phenol and acetone from
 * cumene (Hock), cumene from benzene and propylene. Their molar masses are computed from the
 * formulas with the IUPAC standard atomic weights (C 12.011, H 1.008, N 14.007, O 15.999, K
 * 39.098); CAS numbers checked against public chemical lists: cumene 98-82-8, nitric acid
 * 7697-37-2, 2-nitrophenol 88-75-5, potassium 7440-09-7.
 */

/** Which of a company's plants makes a step (demo-projects.ts has four per company). */
export type PlantRole = 'product' | 'intermediate' | 'precursor';

/** A substance of a route tree, from the product (first) back to the earliest isolated one. */
export interface RouteSubstance {
  name: string;
  cas: string;
}

/** One reaction's mass balance, as the second part holds it, without its plants. */
export interface RouteReaction {
  /** The tree substance the reaction consumes (spec 001 §3 'usedInReactionId'). */
  usedInReactionId: string;
  site: PlantRole;
  molecularWeight: string;
  weightPerBatch: string;
  productBy: Record<string, unknown>;
}

export interface Route {
  /** The API first, then each isolated intermediate back to the starting material. */
  substances: RouteSubstance[];
  /** Reaction 1 makes the API; reaction n makes substance n from substance n+1. */
  reactions: RouteReaction[];
}

/** The tree's node ids, by depth (the second part names reactions by them). */
export const treeNodeIds = [
  'substance_root',
  'substance_intermediate',
  'substance_precursor',
  'substance_start',
  'substance_upstream_1',
  'substance_upstream_2',
];

const material = (
  name: string,
  cas: string,
  molecularWeight: string,
  weightPerBatch: string,
  productionPlace = 'Europe',
) => ({ name, productionPlace, cas, molecularWeight, weightPerBatch });

const drum = {
  packagingType: 'Fibre drum, 25 kg',
  packagingMaterial: 'cardboard with a PE liner',
  packagingWeightPerPackage: '2.5',
};

/** Ibuprofen by the three-step BHC route. */
export const ibuprofen: Route = {
  substances: [
    { name: 'ibuprofen', cas: '15687-27-1' },
    // CAS not confirmed against a reachable source (see the header).
    { name: '1-(4-isobutylphenyl)ethanol', cas: '40150-92-5' },
    { name: "4'-isobutylacetophenone", cas: '38861-78-8' },
    { name: 'isobutylbenzene', cas: '538-93-2' },
    { name: 'toluene', cas: '108-88-3' },
  ],
  reactions: [
    {
      // Carbonylation: ArCH(OH)CH3 + CO → ibuprofen, Pd catalyst in aqueous acid, in butanone.
      usedInReactionId: 'substance_intermediate',
      site: 'product',
      molecularWeight: '206.28',
      weightPerBatch: '500',
      productBy: {
        ...drum,
        processType: 'ChemicalReaction',
        purificationType: 'FiltrationDrying',
        carbonReactionRawMaterials: [
          material('1-(4-isobutylphenyl)ethanol', '40150-92-5', '178.27', '450', 'Asia'),
          material('carbon monoxide', '630-08-0', '28.01', '80', 'SameCountry'),
          material('bis(triphenylphosphine)palladium(II) dichloride', '13965-03-2', '701.90', '0.5'),
          material('hydrochloric acid', '7647-01-0', '36.46', '40', 'SameCountry'),
          material('water', '7732-18-5', '18.02', '60', 'SameCountry'),
          material('butanone', '78-93-3', '72.11', '600'),
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
      },
    },
    {
      // Hydrogenation of the ketone over Raney nickel, in methanol.
      usedInReactionId: 'substance_precursor',
      site: 'intermediate',
      molecularWeight: '178.27',
      weightPerBatch: '460',
      productBy: {
        processType: 'ChemicalReaction',
        purificationType: 'Distillation',
        carbonReactionRawMaterials: [
          material("4'-isobutylacetophenone", '38861-78-8', '176.25', '470', 'Asia'),
          material('hydrogen', '1333-74-0', '2.02', '6', 'SameCountry'),
          material('Raney nickel', '7440-02-0', '58.69', '5'),
          material('methanol', '67-56-1', '32.04', '500', 'Asia'),
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
      },
    },
    {
      // Friedel–Crafts acetylation in hydrogen fluoride, which is catalyst and solvent and is recovered.
      usedInReactionId: 'substance_start',
      site: 'precursor',
      molecularWeight: '176.25',
      weightPerBatch: '480',
      productBy: {
        byProductsName: 'acetic acid',
        byProductsCas: '64-19-7',
        byProductsMolecularWeight: '60.05',
        byProductsWeightPerBatch: '160',
        processType: 'ChemicalReaction',
        purificationType: 'Distillation',
        carbonReactionRawMaterials: [
          material('isobutylbenzene', '538-93-2', '134.22', '390', 'Asia'),
          material('acetic anhydride', '108-24-7', '102.09', '310', 'Asia'),
          material('hydrogen fluoride', '7664-39-3', '20.01', '1200', 'SameCountry'),
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
      },
    },
    {
      // Side-chain alkylation of toluene with propylene over a potassium catalyst:
      // C7H8 (92.14) + C3H6 (42.08) → C10H14 (134.22). 400 kg of isobutylbenzene is 2.980 kmol,
      // from 3.690 kmol of toluene (81 % molar yield) and 3.446 kmol of propylene (86 %); the rest
      // leaves as n-butylbenzene, propylene dimers and heavy ends, and as the purge of unreacted
      // propylene. The catalyst's potassium is spent with the heavy ends. Toluene is fed in
      // excess and distilled back: 900 kg fed, 560 kg recovered, 340 kg consumed.
      usedInReactionId: 'substance_upstream_1',
      site: 'precursor',
      molecularWeight: '134.22',
      weightPerBatch: '400',
      productBy: {
        processType: 'ChemicalReaction',
        purificationType: 'Distillation',
        carbonReactionRawMaterials: [
          material('toluene', '108-88-3', '92.14', '900', 'SameCountry'),
          material('propylene', '115-07-1', '42.08', '145', 'SameCountry'),
          material('potassium', '7440-09-7', '39.10', '2'),
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
      },
    },
  ],
};

/** Paracetamol in two steps: 4-nitrophenol hydrogenated to 4-aminophenol, then acetylated. */
export const paracetamol: Route = {
  substances: [
    { name: 'paracetamol', cas: '103-90-2' },
    { name: '4-aminophenol', cas: '123-30-8' },
    { name: '4-nitrophenol', cas: '100-02-7' },
    { name: 'phenol', cas: '108-95-2' },
    { name: 'cumene', cas: '98-82-8' },
    { name: 'benzene', cas: '71-43-2' },
  ],
  reactions: [
    {
      usedInReactionId: 'substance_intermediate',
      site: 'product',
      molecularWeight: '151.16',
      weightPerBatch: '640',
      productBy: {
        byProductsName: 'acetic acid',
        byProductsCas: '64-19-7',
        byProductsMolecularWeight: '60.05',
        byProductsWeightPerBatch: '270',
        ...drum,
        processType: 'ChemicalReaction',
        purificationType: 'FiltrationDrying',
        carbonReactionRawMaterials: [
          material('4-aminophenol', '123-30-8', '109.13', '500', 'Asia'),
          material('acetic anhydride', '108-24-7', '102.09', '480'),
          material('water', '7732-18-5', '18.02', '1200', 'SameCountry'),
          material('ethanol', '64-17-5', '46.07', '400'),
        ],
        carbonReactionAqueousWastes: [
          { roughComposition: 'acetic acid 5 % in water', type: 'BioStation', weightPerBatch: '1150' },
        ],
        carbonReactionOrganicWastes: [
          {
            roughComposition: 'ethanol 60 %, ethyl acetate 40 %',
            type: 'Incineration',
            weightPerBatch: '60',
          },
        ],
        carbonReactionGasWastes: [],
        carbonReactionSolventRecyclings: [
          { solventName: 'ethanol', distillationSite: 'SameLocation', recoveredWeightPerBatch: '320' },
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
      },
    },
    {
      usedInReactionId: 'substance_precursor',
      site: 'intermediate',
      molecularWeight: '109.13',
      weightPerBatch: '500',
      productBy: {
        processType: 'ChemicalReaction',
        purificationType: 'Distillation',
        carbonReactionRawMaterials: [
          material('4-nitrophenol', '100-02-7', '139.11', '700', 'Asia'),
          material('hydrogen', '1333-74-0', '2.02', '30', 'SameCountry'),
          material('methanol', '67-56-1', '32.04', '900', 'Asia'),
        ],
        carbonReactionAqueousWastes: [
          {
            roughComposition: 'water with traces of methanol',
            type: 'PhysicoChemicalStation',
            weightPerBatch: '180',
          },
        ],
        carbonReactionOrganicWastes: [
          { roughComposition: 'methanol', type: 'Incineration', weightPerBatch: '95' },
        ],
        carbonReactionGasWastes: [
          { roughComposition: 'nitrogen, hydrogen', type: 'Filtration', weightPerBatch: '5' },
        ],
        carbonReactionSolventRecyclings: [
          { solventName: 'methanol', distillationSite: 'SameLocation', recoveredWeightPerBatch: '810' },
        ],
        carbonReactionCleanings: [],
      },
    },
    {
      // Nitration of phenol with dilute nitric acid: C6H6O (94.11) + HNO3 (63.01) → C6H5NO3
      // (139.11) + H2O. 950 kg of phenol is 10.09 kmol; 720 kg of 4-nitrophenol (5.18 kmol, 51 %)
      // and 560 kg of 2-nitrophenol (4.03 kmol), separated by steam distillation and sold, leave
      // 9 % as tars and dinitrophenols. The acid water carries the reaction water and the excess acid.
      usedInReactionId: 'substance_start',
      site: 'precursor',
      molecularWeight: '139.11',
      weightPerBatch: '720',
      productBy: {
        byProductsName: '2-nitrophenol',
        byProductsCas: '88-75-5',
        byProductsMolecularWeight: '139.11',
        byProductsWeightPerBatch: '560',
        processType: 'ChemicalReaction',
        purificationType: 'Distillation',
        carbonReactionRawMaterials: [
          material('phenol', '108-95-2', '94.11', '950', 'SameCountry'),
          material('nitric acid', '7697-37-2', '63.01', '680', 'SameCountry'),
          material('water', '7732-18-5', '18.02', '1200', 'SameCountry'),
        ],
        carbonReactionAqueousWastes: [
          {
            roughComposition: 'water with nitric acid and nitrophenols',
            type: 'PhysicoChemicalStation',
            weightPerBatch: '1410',
          },
        ],
        carbonReactionOrganicWastes: [
          { roughComposition: 'tars and dinitrophenols', type: 'Incineration', weightPerBatch: '140' },
        ],
        carbonReactionGasWastes: [],
        carbonReactionSolventRecyclings: [],
        carbonReactionCleanings: [],
      },
    },
    {
      // The cumene (Hock) process: cumene oxidised to its hydroperoxide, cleaved by sulfuric acid
      // into phenol and acetone: C9H12 (120.19) + O2 (32.00) → C6H6O (94.11) + C3H6O (58.08).
      // 1,370 kg of cumene is 11.40 kmol; 1,000 kg of phenol (10.63 kmol, 93 %) and 600 kg of
      // acetone (10.33 kmol, sold). The oxygen is typed as oxygen: the plant oxidises with air,
      // so the liquid oxygen it is charged as overstates it. By-products (alpha-methylstyrene,
      // acetophenone, cumylphenols) leave as heavy ends. The oxidation converts about a third of
      // the cumene per pass: 4,000 kg fed, 2,630 kg distilled back, 1,370 kg consumed.
      usedInReactionId: 'substance_upstream_1',
      site: 'precursor',
      molecularWeight: '94.11',
      weightPerBatch: '1000',
      productBy: {
        byProductsName: 'acetone',
        byProductsCas: '67-64-1',
        byProductsMolecularWeight: '58.08',
        byProductsWeightPerBatch: '600',
        processType: 'ChemicalReaction',
        purificationType: 'Distillation',
        carbonReactionRawMaterials: [
          material('cumene', '98-82-8', '120.19', '4000', 'SameCountry'),
          material('oxygen', '7782-44-7', '32.00', '370', 'SameCountry'),
          material('sulfuric acid', '7664-93-9', '98.08', '3', 'SameCountry'),
        ],
        carbonReactionAqueousWastes: [
          {
            roughComposition: 'water with sodium sulfate and phenol traces',
            type: 'PhysicoChemicalStation',
            weightPerBatch: '30',
          },
        ],
        carbonReactionOrganicWastes: [
          {
            roughComposition: 'alpha-methylstyrene, acetophenone, cumylphenols',
            type: 'Incineration',
            weightPerBatch: '110',
          },
        ],
        carbonReactionGasWastes: [],
        carbonReactionSolventRecyclings: [
          { solventName: 'cumene', distillationSite: 'SameLocation', recoveredWeightPerBatch: '2630' },
        ],
        carbonReactionCleanings: [],
      },
    },
    {
      // Alkylation of benzene with propylene over a zeolite: C6H6 (78.11) + C3H6 (42.08) → C9H12
      // (120.19). 1,400 kg of cumene is 11.65 kmol, from 12.16 kmol of benzene (96 %) and 11.88
      // kmol of propylene (98 %); di- and tri-isopropylbenzenes leave as heavy ends. The fixed-bed
      // catalyst lasts years: what a batch spends of it is left out. Benzene is fed in excess
      // (about 3.5 mol per mol of propylene) and distilled back: 3,000 kg fed, 2,050 kg recovered.
      usedInReactionId: 'substance_upstream_2',
      site: 'precursor',
      molecularWeight: '120.19',
      weightPerBatch: '1400',
      productBy: {
        processType: 'ChemicalReaction',
        purificationType: 'Distillation',
        carbonReactionRawMaterials: [
          material('benzene', '71-43-2', '78.11', '3000', 'SameCountry'),
          material('propylene', '115-07-1', '42.08', '500', 'SameCountry'),
        ],
        carbonReactionAqueousWastes: [],
        carbonReactionOrganicWastes: [
          { roughComposition: 'di- and tri-isopropylbenzenes', type: 'Incineration', weightPerBatch: '45' },
        ],
        carbonReactionGasWastes: [
          { roughComposition: 'propane and propylene vent', type: 'Filtration', weightPerBatch: '5' },
        ],
        carbonReactionSolventRecyclings: [
          { solventName: 'benzene', distillationSite: 'SameLocation', recoveredWeightPerBatch: '2050' },
        ],
        carbonReactionCleanings: [],
      },
    },
  ],
};

/** Metformin hydrochloride in one step: dicyandiamide and dimethylamine hydrochloride. */
export const metformin: Route = {
  substances: [
    { name: 'metformin hydrochloride', cas: '1115-70-4' },
    { name: 'dicyandiamide', cas: '461-58-5' },
    { name: 'calcium cyanamide', cas: '156-62-7' },
    { name: 'calcium carbide', cas: '75-20-7' },
    { name: 'calcium oxide', cas: '1305-78-8' },
  ],
  reactions: [
    {
      usedInReactionId: 'substance_intermediate',
      site: 'product',
      molecularWeight: '165.62',
      weightPerBatch: '400',
      productBy: {
        ...drum,
        processType: 'ChemicalReaction',
        purificationType: 'FiltrationDrying',
        carbonReactionRawMaterials: [
          material('dicyandiamide', '461-58-5', '84.08', '210', 'Asia'),
          material('dimethylamine hydrochloride', '506-59-2', '81.54', '215', 'Asia'),
          material('N,N-dimethylacetamide', '127-19-5', '87.12', '600'),
          material('ethanol', '64-17-5', '46.07', '300'),
        ],
        carbonReactionAqueousWastes: [],
        carbonReactionOrganicWastes: [
          {
            roughComposition: 'N,N-dimethylacetamide and ethanol residues, unreacted dicyandiamide',
            type: 'Incineration',
            weightPerBatch: '70',
          },
        ],
        carbonReactionGasWastes: [],
        carbonReactionSolventRecyclings: [
          {
            solventName: 'N,N-dimethylacetamide',
            distillationSite: 'SameLocation',
            recoveredWeightPerBatch: '560',
          },
          { solventName: 'ethanol', distillationSite: 'SameLocation', recoveredWeightPerBatch: '270' },
        ],
        carbonReactionCleanings: [],
      },
    },
    {
      // Calcium cyanamide hydrolysed in water, its calcium precipitated by sulfuric acid as
      // calcium sulfate, and the cyanamide dimerised at pH 9 in the same pot:
      // 2 CaCN2 (80.10) + 2 H2SO4 (98.08) → C2H4N4 (84.08) + 2 CaSO4 (136.14).
      // 500 kg of calcium cyanamide is 6.242 kmol; 220 kg of dicyandiamide is 2.617 kmol (84 %).
      // The gypsum cake, with the urea and cyanamide left, leaves with the water.
      usedInReactionId: 'substance_precursor',
      site: 'precursor',
      molecularWeight: '84.08',
      weightPerBatch: '220',
      productBy: {
        processType: 'ChemicalReaction',
        purificationType: 'FiltrationDrying',
        carbonReactionRawMaterials: [
          material('calcium cyanamide', '156-62-7', '80.10', '500', 'SameCountry'),
          material('sulfuric acid', '7664-93-9', '98.08', '620', 'SameCountry'),
          material('water', '7732-18-5', '18.02', '2000', 'SameCountry'),
        ],
        carbonReactionAqueousWastes: [
          {
            roughComposition: 'water with calcium sulfate (filter cake), urea and cyanamide',
            type: 'PhysicoChemicalStation',
            weightPerBatch: '2900',
          },
        ],
        carbonReactionOrganicWastes: [],
        carbonReactionGasWastes: [],
        carbonReactionSolventRecyclings: [],
        carbonReactionCleanings: [],
      },
    },
    {
      // Nitrogen fixed on calcium carbide at about 1,000 °C (Frank–Caro):
      // CaC2 (64.10) + N2 (28.01) → CaCN2 (80.10) + C (12.01). 425 kg of carbide is 6.630 kmol;
      // 505 kg of calcium cyanamide is 6.305 kmol (95 %). The carbon formed and the carbide left
      // are typed as an organic waste sent to incineration (what the form offers), which charges
      // their carbon as burnt: in the plant they leave with the gypsum cake of the next step.
      usedInReactionId: 'substance_start',
      site: 'precursor',
      molecularWeight: '80.10',
      weightPerBatch: '505',
      productBy: {
        processType: 'ChemicalReaction',
        purificationType: 'None',
        carbonReactionRawMaterials: [
          material('calcium carbide', '75-20-7', '64.10', '425', 'SameCountry'),
          material('nitrogen', '7727-37-9', '28.01', '190', 'SameCountry'),
        ],
        carbonReactionAqueousWastes: [],
        carbonReactionOrganicWastes: [
          { roughComposition: 'carbon and unreacted carbide', type: 'Incineration', weightPerBatch: '97' },
        ],
        carbonReactionGasWastes: [
          { roughComposition: 'nitrogen', type: 'NoTreatment', weightPerBatch: '13' },
        ],
        carbonReactionSolventRecyclings: [],
        carbonReactionCleanings: [],
      },
    },
    {
      // Calcium carbide in an electric arc furnace: CaO (56.08) + 3 C (12.01) → CaC2 (64.10) + CO
      // (28.01). 400 kg of quicklime is 7.133 kmol; 430 kg of carbide is 6.708 kmol (94 %), from
      // 280 kg of metallurgical coke (about 88 % carbon: 20.5 kmol of C, 3 × 6.708 needed). The
      // furnace gas is the carbon monoxide (188 kg), burnt after its dust is filtered, with the
      // ash and lime left as dust and slag (62 kg): its carbon is counted as CO2 from the
      // formula. The furnace's electricity is in the plant's energy use (the site term).
      // The coke's CAS number (coke (coal)) was not confirmed against a reachable source.
      usedInReactionId: 'substance_upstream_1',
      site: 'precursor',
      molecularWeight: '64.10',
      weightPerBatch: '430',
      productBy: {
        processType: 'ChemicalReaction',
        purificationType: 'None',
        carbonReactionRawMaterials: [
          material('calcium oxide', '1305-78-8', '56.08', '400', 'SameCountry'),
          material('metallurgical coke', '65996-77-6', '12.01', '280', 'SameCountry'),
        ],
        carbonReactionAqueousWastes: [],
        carbonReactionOrganicWastes: [],
        carbonReactionGasWastes: [
          {
            roughComposition: 'carbon monoxide 75 %, dust and slag 25 %',
            type: 'Filtration',
            weightPerBatch: '250',
          },
        ],
        carbonReactionSolventRecyclings: [],
        carbonReactionCleanings: [],
      },
    },
  ],
};

/**
 * Aspirin: salicylic acid acetylated (reaction 1); salicylic acid made from phenol by the
 * Kolbe–Schmitt reaction (reaction 2, which the demo's client has not typed yet).
 */
export const aspirin: Route = {
  substances: [
    { name: 'aspirin', cas: '50-78-2' },
    { name: 'salicylic acid', cas: '69-72-7' },
    { name: 'phenol', cas: '108-95-2' },
  ],
  reactions: [
    {
      usedInReactionId: 'substance_intermediate',
      site: 'product',
      molecularWeight: '180.16',
      weightPerBatch: '500',
      productBy: {
        byProductsName: 'acetic acid',
        byProductsCas: '64-19-7',
        byProductsMolecularWeight: '60.05',
        byProductsWeightPerBatch: '170',
        ...drum,
        processType: 'ChemicalReaction',
        purificationType: 'FiltrationDrying',
        carbonReactionRawMaterials: [
          material('salicylic acid', '69-72-7', '138.12', '400', 'Asia'),
          material('acetic anhydride', '108-24-7', '102.09', '320'),
          material('water', '7732-18-5', '18.02', '1000', 'SameCountry'),
          material('ethanol', '64-17-5', '46.07', '300'),
        ],
        carbonReactionAqueousWastes: [
          { roughComposition: 'acetic acid in water', type: 'BioStation', weightPerBatch: '1050' },
        ],
        carbonReactionOrganicWastes: [
          { roughComposition: 'ethanol mother liquor', type: 'Incineration', weightPerBatch: '50' },
        ],
        carbonReactionGasWastes: [],
        carbonReactionSolventRecyclings: [
          { solventName: 'ethanol', distillationSite: 'SameLocation', recoveredWeightPerBatch: '240' },
        ],
        carbonReactionCleanings: [],
      },
    },
  ],
};

/** Omeprazole: its sulfide (ufiprazole) oxidised; the sulfide from the benzimidazole thiol. */
export const omeprazole: Route = {
  substances: [
    { name: 'omeprazole', cas: '73590-58-6' },
    { name: 'ufiprazole (omeprazole sulfide)', cas: '73590-85-9' },
    { name: '2-mercapto-5-methoxybenzimidazole', cas: '37052-78-1' },
  ],
  reactions: [],
};

/** Amoxicillin from 6-aminopenicillanic acid. */
export const amoxicillin: Route = {
  substances: [
    { name: 'amoxicillin', cas: '26787-78-0' },
    { name: '6-aminopenicillanic acid', cas: '551-16-6' },
  ],
  reactions: [],
};
