/**
 * The single URL table of the SPA (STYLE.md habit 13): no component builds a path by hand.
 * `path` is the router pattern, `getHref` builds a concrete URL.
 * Routes: spec 000 §2, spec 001 §2.
 */

function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value) params.set(key, value);
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export const paths = {
  root: { path: '/', getHref: () => '/' },

  auth: {
    login: {
      path: '/login',
      /** `redirectTo` is the page to come back to after logging in. */
      getHref: (redirectTo?: string | null) => withQuery('/login', { redirect: redirectTo }),
    },
    register: { path: '/register', getHref: () => '/register' },
    forgotPassword: { path: '/forgot_password', getHref: () => '/forgot_password' },
    setPassword: {
      path: '/set_password',
      getHref: (email?: string | null) => withQuery('/set_password', { email }),
    },
    confirmUser: {
      path: '/confirm_user/:email/:code',
      getHref: (email: string, code: string) =>
        `/confirm_user/${encodeURIComponent(email)}/${encodeURIComponent(code)}`,
    },
    logout: { path: '/logout', getHref: () => '/logout' },
  },

  app: {
    home: { path: '/home', getHref: () => '/home' },
    myProjects: { path: '/my_projects', getHref: () => '/my_projects' },
    myLabels: { path: '/my_labels', getHref: () => '/my_labels' },
    myFootprints: { path: '/my_footprints', getHref: () => '/my_footprints' },
    myPlants: { path: '/my_plants', getHref: () => '/my_plants' },
    medicineFootprint: {
      path: '/medicine_footprint',
      getHref: (product?: string | null) => withQuery('/medicine_footprint', { product }),
    },
    medicineProduct: {
      path: '/medicine_footprint/product',
      getHref: (id: string) => withQuery('/medicine_footprint/product', { id }),
    },
    plant: {
      new: { path: '/plant/new', getHref: () => '/plant/new' },
      edit: { path: '/plant/:id', getHref: (id: string) => `/plant/${encodeURIComponent(id)}` },
    },
    drugOrigin: {
      new: { path: '/drug_origin/new', getHref: () => '/drug_origin/new' },
      edit: { path: '/drug_origin/:id', getHref: (id: string) => `/drug_origin/${encodeURIComponent(id)}` },
    },
    drugSubstance: {
      new: { path: '/drug_substance/new', getHref: () => '/drug_substance/new' },
      edit: {
        path: '/drug_substance/:id',
        getHref: (id: string) => `/drug_substance/${encodeURIComponent(id)}`,
      },
    },
    carbonFootprint: {
      firstPartNew: {
        path: '/carbon_footprint/first_part/new',
        getHref: () => '/carbon_footprint/first_part/new',
      },
      firstPart: {
        /** Spec 001 §2 writes {id?}: without an id (or with 'new') it opens a new footprint. */
        path: '/carbon_footprint/first_part/:id?',
        getHref: (id: string) => `/carbon_footprint/first_part/${encodeURIComponent(id)}`,
      },
      secondPart: {
        path: '/carbon_footprint/second_part/:id',
        getHref: (id: string) => `/carbon_footprint/second_part/${encodeURIComponent(id)}`,
      },
    },
  },

  account: {
    hub: { path: '/my_account', getHref: () => '/my_account' },
    admin: { path: '/my_account/admin', getHref: () => '/my_account/admin' },
    userList: { path: '/my_account/user_list', getHref: () => '/my_account/user_list' },
    setupNewUser: { path: '/my_account/setup_new_user', getHref: () => '/my_account/setup_new_user' },
    subscription: { path: '/my_account/subscription', getHref: () => '/my_account/subscription' },
    pricing: { path: '/my_account/pricing', getHref: () => '/my_account/pricing' },
    invoices: { path: '/my_account/invoices', getHref: () => '/my_account/invoices' },
  },

  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    panel: { path: '/admin/panel', getHref: () => '/admin/panel' },
    // Issue #13: client accounts, and a project's documents and audit log.
    accounts: { path: '/admin/accounts', getHref: () => '/admin/accounts' },
    account: {
      path: '/admin/accounts/:id',
      getHref: (id: string) => `/admin/accounts/${encodeURIComponent(id)}`,
    },
    projectDocuments: {
      /** `kind` is the API path of the kind: origin, substance or carbon. */
      path: '/admin/documents/:kind/:id',
      getHref: (kind: string, id: string) =>
        `/admin/documents/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`,
    },
    // Spec 001 §2 staff validation screens; the panel's links come from the domain's staffProjectEditPath.
    drugOrigin: {
      path: '/admin/drug_origin/:id',
      getHref: (id: string) => `/admin/drug_origin/${encodeURIComponent(id)}`,
    },
    drugSubstance: {
      path: '/admin/drug_substance/:id',
      getHref: (id: string) => `/admin/drug_substance/${encodeURIComponent(id)}`,
    },
    carbonFirstPart: {
      path: '/admin/carbon_footprint/first_part/:id',
      getHref: (id: string) => `/admin/carbon_footprint/first_part/${encodeURIComponent(id)}`,
    },
    carbonSecondPart: {
      path: '/admin/carbon_footprint/second_part/:id',
      getHref: (id: string) => `/admin/carbon_footprint/second_part/${encodeURIComponent(id)}`,
    },
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
