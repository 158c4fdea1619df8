import { appPaths } from '@pharmatrace/domain';

/**
 * The single URL table of the SPA (STYLE.md habit 13): no component builds a path by hand.
 * `path` is the router pattern, `getHref` builds a concrete URL with the domain's `appPaths`
 * (the one builder, shared with the status rules' links and the API's e-mails; it encodes every value).
 * Routes: spec 000 §2, spec 001 §2.
 */

export const paths = {
  root: { path: '/', getHref: appPaths.root },

  auth: {
    login: {
      path: '/login',
      /** `redirectTo` is the page to come back to after logging in. */
      getHref: appPaths.login,
    },
    register: { path: '/register', getHref: appPaths.register },
    forgotPassword: { path: '/forgot_password', getHref: appPaths.forgotPassword },
    setPassword: {
      path: '/set_password',
      getHref: appPaths.setPassword,
    },
    confirmUser: {
      path: '/confirm_user/:email/:code',
      getHref: appPaths.confirmUser,
    },
    logout: { path: '/logout', getHref: appPaths.logout },
  },

  app: {
    home: { path: '/home', getHref: appPaths.home },
    myProjects: { path: '/my_projects', getHref: appPaths.myProjects },
    myLabels: { path: '/my_labels', getHref: appPaths.myLabels },
    myFootprints: { path: '/my_footprints', getHref: appPaths.myFootprints },
    myPlants: { path: '/my_plants', getHref: appPaths.myPlants },
    // Issue #24: the 'Footprint requests' inbox (main user).
    footprintRequests: { path: '/footprint_requests', getHref: appPaths.footprintRequests },
    medicineFootprint: {
      path: '/medicine_footprint',
      getHref: appPaths.medicineFootprint,
    },
    medicineProduct: {
      path: '/medicine_footprint/product',
      getHref: appPaths.medicineProduct,
    },
    // Issue #25: a hospital's purchases file in tCO2e, and its saved baskets.
    medicinePurchases: {
      path: '/medicine_footprint/purchases',
      getHref: appPaths.medicinePurchases,
    },
    // Issue #38: hospital tenders scored on price and carbon.
    tenders: { path: '/tenders', getHref: appPaths.tenders },
    tender: { path: '/tenders/:id', getHref: appPaths.tender },
    plant: {
      new: { path: '/plant/new', getHref: appPaths.newPlant },
      edit: { path: '/plant/:id', getHref: appPaths.plant },
    },
    drugOrigin: {
      new: { path: '/drug_origin/new', getHref: appPaths.newDrugOrigin },
      edit: { path: '/drug_origin/:id', getHref: appPaths.drugOrigin },
    },
    drugSubstance: {
      new: { path: '/drug_substance/new', getHref: appPaths.newDrugSubstance },
      edit: {
        path: '/drug_substance/:id',
        getHref: appPaths.drugSubstance,
      },
    },
    carbonFootprint: {
      firstPartNew: {
        path: '/carbon_footprint/first_part/new',
        getHref: appPaths.newCarbonFirstPart,
      },
      firstPart: {
        /** Spec 001 §2 writes {id?}: without an id (or with 'new') it opens a new footprint. */
        path: '/carbon_footprint/first_part/:id?',
        getHref: appPaths.carbonFirstPart,
      },
      secondPart: {
        path: '/carbon_footprint/second_part/:id',
        getHref: appPaths.carbonSecondPart,
      },
    },
    // Issue #37: a medicine footprint study; /new opens a new one (its first save renames the URL).
    medicineStudy: {
      new: { path: '/medicine_study/new', getHref: appPaths.newMedicineStudy },
      edit: { path: '/medicine_study/:id', getHref: appPaths.medicineStudy },
    },
  },

  account: {
    hub: { path: '/my_account', getHref: appPaths.accountHub },
    admin: { path: '/my_account/admin', getHref: appPaths.accountAdmin },
    userList: { path: '/my_account/user_list', getHref: appPaths.userList },
    setupNewUser: { path: '/my_account/setup_new_user', getHref: appPaths.setupNewUser },
    subscription: { path: '/my_account/subscription', getHref: appPaths.subscription },
    pricing: { path: '/my_account/pricing', getHref: appPaths.pricing },
    invoices: { path: '/my_account/invoices', getHref: appPaths.invoices },
    // Issue #24: the credentials the client's customers use on the PACT API.
    pactConnections: { path: '/my_account/pact_connections', getHref: appPaths.pactConnections },
  },

  admin: {
    root: { path: '/admin', getHref: appPaths.adminRoot },
    panel: { path: '/admin/panel', getHref: appPaths.adminPanel },
    // Issue #13: client accounts, and a project's documents and audit log.
    accounts: { path: '/admin/accounts', getHref: appPaths.adminAccounts },
    // Issue #23: the provider's emission factors.
    factors: { path: '/admin/factors', getHref: appPaths.adminFactors },
    account: {
      path: '/admin/accounts/:id',
      getHref: appPaths.adminAccount,
    },
    projectDocuments: {
      /** `kind` is the API path of the kind: origin, substance or carbon. */
      path: '/admin/documents/:kind/:id',
      getHref: appPaths.adminProjectDocuments,
    },
    // Spec 001 §2 staff validation screens; the panel's links come from the domain's staffProjectEditPath.
    drugOrigin: {
      path: '/admin/drug_origin/:id',
      getHref: appPaths.adminDrugOrigin,
    },
    drugSubstance: {
      path: '/admin/drug_substance/:id',
      getHref: appPaths.adminDrugSubstance,
    },
    carbonFirstPart: {
      path: '/admin/carbon_footprint/first_part/:id',
      getHref: appPaths.adminCarbonFirstPart,
    },
    carbonSecondPart: {
      path: '/admin/carbon_footprint/second_part/:id',
      getHref: appPaths.adminCarbonSecondPart,
    },
    // Issue #37: a medicine footprint study's validation (breakdown, adopt, publish).
    medicineStudy: { path: '/admin/medicine_study/:id', getHref: appPaths.adminMedicineStudy },
    // Issue #24: which footprints are published over PACT.
    pactFootprints: { path: '/admin/pact_footprints', getHref: appPaths.adminPactFootprints },
  },
} as const;

/**
 * Only same-origin paths are accepted as a post-login target, so that
 * `/login?redirect=https://evil.example` cannot send a user elsewhere.
 */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith(paths.auth.login.path) || value.startsWith(paths.auth.logout.path)) return null;
  return value;
}
