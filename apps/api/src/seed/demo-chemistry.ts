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
  ],
};

/** Paracetamol in two steps: 4-nitrophenol hydrogenated to 4-aminophenol, then acetylated. */
export const paracetamol: Route = {
  substances: [
    { name: 'paracetamol', cas: '103-90-2' },
    { name: '4-aminophenol', cas: '123-30-8' },
    { name: '4-nitrophenol', cas: '100-02-7' },
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
  ],
};

/** Metformin hydrochloride in one step: dicyandiamide and dimethylamine hydrochloride. */
export const metformin: Route = {
  substances: [
    { name: 'metformin hydrochloride', cas: '1115-70-4' },
    { name: 'dicyandiamide', cas: '461-58-5' },
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
