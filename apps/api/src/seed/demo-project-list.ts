import { demoAccounts } from './demo-accounts';
import {
  amoxicillin,
  aspirin,
  ibuprofen as ibuprofenRoute,
  metformin,
  omeprazole,
  paracetamol,
  type Route,
} from './demo-chemistry';
import {
  amended,
  completeProduct,
  type DemoProject,
  footprint,
  intermediatePlantDetails,
  labelTree,
  lastYear,
  made,
  type PlantSet,
  plant,
  precursorPlantDetails,
  productPlantDetails,
  routeTree,
  secondPart,
  secondPartInProgress,
  substance,
  type Tree,
  unfinishedLabelTree,
} from './demo-project-shapes';

/*
 * The demo's projects, as data: each company's plants and projects, every kind in every status
 * the lists show (README 'What to look at'). demo-projects.ts seeds them.
 */

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

function mainClientProjects(p: PlantSet): DemoProject[] {
  const ibuprofen = completeProduct('62345678', 'ibuprofen', '15687-27-1', p);
  const losartan = substance('losartan', '114798-26-4', labelTree('losartan', '114798-26-4', p));
  const omeprazoleApi = footprint(omeprazole, 'Omeprazole API', p);
  const paracetamolApi = { ...footprint(paracetamol, 'Paracetamol API', p), ...secondPart(paracetamol, p) };
  return [
    {
      kind: 'ORIGIN',
      status: 'DRAFT',
      name: 'Paracetamol Demo 500 mg',
      // Saved mid-way at step 4: one route tree still to finish.
      document: {
        ...completeProduct('60234100', 'paracetamol', '103-90-2', p),
        api: [substance('paracetamol', '103-90-2', unfinishedLabelTree('paracetamol', '103-90-2', p))],
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
        ...substance('omeprazole', '73590-58-6', labelTree('omeprazole', '73590-58-6', p)),
        wizardStep: 1,
      },
    },
    {
      kind: 'SUBSTANCE',
      status: 'ONGOING',
      name: 'atorvastatin',
      document: substance('atorvastatin', '134523-00-5', labelTree('atorvastatin', '134523-00-5', p)),
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
      document: substance('paracetamol', '103-90-2', labelTree('paracetamol', '103-90-2', p)),
      report: true,
      invoice: 'NOT_PAID',
    },
    {
      kind: 'CARBON',
      status: 'DRAFT',
      name: 'Amoxicillin API',
      document: {
        cas: amoxicillin.substances[0]!.cas,
        tree: routeTree(amoxicillin, 'Amoxicillin API', p, true),
      },
    },
    {
      kind: 'CARBON',
      status: 'CHECK',
      name: 'Omeprazole API',
      upload: true,
      uploadReplacedByStaff: true,
      submitted: omeprazoleApi,
      // The provider found a second source of the intermediate.
      document: {
        ...omeprazoleApi,
        tree: amended(omeprazoleApi.tree as Tree, (tree) => {
          tree.children[0]!.manufacturers = [made(p.intermediate, 60), made(p.precursor, 40)];
        }),
      },
    },
    {
      kind: 'CARBON',
      status: 'DRAFT2',
      name: 'Aspirin API',
      upload: true,
      document: { ...footprint(aspirin, 'Aspirin API', p), ...secondPartInProgress(aspirin, p) },
    },
    {
      kind: 'CARBON',
      status: 'ONGOING2',
      name: 'Metformin API',
      upload: true,
      document: { ...footprint(metformin, 'Metformin API', p), ...secondPart(metformin, p) },
    },
    {
      kind: 'CARBON',
      status: 'CHECK2',
      name: 'Paracetamol API',
      upload: true,
      submitted: paracetamolApi,
      // The provider corrected a weight of the second reaction's mass balance.
      document: { ...paracetamolApi, ...secondPart(paracetamol, p, { 1: '520' }) },
    },
    {
      kind: 'CARBON',
      status: 'COMPLETED',
      name: 'Ibuprofen API',
      upload: true,
      document: { ...footprint(ibuprofenRoute, 'Ibuprofen API', p), ...secondPart(ibuprofenRoute, p) },
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
  const durandFootprint = (route: Route, name: string) => ({
    ...footprint(route, name, p),
    ...durandContact,
  });
  const ketoprofen = substance('ketoprofen', '22071-15-4', labelTree('ketoprofen', '22071-15-4', p));
  return [
    {
      kind: 'CARBON',
      status: 'ONGOING',
      name: 'Paracetamol API',
      upload: true,
      document: durandFootprint(paracetamol, 'Paracetamol API'),
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
      name: 'Ibuprofen API',
      upload: true,
      document: { ...durandFootprint(ibuprofenRoute, 'Ibuprofen API'), ...secondPart(ibuprofenRoute, p) },
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
      document: substance('diclofenac', '15307-86-5', labelTree('diclofenac', '15307-86-5', p)),
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
        api: [substance('amoxicilline', '26787-78-0', unfinishedLabelTree('amoxicilline', '26787-78-0', p))],
        wizardStep: 3,
      },
    },
    {
      kind: 'CARBON',
      status: 'ONGOING',
      name: 'Amoxicilline, substance active',
      upload: true,
      document: {
        ...footprint(amoxicillin, 'Amoxicilline, substance active', p),
        ...frenchContact,
      },
    },
    {
      kind: 'SUBSTANCE',
      status: 'COMPLETED',
      name: 'amoxicilline',
      document: substance('amoxicilline', '26787-78-0', labelTree('amoxicilline', '26787-78-0', p)),
      report: true,
      invoice: 'NOT_PAID',
    },
  ];
}

/** The demo companies: 'main' is the one whose logins the README lists first; 'french' works in French. */
export type DemoCompany = 'main' | 'second' | 'french';

/** The French company's plants describe themselves in French. */
const inFrench = (details: Record<string, unknown>) => ({ ...details, comments: 'Site de démonstration' });

export const plantSets: Record<DemoCompany, () => PlantSet> = {
  main: () => ({
    product: plant('Pharma Synthèse', 'Lyon', 'FR', productPlantDetails, lastYear),
    productSecond: plant('Chimica Lombarda', 'Milano', 'IT'),
    intermediate: plant('API Works', 'Hyderabad', 'IN', intermediatePlantDetails, lastYear),
    precursor: plant('Nitro Chemicals', 'Shanghai', 'CN', precursorPlantDetails, lastYear),
  }),
  second: () => ({
    product: plant('Durand Synthèse', 'Rouen', 'FR', productPlantDetails, lastYear),
    productSecond: plant('Química Levante', 'Valencia', 'ES'),
    intermediate: plant('Deccan Fine Chem', 'Pune', 'IN', intermediatePlantDetails, lastYear),
    precursor: plant('Jiangsu Aromatics', 'Nanjing', 'CN', precursorPlantDetails, lastYear),
  }),
  french: () => ({
    product: plant('Synthèse Atlantique', 'Nantes', 'FR', inFrench(productPlantDetails), lastYear),
    productSecond: plant('Farmoquímica do Norte', 'Porto', 'PT'),
    intermediate: plant('Coromandel Chem', 'Chennai', 'IN', inFrench(intermediatePlantDetails), lastYear),
    precursor: plant('Shandong Aromatics', 'Jinan', 'CN'),
  }),
};

/** Each company's projects, and the legal name its demo PDFs are made out to. */
export const companyProjects: Record<
  DemoCompany,
  { legalName: string; projects: (p: PlantSet) => DemoProject[] }
> = {
  main: { legalName: 'Demo Pharma Synthèse SAS', projects: mainClientProjects },
  second: { legalName: 'Laboratoires Durand SA', projects: secondClientProjects },
  french: { legalName: 'Centre Hospitalier Universitaire Atlantique', projects: frenchClientProjects },
};

/** The words of the demo's molecular-structure PDFs, in the company's language. */
export const structureWords = {
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
