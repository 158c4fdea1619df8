/**
 * The one builder of the SPA's URLs (spec 000 §2, spec 001 §2), used by the web app's URL table
 * (apps/web/src/config/paths.ts), the status rules' edit links (status.ts) and the links of the
 * API's e-mails. Every value put in a path segment or the query is encoded, so an id or an
 * e-mail address holding `/`, `?`, `#` or `%` cannot change which page the link opens.
 */

const segment = encodeURIComponent;

/** `path?key=value…`, leaving out the empty values. */
function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value) params.set(key, value);
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export const appPaths = {
  root: () => '/',

  // Spec 000 §2, the public pages.
  /** `redirectTo` is the page to come back to after logging in. */
  login: (redirectTo?: string | null) => withQuery('/login', { redirect: redirectTo }),
  register: () => '/register',
  forgotPassword: () => '/forgot_password',
  setPassword: (email?: string | null) => withQuery('/set_password', { email }),
  confirmUser: (email: string, code: string) => `/confirm_user/${segment(email)}/${segment(code)}`,
  logout: () => '/logout',

  // The client's pages.
  home: () => '/home',
  myProjects: () => '/my_projects',
  myLabels: () => '/my_labels',
  myFootprints: () => '/my_footprints',
  myPlants: () => '/my_plants',
  medicineFootprint: (product?: string | null) => withQuery('/medicine_footprint', { product }),
  medicineProduct: (id: string) => withQuery('/medicine_footprint/product', { id }),
  /** Issue #25: a purchases file in tCO2e; `basket` opens a saved one. */
  medicinePurchases: (basket?: string | null) => withQuery('/medicine_footprint/purchases', { basket }),
  /** Issue #38: the account's medicine tenders, and one of them. */
  tenders: () => '/tenders',
  tender: (id: string) => `/tenders/${segment(id)}`,
  newPlant: () => '/plant/new',
  plant: (id: string) => `/plant/${segment(id)}`,
  newDrugOrigin: () => '/drug_origin/new',
  drugOrigin: (id: string) => `/drug_origin/${segment(id)}`,
  newDrugSubstance: () => '/drug_substance/new',
  drugSubstance: (id: string) => `/drug_substance/${segment(id)}`,
  newCarbonFirstPart: () => '/carbon_footprint/first_part/new',
  carbonFirstPart: (id: string) => `/carbon_footprint/first_part/${segment(id)}`,
  carbonSecondPart: (id: string) => `/carbon_footprint/second_part/${segment(id)}`,
  /** Issue #37: the medicine footprint study's wizard (`/medicine_footprint` is the database's search). */
  newMedicineStudy: () => '/medicine_study/new',
  medicineStudy: (id: string) => `/medicine_study/${segment(id)}`,

  // My Account.
  accountHub: () => '/my_account',
  accountAdmin: () => '/my_account/admin',
  userList: () => '/my_account/user_list',
  setupNewUser: () => '/my_account/setup_new_user',
  subscription: () => '/my_account/subscription',
  pricing: () => '/my_account/pricing',
  invoices: () => '/my_account/invoices',
  /** Issue #24: the PACT connections of the account (main user only). */
  pactConnections: () => '/my_account/pact_connections',
  /** Issue #24: the RequestCreated events the client's customers sent over PACT. */
  footprintRequests: () => '/footprint_requests',

  // The provider's staff (spec 001 §2, issues #12 and #13).
  adminRoot: () => '/admin',
  adminPanel: () => '/admin/panel',
  adminAccounts: () => '/admin/accounts',
  /** Issue #23: the provider's emission factors (import, library in use). */
  adminFactors: () => '/admin/factors',
  adminAccount: (id: string) => `/admin/accounts/${segment(id)}`,
  /** `kind` is the API path of the kind: origin, substance or carbon. */
  adminProjectDocuments: (kind: string, id: string) => `/admin/documents/${segment(kind)}/${segment(id)}`,
  adminDrugOrigin: (id: string) => `/admin/drug_origin/${segment(id)}`,
  adminDrugSubstance: (id: string) => `/admin/drug_substance/${segment(id)}`,
  adminCarbonFirstPart: (id: string) => `/admin/carbon_footprint/first_part/${segment(id)}`,
  adminCarbonSecondPart: (id: string) => `/admin/carbon_footprint/second_part/${segment(id)}`,
  /** Issue #37: staff's validation of a medicine footprint study (breakdown, adopt, publish). */
  adminMedicineStudy: (id: string) => `/admin/medicine_study/${segment(id)}`,
  /** Issue #24: the footprints published over PACT, and to how many connections. */
  adminPactFootprints: () => '/admin/pact_footprints',
} as const;
