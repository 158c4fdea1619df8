import {
  adoptedResultOf,
  confirmEuOriginFigures,
  type FootprintResultDetail,
  type ProjectKind,
  type ProjectStatus,
  proposedEuOriginFigures,
  type TreeNodeDraft,
} from '@pharmatrace/domain';
import { estimateFootprint, type FootprintPlant, starterLibrary } from '@pharmatrace/footprint';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, files, plants, projectDocuments, projects, projectVersions } from '../db/schema';
import { newLabelVerificationCode } from '../features/label-certificates/verification-code';
import { newPlantId } from '../features/plants/service';
import { countryById } from '../features/reference/countries';
import { renderPdf } from '../lib/pdf';
import { demoAccounts } from './demo-accounts';
import { demoInvoicePdf, demoReportPdf } from './demo-documents';

type Document = Record<string, unknown>;

interface DemoProject {
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

interface DemoPlant {
  id: string;
  companyName: string;
  city: string;
  countryId: string;
  reportingYear: number | null;
  /** The plant form's other fields (spec 001 §3 Plant), as the plants table keeps them. */
  details: Record<string, unknown>;
}

/** A client's four plants, by the role they play in the demo route trees. */
interface PlantSet {
  product: DemoPlant;
  productSecond: DemoPlant;
  intermediate: DemoPlant;
  precursor: DemoPlant;
}

const plant = (
  companyName: string,
  city: string,
  countryId: string,
  details: Record<string, unknown> = {},
  reportingYear: number | null = null,
): DemoPlant => ({ id: newPlantId(), companyName, city, countryId, reportingYear, details });
const made = (p: DemoPlant, percentage: number) => ({
  plantId: p.id,
  companyName: p.companyName,
  city: p.city,
  countryId: p.countryId,
  percentage,
});
const lastYear = new Date().getFullYear() - 1;

/**
 * The site data of the demo plants (issue #23): the product's plant reports its scope 1 and 2
 * and its production; the intermediate's plant gives its energy use and refrigerant leaks, from
 * which the estimate computes its scopes.
 */
const productPlantDetails = {
  comments: 'Demonstration plant',
  employees: 320,
  capex: { value: 14.2, unit: 'Million €' },
  scope1: { value: 2_100, unit: 'TonsCO2eq' },
  scope2: { value: 350, unit: 'TonsCO2eq' },
  productionFPValue: 420,
  productionIntFPValue: 180,
};
const intermediatePlantDetails = {
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
 * A complete three-level synthetic route (spec 001 §3 'Tree node'): the product made at two
 * plants, its isolated intermediate at a third, that one's precursor at a fourth.
 */
function completeTree(name: string, cas: string, p: PlantSet) {
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
type Tree = ReturnType<typeof completeTree>;

/** A tree left mid-way, as a saved draft shows it: a precursor still without its manufacturers. */
const unfinishedTree = (name: string, cas: string, p: PlantSet) => ({
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

const substance = (inn: string, cas: string, tree: unknown) => ({
  inn,
  cas,
  codeHs: '29420000',
  type: 'CHEMICAL',
  tree,
});

/** A complete drug product (spec 001 §3 'Drug product (origin)'). */
const completeProduct = (code: string, inn: string, cas: string, p: PlantSet, formulationFr = 80) => ({
  drugProductCode: code,
  drugProductCodeHs: '300490',
  commercializationCountry: 'FR',
  productionCountriesDrugFormulation: [
    { countryId: 'FR', percentage: formulationFr },
    { countryId: 'IN', percentage: 100 - formulationFr },
  ],
  productionCountriesPrimaryPackaging: [{ countryId: 'FR', percentage: 100 }],
  apiCount: 1,
  api: [substance(inn, cas, completeTree(inn, cas, p))],
});

/** The first part of a footprint, complete (its molecular structure upload is added at seeding). */
const footprint = (cas: string, name: string, p: PlantSet, tree: unknown = completeTree(name, cas, p)) => ({
  cas,
  reactionNumber: 2,
  reactionNumberWithInformation: 2,
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

/** The report's contact and use for Laboratoires Durand, the second company (its main user, seed/demo.ts). */
const durandContact = {
  reportDataContactPersonName: 'Marc Durand',
  // Spec 001 §3: this field holds the contact's function, the next one the e-mail.
  reportDataContactPersonEmail: 'Regulatory affairs manager',
  reportDataContactPersonFunction: demoAccounts.secondClient.email,
  reportDataProductUse: 'Active ingredient of gels and tablets made by Laboratoires Durand',
  reportDataCompanyActivity: 'Manufacturer of generic medicines',
};

/**
 * The report's contact and use for CHU Atlantique, the French company (its main user, seed/demo.ts),
 * written in French like everything its user types (issue #27).
 */
const frenchContact = {
  reportDataContactPersonName: 'Sophie Lefèvre',
  // Spec 001 §3: this field holds the contact's function, the next one the e-mail.
  reportDataContactPersonEmail: 'Pharmacienne hospitalière',
  reportDataContactPersonFunction: demoAccounts.french.email,
  reportDataProductUse: 'Principe actif de gélules dispensées par la pharmacie du CHU',
  reportDataCompanyActivity: 'Pharmacie hospitalière, achat de médicaments génériques',
};

/**
 * The mass balance of completeTree's two reactions (spec 001 §3), as a paracetamol-like route
 * gives it per batch (issue #23: rich enough for a meaningful estimate): reaction 1 acetylates
 * 4-aminophenol at the product's plant, reaction 2 makes 4-aminophenol by hydrogenating
 * 4-nitrophenol at the intermediate's plant. Every started row is complete, so staff can
 * complete the second part as it is; both balances close within a few per cent.
 */
function acetylation(p: PlantSet) {
  return {
    usedInReactionId: 'substance_intermediate',
    linkedWithPlant: p.product.id,
    molecularWeight: '151.16',
    weightPerBatch: '640',
    dataUnknown: false,
    productBy: {
      byProductsName: 'acetic acid',
      byProductsCas: '64-19-7',
      byProductsMolecularWeight: '60.05',
      byProductsWeightPerBatch: '270',
      packagingType: 'Fibre drum, 25 kg',
      packagingMaterial: 'cardboard with a PE liner',
      packagingWeightPerPackage: '2.5',
      processType: 'ChemicalReaction',
      purificationType: 'FiltrationDrying',
      carbonReactionProductionSites: p.product.id,
      carbonReactionRawMaterials: [
        {
          name: '4-aminophenol',
          productionPlace: 'Asia',
          cas: '123-30-8',
          molecularWeight: '109.13',
          weightPerBatch: '500',
        },
        {
          name: 'acetic anhydride',
          productionPlace: 'Europe',
          cas: '108-24-7',
          molecularWeight: '102.09',
          weightPerBatch: '480',
        },
        {
          name: 'water',
          productionPlace: 'SameCountry',
          cas: '7732-18-5',
          molecularWeight: '18.02',
          weightPerBatch: '1200',
        },
        {
          name: 'ethanol',
          productionPlace: 'Europe',
          cas: '64-17-5',
          molecularWeight: '46.07',
          weightPerBatch: '400',
        },
      ],
      carbonReactionAqueousWastes: [
        { roughComposition: 'acetic acid 5 % in water', type: 'BioStation', weightPerBatch: '1150' },
      ],
      carbonReactionOrganicWastes: [
        { roughComposition: 'ethanol 60 %, ethyl acetate 40 %', type: 'Incineration', weightPerBatch: '60' },
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
  };
}

function hydrogenation(p: PlantSet, weightPerBatch: string) {
  return {
    usedInReactionId: 'substance_precursor',
    linkedWithPlant: p.intermediate.id,
    molecularWeight: '109.13',
    weightPerBatch,
    dataUnknown: false,
    productBy: {
      processType: 'ChemicalReaction',
      purificationType: 'Distillation',
      carbonReactionProductionSites: p.intermediate.id,
      carbonReactionRawMaterials: [
        {
          name: '4-nitrophenol',
          productionPlace: 'Asia',
          cas: '100-02-7',
          molecularWeight: '139.11',
          weightPerBatch: '700',
        },
        {
          name: 'hydrogen',
          productionPlace: 'SameCountry',
          cas: '1333-74-0',
          molecularWeight: '2.02',
          weightPerBatch: '30',
        },
        {
          name: 'methanol',
          productionPlace: 'Asia',
          cas: '67-56-1',
          molecularWeight: '32.04',
          weightPerBatch: '900',
        },
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
  };
}

/**
 * The second part of a footprint: its plants and the mass balance of its two reactions;
 * `weightPerBatch` is reaction 2's product (the provider corrects it in the CHECK2 demo).
 */
const secondPart = (p: PlantSet, weightPerBatch = '500') => ({
  plants: [p.product.id, p.intermediate.id],
  substances: [acetylation(p), hydrogenation(p, weightPerBatch)],
});

/**
 * A second part the client is still typing (DRAFT2), as its autosave left it: reaction 1 typed
 * but for its organic waste and solvent recovery (so its balance does not close yet: a warning
 * the estimate shows), reaction 2 not reached (a data gap).
 */
function secondPartInProgress(p: PlantSet) {
  const reaction1 = acetylation(p);
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

/** The estimate a completed demo footprint's result was adopted from (issue #23), with the starter library. */
function adoptedEstimate(document: Record<string, unknown>, p: PlantSet, at: Date): FootprintResultDetail {
  const plants: FootprintPlant[] = Object.values(p).map((pl) => ({
    id: pl.id,
    companyName: pl.companyName,
    city: pl.city,
    countryId: pl.countryId,
    reportingYear: pl.reportingYear,
    ...(pl.details as Partial<FootprintPlant>),
  }));
  const estimate = estimateFootprint(
    {
      document: {
        tree: document.tree as TreeNodeDraft,
        substances: document.substances as unknown[],
      },
      plants,
    },
    starterLibrary,
  );
  return adoptedResultOf(estimate, at.toISOString());
}

/** A copy of a tree with `change` applied to it: what the provider's amendment did. */
function amended(tree: Tree, change: (tree: Tree) => void): Tree {
  const copy = structuredClone(tree);
  change(copy);
  return copy;
}

/** The demo client (issue #5 lists): every kind in every status the client lists show. */
function mainClientProjects(p: PlantSet): DemoProject[] {
  const ibuprofen = completeProduct('62345678', 'ibuprofen', '15687-27-1', p);
  const losartan = substance('losartan', '114798-26-4', completeTree('losartan', '114798-26-4', p));
  const ibuprofenApi = footprint('15687-27-1', 'Ibuprofen API', p);
  const amlodipineApi = { ...footprint('88150-42-9', 'Amlodipine API', p), ...secondPart(p) };
  return [
    {
      kind: 'ORIGIN',
      status: 'DRAFT',
      name: 'Paracetamol Demo 500 mg',
      // Saved mid-way at step 4: one route tree still to finish.
      document: {
        ...completeProduct('60234100', 'paracetamol', '103-90-2', p),
        api: [substance('paracetamol', '103-90-2', unfinishedTree('paracetamol', '103-90-2', p))],
        wizardStep: 3,
      },
    },
    {
      kind: 'ORIGIN',
      status: 'ONGOING',
      name: 'Amoxicillin Demo 1 g',
      document: completeProduct('61234567', 'amoxicillin', '26787-78-0', p),
    },
    {
      kind: 'ORIGIN',
      status: 'CHECK',
      name: 'Ibuprofen Demo 400 mg',
      submitted: ibuprofen,
      // The provider moved 10 % of the formulation to India and rebalanced the product's plants.
      document: {
        ...completeProduct('62345678', 'ibuprofen', '15687-27-1', p, 70),
        api: [
          {
            ...ibuprofen.api[0],
            tree: amended(ibuprofen.api[0]!.tree as Tree, (tree) => {
              tree.manufacturers = [made(p.product, 60), made(p.productSecond, 40)];
            }),
          },
        ],
      },
    },
    {
      kind: 'ORIGIN',
      status: 'COMPLETED',
      name: 'Metformin Demo 850 mg',
      document: completeProduct('63456789', 'metformin', '657-24-9', p),
      report: true,
      invoice: 'PAID',
    },
    {
      kind: 'SUBSTANCE',
      status: 'DRAFT',
      name: 'omeprazole',
      // Saved at the methodology step, its tree already drawn.
      document: {
        ...substance('omeprazole', '73590-58-6', completeTree('omeprazole', '73590-58-6', p)),
        wizardStep: 1,
      },
    },
    {
      kind: 'SUBSTANCE',
      status: 'ONGOING',
      name: 'atorvastatin',
      document: substance('atorvastatin', '134523-00-5', completeTree('atorvastatin', '134523-00-5', p)),
    },
    {
      kind: 'SUBSTANCE',
      status: 'CHECK',
      name: 'losartan',
      submitted: losartan,
      // The provider added an upstream step the client had not declared.
      document: {
        ...losartan,
        tree: amended(losartan.tree as Tree, (tree) => {
          tree.children[0]!.children[0]!.children.push({
            id: 'substance_upstream',
            name: 'phenol',
            cas: '108-95-2',
            isolated: true,
            manufacturers: [made(p.precursor, 100)],
            children: [],
          });
        }),
      },
    },
    {
      kind: 'SUBSTANCE',
      status: 'COMPLETED',
      name: 'paracetamol',
      document: substance('paracetamol', '103-90-2', completeTree('paracetamol', '103-90-2', p)),
      report: true,
      invoice: 'NOT_PAID',
    },
    {
      kind: 'CARBON',
      status: 'DRAFT',
      name: 'Paracetamol API',
      document: { cas: '103-90-2', tree: unfinishedTree('Paracetamol API', '103-90-2', p) },
    },
    {
      kind: 'CARBON',
      status: 'CHECK',
      name: 'Ibuprofen API',
      upload: true,
      uploadReplacedByStaff: true,
      submitted: ibuprofenApi,
      // The provider found a second source of the intermediate.
      document: {
        ...ibuprofenApi,
        tree: amended(ibuprofenApi.tree as Tree, (tree) => {
          tree.children[0]!.manufacturers = [made(p.intermediate, 60), made(p.precursor, 40)];
        }),
      },
    },
    {
      kind: 'CARBON',
      status: 'DRAFT2',
      name: 'Omeprazole API',
      upload: true,
      document: { ...footprint('73590-58-6', 'Omeprazole API', p), ...secondPartInProgress(p) },
    },
    {
      kind: 'CARBON',
      status: 'ONGOING2',
      name: 'Metformin API',
      upload: true,
      document: { ...footprint('657-24-9', 'Metformin API', p), ...secondPart(p) },
    },
    {
      kind: 'CARBON',
      status: 'CHECK2',
      name: 'Amlodipine API',
      upload: true,
      submitted: amlodipineApi,
      // The provider corrected a weight of the second reaction's mass balance.
      document: { ...amlodipineApi, ...secondPart(p, '520') },
    },
    {
      kind: 'CARBON',
      status: 'COMPLETED',
      name: 'Atorvastatin API',
      upload: true,
      document: { ...footprint('134523-00-5', 'Atorvastatin API', p), ...secondPart(p) },
      report: true,
      invoice: 'PAID',
    },
  ];
}

/**
 * A second client, so that the admin panel has two companies to filter by, with the states only
 * staff act on: a first part and a footprint without production data waiting for validation.
 */
function secondClientProjects(p: PlantSet): DemoProject[] {
  // The report's contact is one of Durand's own people (issue #29: not the first company's user).
  const durandFootprint = (cas: string, name: string) => ({ ...footprint(cas, name, p), ...durandContact });
  const ketoprofen = substance('ketoprofen', '22071-15-4', completeTree('ketoprofen', '22071-15-4', p));
  return [
    {
      kind: 'CARBON',
      status: 'ONGOING',
      name: 'Ketoprofen API',
      upload: true,
      document: durandFootprint('22071-15-4', 'Ketoprofen API'),
    },
    {
      kind: 'CARBON',
      status: 'ONGOING',
      name: 'Aspirin API',
      // Spec 001 §4: sent from step 1, without production data.
      document: {
        cas: '50-78-2',
        reactionNumber: 1,
        reactionNumberWithInformation: 0,
        reactionNumberWithoutInformation: 1,
        nameOfSupplier: 'Bulk Chem India',
        productionCountry: 'IN',
      },
    },
    {
      kind: 'CARBON',
      status: 'ONGOING2',
      name: 'Diclofenac API',
      upload: true,
      document: { ...durandFootprint('15307-86-5', 'Diclofenac API'), ...secondPart(p) },
    },
    {
      kind: 'ORIGIN',
      status: 'ONGOING',
      name: 'Kétoprofène Durand 100 mg',
      document: completeProduct('64567890', 'ketoprofen', '22071-15-4', p),
    },
    {
      kind: 'SUBSTANCE',
      status: 'CHECK',
      name: 'ketoprofen',
      submitted: ketoprofen,
      document: {
        ...ketoprofen,
        tree: amended(ketoprofen.tree as Tree, (tree) => {
          tree.manufacturers = [made(p.product, 50), made(p.productSecond, 50)];
        }),
      },
    },
    {
      kind: 'SUBSTANCE',
      status: 'COMPLETED',
      name: 'diclofenac',
      document: substance('diclofenac', '15307-86-5', completeTree('diclofenac', '15307-86-5', p)),
      report: true,
      invoice: 'PAID',
    },
  ];
}

/**
 * CHU Atlantique, whose user works in French (issue #27): a few projects so that its lists, a
 * label's certificate and its e-mails show French: a completed substance label, a footprint
 * being reviewed and a product label left as a draft.
 */
function frenchClientProjects(p: PlantSet): DemoProject[] {
  return [
    {
      kind: 'ORIGIN',
      status: 'DRAFT',
      name: 'Amoxicilline CHU 500 mg',
      // Saved mid-way at step 4: the route tree still to finish.
      document: {
        ...completeProduct('65234500', 'amoxicilline', '26787-78-0', p),
        api: [substance('amoxicilline', '26787-78-0', unfinishedTree('amoxicilline', '26787-78-0', p))],
        wizardStep: 3,
      },
    },
    {
      kind: 'CARBON',
      status: 'ONGOING',
      name: 'Amoxicilline, substance active',
      upload: true,
      document: {
        ...footprint('26787-78-0', 'Amoxicilline, substance active', p),
        ...frenchContact,
      },
    },
    {
      kind: 'SUBSTANCE',
      status: 'COMPLETED',
      name: 'amoxicilline',
      document: substance('amoxicilline', '26787-78-0', completeTree('amoxicilline', '26787-78-0', p)),
      report: true,
      invoice: 'NOT_PAID',
    },
  ];
}

const nameFieldOf: Record<ProjectKind, string> = {
  ORIGIN: 'drugProductName',
  SUBSTANCE: 'inn',
  CARBON: 'name',
};

/** The demo companies: 'main' is the one whose logins the README lists first; 'french' works in French. */
export type DemoCompany = 'main' | 'second' | 'french';

/** The French company's plants describe themselves in French. */
const inFrench = (details: Record<string, unknown>) => ({ ...details, comments: 'Site de démonstration' });

const plantSets: Record<DemoCompany, () => PlantSet> = {
  main: () => ({
    product: plant('Pharma Synthèse', 'Lyon', 'FR', productPlantDetails, lastYear),
    productSecond: plant('Chimica Lombarda', 'Milano', 'IT'),
    intermediate: plant('API Works', 'Hyderabad', 'IN', intermediatePlantDetails, lastYear),
    precursor: plant('Nitro Chemicals', 'Shanghai', 'CN'),
  }),
  second: () => ({
    product: plant('Durand Synthèse', 'Rouen', 'FR', productPlantDetails, lastYear),
    productSecond: plant('Química Levante', 'Valencia', 'ES'),
    intermediate: plant('Deccan Fine Chem', 'Pune', 'IN', intermediatePlantDetails, lastYear),
    precursor: plant('Jiangsu Aromatics', 'Nanjing', 'CN'),
  }),
  french: () => ({
    product: plant('Synthèse Atlantique', 'Nantes', 'FR', inFrench(productPlantDetails), lastYear),
    productSecond: plant('Farmoquímica do Norte', 'Porto', 'PT'),
    intermediate: plant('Coromandel Chem', 'Chennai', 'IN', inFrench(intermediatePlantDetails), lastYear),
    precursor: plant('Shandong Aromatics', 'Jinan', 'CN'),
  }),
};

/** Each company's projects, and the legal name its demo PDFs are made out to. */
const companyProjects: Record<DemoCompany, { legalName: string; projects: (p: PlantSet) => DemoProject[] }> =
  {
    main: { legalName: 'Centre Hospitalier Demo', projects: mainClientProjects },
    second: { legalName: 'Laboratoires Durand SA', projects: secondClientProjects },
    french: { legalName: 'Centre Hospitalier Universitaire Atlantique', projects: frenchClientProjects },
  };

/** The words of the demo's molecular-structure PDFs, in the company's language. */
const structureWords = {
  en: {
    title: 'Molecular structure',
    byClient: 'Uploaded by the client with its footprint request.',
    byStaff: 'Corrected by the provider: the stereocentre is now drawn.',
    file: 'molecular structure',
    notice: 'DEMONSTRATION DOCUMENT',
  },
  fr: {
    title: 'Structure moléculaire',
    byClient: "Déposée par le client avec sa demande d'empreinte.",
    byStaff: 'Corrigée par le prestataire : le stéréocentre est maintenant dessiné.',
    file: 'structure moléculaire',
    notice: 'DOCUMENT DE DÉMONSTRATION',
  },
} as const;

/** A completed label holds the European-origin figures staff confirmed (issue #14): here, the proposal. */
function withConfirmedEuOrigin(demo: DemoProject, document: Document, at: Date): Document {
  if (demo.status !== 'COMPLETED' || demo.kind === 'CARBON') return document;
  const proposed = proposedEuOriginFigures(demo.kind, document, (id) => countryById(id)?.isEuEea);
  return {
    ...document,
    euOriginConfirmed: confirmEuOriginFigures(proposed, undefined, {
      name: 'Pharmatrace team',
      at,
      verificationCode: newLabelVerificationCode(),
    }),
  };
}

/**
 * Seeds a demo company's projects (with report and invoice PDFs, footprint uploads, and for the
 * projects in CHECK the provider's amendment as a staff version) and its four plants.
 */
export async function seedDemoProjects(
  app: FastifyInstance,
  company: DemoCompany,
  clientId: string,
  authorUserId: string,
  staffUserId: string | null,
): Promise<void> {
  const db = app.db;
  const p = plantSets[company]();
  const { legalName, projects: projectsOf } = companyProjects[company];
  const demoProjects = projectsOf(p);
  const words = structureWords[company === 'french' ? 'fr' : 'en'];
  // Oldest first, so the lists (newest first) show the table's order reversed, like real use.
  let minutesAgo = demoProjects.length * 90;
  for (const demo of demoProjects) {
    minutesAgo -= 90;
    const createdAt = new Date(Date.now() - minutesAgo * 60_000);
    const named = (document: Document) => ({ [nameFieldOf[demo.kind]]: demo.name, ...document });
    // A completed footprint holds its result (issue #13): its estimate, adopted by staff (issue #23);
    // its report says the same number.
    const adopted =
      demo.kind === 'CARBON' && demo.status === 'COMPLETED'
        ? adoptedEstimate(demo.document, p, createdAt)
        : undefined;
    const report = demo.report
      ? await app.services.files.save({
          clientId,
          filename: `${demo.name} - report.pdf`,
          contentType: 'application/pdf',
          data: await demoReportPdf(demo.kind, demo.name, legalName, adopted),
        })
      : undefined;
    const invoice = demo.invoice
      ? await app.services.files.save({
          clientId,
          filename: `${demo.name} - invoice.pdf`,
          contentType: 'application/pdf',
          data: await demoInvoicePdf(demo.name, legalName, '4,800.00'),
        })
      : undefined;
    const structureUpload = async (filename: string, text: string, uploadedByUserId: string | null) =>
      app.services.files.save({
        clientId,
        filename,
        contentType: 'application/pdf',
        data: await renderPdf({
          title: `${words.title}: ${demo.name}`,
          notice: words.notice,
          sections: [{ paragraphs: [text] }],
        }),
        purpose: 'UPLOAD',
        formField: 'reportDataDownloadMolecularStructure',
        ...(uploadedByUserId ? { uploadedByUserId } : {}),
      });
    const upload = demo.upload
      ? await structureUpload(`${demo.name} - ${words.file}.pdf`, words.byClient, authorUserId)
      : undefined;
    const replacement =
      upload && demo.uploadReplacedByStaff
        ? await structureUpload(`${demo.name} - ${words.file} (corrected).pdf`, words.byStaff, staffUserId)
        : undefined;
    // The document names the staff's replacement where there is one; the client's version, its own file.
    const withUpload = (document: Document, file = replacement ?? upload) =>
      file ? { ...document, reportDataDownloadMolecularStructure: file.id } : document;
    const document = withConfirmedEuOrigin(demo, withUpload(named(demo.document)), createdAt);
    const [row] = await db
      .insert(projects)
      .values({
        clientId,
        kind: demo.kind,
        status: demo.status,
        name: demo.name,
        document,
        reportFileId: report?.id,
        invoiceFileId: invoice?.id,
        invoiceStatus: demo.invoice ?? null,
        footprintValue: adopted?.value ?? null,
        footprintUncertainty: adopted?.uncertainty ?? null,
        footprintDetails: adopted ?? null,
        createdByUserId: authorUserId,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: projects.id });
    const projectId = row!.id;
    for (const file of [upload, replacement]) {
      if (file) await db.update(files).set({ projectId }).where(eq(files.id, file.id));
    }
    // The project's document history (staff's project page lists it).
    const issued = [
      ...(report
        ? [
            {
              projectId,
              kind: 'REPORT' as const,
              fileId: report.id,
              uploadedByUserId: staffUserId,
              createdAt,
            },
          ]
        : []),
      ...(invoice
        ? [
            {
              projectId,
              kind: 'INVOICE' as const,
              fileId: invoice.id,
              uploadedByUserId: staffUserId,
              createdAt,
            },
          ]
        : []),
    ];
    if (issued.length) await db.insert(projectDocuments).values(issued);
    // What staff did, as the audit log would have recorded it (issue #13): the move to Check of
    // an amended project, the documents and the invoice status.
    const audited = [
      ...(demo.submitted
        ? [{ action: 'project.moved', details: { action: 'askClientToCheck', statusAfter: demo.status } }]
        : []),
      ...(replacement
        ? [
            {
              action: 'project.upload_added',
              details: {
                field: 'reportDataDownloadMolecularStructure',
                fileId: replacement.id,
                filename: replacement.filename,
                previousFileId: upload?.id ?? null,
              },
            },
          ]
        : []),
      ...(report
        ? [{ action: 'project.report_uploaded', details: { fileId: report.id, filename: report.filename } }]
        : []),
      ...(invoice
        ? [
            {
              action: 'project.invoice_uploaded',
              details: { fileId: invoice.id, filename: invoice.filename },
            },
            { action: 'project.invoice_status_set', details: { before: null, after: demo.invoice } },
          ]
        : []),
      ...(adopted
        ? [
            {
              action: 'project.footprint_estimate_adopted',
              details: {
                after: footprint,
                unit: 'kgCO2e/kg',
                methodVersion: adopted.methodVersion,
                factorLibraryVersion: adopted.factorLibraryVersion,
              },
            },
          ]
        : []),
    ];
    if (staffUserId && audited.length) {
      await db.insert(auditLog).values(
        audited.map((entry) => ({
          at: createdAt,
          actorUserId: staffUserId,
          clientId,
          projectId,
          action: entry.action,
          details: { projectId, kind: demo.kind, name: demo.name, ...entry.details },
        })),
      );
    }

    if (demo.submitted) {
      // The client sent it, the provider amended it and asked the client to check (issue #12).
      const sentStatus = demo.status === 'CHECK2' ? 'ONGOING2' : 'ONGOING';
      await db.insert(projectVersions).values([
        {
          projectId,
          version: 1,
          action: demo.status === 'CHECK2' ? 'submitSecondPart' : 'submit',
          statusBefore: demo.status === 'CHECK2' ? 'DRAFT2' : 'DRAFT',
          statusAfter: sentStatus,
          document: withUpload(named(demo.submitted), upload),
          authorUserId,
          authorRole: 'MAIN',
          createdAt: new Date(createdAt.getTime() - 2 * 86_400_000),
        },
        {
          projectId,
          version: 2,
          action: 'askClientToCheck',
          statusBefore: sentStatus,
          statusAfter: demo.status,
          document,
          authorUserId: staffUserId,
          authorRole: 'STAFF',
          createdAt,
        },
      ]);
    } else {
      await db.insert(projectVersions).values({
        projectId,
        version: 1,
        action: 'demo.seeded',
        statusBefore: null,
        statusAfter: demo.status,
        document,
        authorUserId,
        authorRole: 'MAIN',
      });
    }
  }

  await db.insert(plants).values(Object.values(p).map((pl) => ({ ...pl, clientId })));
}
