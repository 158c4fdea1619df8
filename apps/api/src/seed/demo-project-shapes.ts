import type { ProjectKind, ProjectStatus } from '@pharmatrace/domain';
import { newPlantId } from '../features/plants/service';
import { demoAccounts } from './demo-accounts';
import { type PlantRole, type Route, treeNodeIds } from './demo-chemistry';

/*
 * The shapes of the demo's projects: plants, route trees, label documents and the two parts of a
 * footprint, built from the data of demo-chemistry.ts and demo-project-list.ts.
 */

export type Document = Record<string, unknown>;

export interface DemoProject {
  kind: ProjectKind;
  status: ProjectStatus;
  name: string;
  document: Document;
  report?: boolean;
  invoice?: 'PAID' | 'NOT_PAID';
  /** A footprint that names a molecular-structure upload (stored for it and attached). */
  upload?: boolean;
  /**
   * Staff replaced that upload when they amended it (issue #22): the client's version names the
   * client's file, the amendment a corrected one staff uploaded; both show on the documents page.
   */
  uploadReplacedByStaff?: boolean;
  /**
   * The provider amended it (issue #12): this is the document the client sent (version 1), and
   * `document` is the provider's amendment (version 2, by staff), which the client must check.
   */
  submitted?: Document;
}

export interface DemoPlant {
  id: string;
  companyName: string;
  city: string;
  countryId: string;
  reportingYear: number | null;
  /** The plant form's other fields (spec 001 §3 Plant), as the plants table keeps them. */
  details: Record<string, unknown>;
}

/** A client's four plants, by the role they play in the demo route trees. */
export interface PlantSet {
  product: DemoPlant;
  productSecond: DemoPlant;
  intermediate: DemoPlant;
  precursor: DemoPlant;
}

export const plant = (
  companyName: string,
  city: string,
  countryId: string,
  details: Record<string, unknown> = {},
  reportingYear: number | null = null,
): DemoPlant => ({ id: newPlantId(), companyName, city, countryId, reportingYear, details });
export const made = (p: DemoPlant, percentage: number) => ({
  plantId: p.id,
  companyName: p.companyName,
  city: p.city,
  countryId: p.countryId,
  percentage,
});
export const lastYear = new Date().getFullYear() - 1;

/**
 * The site data of the demo plants (issue #23): the product's plant reports its scope 1 and 2
 * and its production; the intermediate's plant gives its energy use and refrigerant leaks, from
 * which the estimate computes its scopes.
 */
export const productPlantDetails = {
  comments: 'Demonstration plant',
  employees: 320,
  capex: { value: 14.2, unit: 'Million €' },
  scope1: { value: 2_100, unit: 'TonsCO2eq' },
  scope2: { value: 350, unit: 'TonsCO2eq' },
  productionFPValue: 420,
  productionIntFPValue: 180,
};
export const intermediatePlantDetails = {
  comments: 'Demonstration plant',
  energyConsumption: {
    Electricity: { value: 2_400, unit: 'MWh' },
    NaturalGas: { value: 5_200, unit: 'MWh' },
    Steam: { value: 2_500, unit: 'Tons' },
  },
  refrigerantGases: [{ value: 120, type: 'HFC-134a' }],
  productionIntFPValue: 900,
};

/**
 * The precursor's plant (issue #36): bulk aromatics and nitration at the scale of a plant making
 * tens of thousands of tonnes a year, with its energy use, as a client's supplier reports it; the
 * estimate computes its scopes. Without a production volume the method fell back to its site
 * defaults for every step made there.
 */
export const precursorPlantDetails = {
  comments: 'Demonstration plant',
  energyConsumption: {
    Electricity: { value: 9_000, unit: 'MWh' },
    NaturalGas: { value: 42_000, unit: 'MWh' },
    Steam: { value: 30_000, unit: 'Tons' },
  },
  productionIntFPValue: 24_000,
};

/**
 * A label's complete three-level route tree (spec 001 §3 'Tree node'): the product made at two
 * plants, its isolated intermediate at a third, that one's precursor at a fourth. Labels record
 * where each step is made; their demo intermediates are generic (the footprints' chemistry is
 * demo-chemistry.ts).
 */
export function labelTree(name: string, cas: string, p: PlantSet) {
  return {
    id: 'substance_root',
    name,
    cas,
    type: 'CHEMICAL',
    manufacturers: [made(p.product, 70), made(p.productSecond, 30)],
    children: [
      {
        id: 'substance_intermediate',
        name: '4-aminophenol',
        cas: '123-30-8',
        isolated: true,
        manufacturers: [made(p.intermediate, 100)],
        children: [
          {
            id: 'substance_precursor',
            name: '4-nitrophenol',
            cas: '100-02-7',
            isolated: true,
            manufacturers: [made(p.precursor, 100)],
            children: [] as unknown[],
          },
        ],
      },
    ],
  };
}
export type Tree = ReturnType<typeof labelTree>;

/** A tree left mid-way, as a saved draft shows it: a precursor still without its manufacturers. */
export const unfinishedLabelTree = (name: string, cas: string, p: PlantSet) => ({
  id: 'substance_root',
  name,
  cas,
  type: 'CHEMICAL',
  manufacturers: [made(p.product, 100)],
  children: [
    {
      id: 'substance_1',
      name: '4-aminophenol',
      cas: '123-30-8',
      isolated: true,
      manufacturers: [],
      children: [],
    },
  ],
});

export const substance = (inn: string, cas: string, tree: unknown) => ({
  inn,
  cas,
  codeHs: '29420000',
  type: 'CHEMICAL',
  tree,
});

/** A complete drug product (spec 001 §3 'Drug product (origin)'). */
export const completeProduct = (code: string, inn: string, cas: string, p: PlantSet, formulationFr = 80) => ({
  drugProductCode: code,
  drugProductCodeHs: '300490',
  commercializationCountry: 'FR',
  productionCountriesDrugFormulation: [
    { countryId: 'FR', percentage: formulationFr },
    { countryId: 'IN', percentage: 100 - formulationFr },
  ],
  productionCountriesPrimaryPackaging: [{ countryId: 'FR', percentage: 100 }],
  apiCount: 1,
  api: [substance(inn, cas, labelTree(inn, cas, p))],
});

/** The plant of a company that makes a route's step. */
const plantOf = (p: PlantSet, role: PlantRole): DemoPlant => p[role];

/**
 * A footprint's route tree (spec 001 §3 'Tree node'): the product made at two plants, each isolated
 * intermediate at the plant of the reaction that makes it; `unfinished` leaves the substances
 * below the product without their manufacturers, as a saved draft shows them.
 */
export function routeTree(route: Route, name: string, p: PlantSet, unfinished = false) {
  const siteOf = (depth: number): PlantRole => route.reactions[depth]?.site ?? 'precursor';
  const node = (depth: number): Record<string, unknown> => {
    const substance = route.substances[depth]!;
    const below = depth + 1 < route.substances.length ? [node(depth + 1)] : [];
    return {
      id: treeNodeIds[depth],
      name: depth === 0 ? name : substance.name,
      cas: substance.cas,
      ...(depth === 0 ? { type: 'CHEMICAL' } : { isolated: true }),
      manufacturers:
        depth === 0
          ? [made(p.product, unfinished ? 100 : 70), ...(unfinished ? [] : [made(p.productSecond, 30)])]
          : unfinished
            ? []
            : [made(plantOf(p, siteOf(depth)), 100)],
      children: unfinished && depth > 0 ? [] : below,
    };
  };
  return node(0) as Tree;
}

/** The first part of a footprint, complete (its molecular structure upload is added at seeding). */
export const footprint = (
  route: Route,
  name: string,
  p: PlantSet,
  tree: unknown = routeTree(route, name, p),
) => ({
  cas: route.substances[0]!.cas,
  reactionNumber: route.substances.length - 1,
  reactionNumberWithInformation: route.substances.length - 1,
  reactionNumberWithoutInformation: 0,
  reportDataContactPersonName: 'Claire Martin',
  // Spec 001 §3: this field holds the contact's function, the next one the e-mail.
  reportDataContactPersonEmail: 'Hospital pharmacist',
  reportDataContactPersonFunction: demoAccounts.main.email,
  reportDataProductUse: 'Active ingredient of tablets sold in France',
  reportDataCompanyActivity: 'Hospital pharmacy buying generic medicines',
  reportDataProcessAndVolume: '120',
  reportDataWrittenReport: true,
  tree,
});

/** A reaction of the route placed at the company's plants. */
function placed(reaction: Route['reactions'][number], p: PlantSet) {
  const { site, productBy, ...rest } = reaction;
  const plantId = plantOf(p, site).id;
  return {
    ...rest,
    linkedWithPlant: plantId,
    dataUnknown: false,
    productBy: { ...productBy, carbonReactionProductionSites: plantId },
  };
}

/**
 * The second part of a footprint: its plants and its route's mass balances; `weights` replaces
 * a reaction's product weight (the provider corrects one in the CHECK2 demo).
 */
export function secondPart(route: Route, p: PlantSet, weights: Record<number, string> = {}) {
  const sites = [...new Set(route.reactions.map((r) => r.site))];
  return {
    plants: sites.map((site) => plantOf(p, site).id),
    substances: route.reactions.map((reaction, i) => ({
      ...placed(reaction, p),
      ...(weights[i] ? { weightPerBatch: weights[i] } : {}),
    })),
  };
}

/**
 * A second part the client is still typing (DRAFT2), as its autosave left it: reaction 1 typed
 * but for its packaging, organic waste and solvent recovery (so its balance does not close yet: a
 * warning the estimate shows), the next reaction not reached (a data gap).
 */
export function secondPartInProgress(route: Route, p: PlantSet) {
  const reaction1 = placed(route.reactions[0]!, p);
  return {
    plants: [],
    substances: [
      {
        ...reaction1,
        productBy: {
          ...reaction1.productBy,
          packagingType: '',
          packagingMaterial: '',
          packagingWeightPerPackage: '',
          carbonReactionOrganicWastes: [],
          carbonReactionSolventRecyclings: [],
          carbonReactionCleanings: [],
        },
      },
    ],
  };
}

/** A copy of a tree with `change` applied to it: what the provider's amendment did. */
export function amended(tree: Tree, change: (tree: Tree) => void): Tree {
  const copy = structuredClone(tree);
  change(copy);
  return copy;
}
