import { z } from 'zod';
import { carbonSecondPartDetailSchema } from './footprints/second-part';
import {
  accountValidationStatusSchema,
  adminAccountDetailSchema,
  adminAccountPageSchema,
  auditActorSchema,
  auditPageSchema,
  projectDocumentsSchema,
} from './schemas/accounts';
import {
  authenticationResultSchema,
  codeDeliveryResponseSchema,
  isSubUserResponseSchema,
  languageSchema,
  loginResponseSchema,
  subUserListSchema,
  subUserSchema,
} from './schemas/auth';
import { clientSchema } from './schemas/client';
import { countrySchema, messageResponseSchema } from './schemas/common';
import { uploadMetadataSchema, uploadResponseSchema } from './schemas/files';
import {
  factorLibraryStatusSchema,
  footprintEstimateSchema,
  footprintPanelSchema,
  footprintResultAnswerSchema,
  footprintResultDetailSchema,
} from './schemas/footprint-estimate';
import { medicineInfoSchema, medicineListSchema, medicineSuggestionsSchema } from './schemas/medicine';
import { medicineFootprintEstimateSchema } from './schemas/medicine-footprint';
import {
  pactConnectionCreatedSchema,
  pactConnectionListSchema,
  pactFootprintChoiceListSchema,
  pactPublicationSchema,
  pactPublishResultSchema,
  pactRequestPageSchema,
  staffPactFootprintListSchema,
} from './schemas/pact';
import { plantSchema } from './schemas/plant';
import {
  carbonDetailSchema,
  carbonSummarySchema,
  medicineDetailSchema,
  medicineSummarySchema,
  originDetailSchema,
  originSummarySchema,
  substanceDetailSchema,
  substanceSummarySchema,
} from './schemas/projects';
import {
  purchaseBasketListSchema,
  purchaseBasketSchema,
  purchaseBasketSummarySchema,
  purchasesAnswerSchema,
} from './schemas/purchases';
import {
  adminClientSchema,
  adminProjectPageSchema,
  clientProjectChangesSchema,
  staffCarbonDetailSchema,
  staffMedicineDetailSchema,
  staffOriginDetailSchema,
  staffSubstanceDetailSchema,
  staffVersionChangesSchema,
} from './schemas/staff';
import { tenderListSchema, tenderSchema } from './schemas/tenders';

/**
 * One route's successful answer: its method, its path as the API writes it (`:name` is a path
 * parameter, under /api) and the schema of its body. The API declares the same schemas on its
 * routes (apps/api/src/features/**\/routes.ts); apps/api/test/api-contract.test.ts proves every
 * row names a route the API has, and the web's test stubs answer through this table
 * (apps/web/src/testing/test-utils.tsx), so a stub that drifts from the API fails its test.
 */
export type ApiContractRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** The body of a 2xx answer; null: the route answers without a body (204). */
  schema: z.ZodType | null;
};

const authenticationAnswer = z.object({ AuthenticationResult: authenticationResultSchema });
const transformationTypes = z.array(z.object({ id: z.number().int(), name: z.string() }));

/** Each kind's routes: the client's (spec 001 §7) and the staff's (issue #12). */
const kinds = [
  {
    path: 'origin',
    staffList: 'origins',
    detail: originDetailSchema,
    summary: originSummarySchema,
    staffDetail: staffOriginDetailSchema,
  },
  {
    path: 'substance',
    staffList: 'substances',
    detail: substanceDetailSchema,
    summary: substanceSummarySchema,
    staffDetail: staffSubstanceDetailSchema,
  },
  {
    path: 'carbon',
    staffList: 'carbons',
    detail: carbonDetailSchema,
    summary: carbonSummarySchema,
    staffDetail: staffCarbonDetailSchema,
  },
] as const;

const get = (path: string, schema: z.ZodType | null): ApiContractRoute => ({ method: 'GET', path, schema });
const post = (path: string, schema: z.ZodType | null): ApiContractRoute => ({ method: 'POST', path, schema });
const put = (path: string, schema: z.ZodType | null): ApiContractRoute => ({ method: 'PUT', path, schema });
const del = (path: string): ApiContractRoute => ({ method: 'DELETE', path, schema: null });

/** The API's JSON routes the web calls, with the schema of each one's successful answer. */
export const apiContract: readonly ApiContractRoute[] = [
  // auth
  post('/api/auth/register', messageResponseSchema.extend({ destination: z.string() })),
  post('/api/auth/confirm-user', messageResponseSchema),
  post('/api/auth/login', loginResponseSchema),
  post('/api/auth/refresh-token', authenticationAnswer),
  post('/api/auth/logout', null),
  post('/api/auth/forgot-password', codeDeliveryResponseSchema),
  post('/api/auth/reset-password', messageResponseSchema),
  post('/api/auth/change_password', messageResponseSchema),
  get('/api/auth/is-sub-user', isSubUserResponseSchema),
  get('/api/auth/language', languageSchema),
  put('/api/auth/language', languageSchema),
  post('/api/auth/create-password-sub-user', authenticationAnswer),
  post('/api/auth/create-sub-user', subUserSchema),
  get('/api/auth/sub-users', subUserListSchema),
  del('/api/auth/sub-user/:id'),
  get('/api/admin/check', z.object({ isAdmin: z.literal(true) })),
  // the client's account
  get('/api/client', clientSchema),
  post('/api/client/general_information', clientSchema),
  post('/api/client/invoicing_information', clientSchema),
  get('/api/client/validation', accountValidationStatusSchema),
  get('/api/client/footprint-panel', footprintPanelSchema),
  // reference data
  get('/api/countries', z.array(countrySchema)),
  get('/api/transformationType/natural', transformationTypes),
  get('/api/transformationType/biologic', transformationTypes),
  // plants
  get('/api/plant', z.array(plantSchema)),
  get('/api/plant/:id', plantSchema),
  post('/api/plant/create', plantSchema),
  post('/api/plant/update/:id', plantSchema),
  // medicines
  get('/api/medicine/complete/:name', medicineSuggestionsSchema),
  get('/api/medicine/list', medicineListSchema),
  get('/api/medicine/info/:id', medicineInfoSchema),
  post('/api/medicine/purchases', purchasesAnswerSchema),
  get('/api/medicine/baskets', purchaseBasketListSchema),
  post('/api/medicine/baskets', purchaseBasketSummarySchema),
  get('/api/medicine/baskets/:id', purchaseBasketSchema),
  post('/api/medicine/baskets/:id/rename', purchaseBasketSummarySchema),
  del('/api/medicine/baskets/:id'),
  // hospital tenders (issue #38)
  get('/api/tenders', tenderListSchema),
  post('/api/tenders', tenderSchema),
  get('/api/tenders/:id', tenderSchema),
  { method: 'PUT', path: '/api/tenders/:id', schema: tenderSchema },
  del('/api/tenders/:id'),
  // projects, each kind
  ...kinds.flatMap((kind) => [
    get(`/api/${kind.path}`, z.array(kind.summary)),
    get(`/api/${kind.path}/completed`, z.array(kind.summary)),
    get(`/api/${kind.path}/:id`, kind.detail),
    post(`/api/${kind.path}/draft/create`, kind.detail),
    post(`/api/${kind.path}/update/:id`, kind.detail),
    post(`/api/${kind.path}/create`, kind.detail),
    post(`/api/${kind.path}/validate/:id`, kind.detail),
    del(`/api/${kind.path}/:id`),
    get(`/api/${kind.path}/:id/changes`, clientProjectChangesSchema),
    get(`/api/admin/${kind.staffList}`, adminProjectPageSchema),
    get(`/api/admin/${kind.path}/:id`, kind.staffDetail),
    post(`/api/admin/${kind.path}/update/:id`, kind.staffDetail),
    post(`/api/admin/${kind.path}/validate/:id`, kind.staffDetail),
    del(`/api/admin/${kind.path}/:id`),
    get(`/api/admin/${kind.path}/:id/versions/:version/changes`, staffVersionChangesSchema),
    get(`/api/admin/${kind.path}/:id/documents`, projectDocumentsSchema),
    post(`/api/admin/${kind.path}/:id/report`, projectDocumentsSchema),
    post(`/api/admin/${kind.path}/:id/invoice`, projectDocumentsSchema),
    post(`/api/admin/${kind.path}/:id/invoice-status`, projectDocumentsSchema),
  ]),
  // the medicine footprint study (issue #37): the calls the issue names
  get('/api/medicine_footprints', z.array(medicineSummarySchema)),
  post('/api/medicine_footprints', medicineDetailSchema),
  get('/api/medicine_footprints/:id', medicineDetailSchema),
  put('/api/medicine_footprints/:id', medicineDetailSchema),
  del('/api/medicine_footprints/:id'),
  post('/api/medicine_footprints/:id/submit', medicineDetailSchema),
  get('/api/medicine_footprints/:id/estimate', medicineFootprintEstimateSchema),
  get('/api/medicine_footprints/:id/changes', clientProjectChangesSchema),
  post('/api/admin/medicine_footprints/update/:id', staffMedicineDetailSchema),
  get('/api/admin/medicine_footprints/:id', staffMedicineDetailSchema),
  get('/api/admin/medicine_footprints/:id/estimate', medicineFootprintEstimateSchema),
  post('/api/admin/medicine_footprints/:id/status', staffMedicineDetailSchema),
  post('/api/admin/medicine_footprints/:id/estimate/adopt', medicineFootprintEstimateSchema),
  post(
    '/api/admin/medicine_footprints/:id/publish',
    z.object({ medicineIds: z.array(z.string()), publishedAt: z.string() }),
  ),
  // the footprint's own routes
  post('/api/carbon/create_without_production', carbonDetailSchema),
  post('/api/carbon/validate_without_production/:id', carbonDetailSchema),
  get('/api/carbon/second_part/:id', carbonSecondPartDetailSchema),
  post('/api/carbon/second_part/update/:id', carbonSecondPartDetailSchema),
  post('/api/carbon/second_part/validate/:id', carbonSecondPartDetailSchema),
  post('/api/carbon/upload', uploadResponseSchema),
  get('/api/carbon/upload/:key', uploadMetadataSchema),
  get('/api/carbon/:id/estimate', footprintEstimateSchema),
  get('/api/carbon/:id/result', footprintResultAnswerSchema),
  get('/api/carbon/:id/pact', pactPublicationSchema),
  post('/api/carbon/:id/publish', pactPublishResultSchema),
  // staff
  get('/api/admin/projects', adminProjectPageSchema),
  get('/api/admin/clients', z.array(adminClientSchema)),
  get('/api/admin/carbon/second_part/:id', staffCarbonDetailSchema),
  post('/api/admin/carbon/second_part/update/:id', staffCarbonDetailSchema),
  post('/api/admin/carbon/second_part/validate/:id', staffCarbonDetailSchema),
  post('/api/admin/carbon/validate_without_production/:id', staffCarbonDetailSchema),
  post('/api/admin/carbon/:id/upload', uploadResponseSchema),
  get('/api/admin/carbon/:id/upload/:key', uploadMetadataSchema),
  get('/api/admin/carbon/:id/estimate', footprintEstimateSchema),
  post('/api/admin/carbon/:id/estimate/adopt', footprintResultDetailSchema),
  post('/api/admin/carbon/:id/footprint-result', projectDocumentsSchema),
  get('/api/admin/factors', factorLibraryStatusSchema),
  post('/api/admin/factors/import', factorLibraryStatusSchema),
  get('/api/admin/accounts', adminAccountPageSchema),
  get('/api/admin/accounts/:id', adminAccountDetailSchema),
  post('/api/admin/accounts/:id/validate', adminAccountDetailSchema),
  post('/api/admin/accounts/:id/subscription', adminAccountDetailSchema),
  post('/api/admin/accounts/:id/footprint-panel', adminAccountDetailSchema),
  post('/api/admin/accounts/:id/pricing', adminAccountDetailSchema),
  post('/api/admin/accounts/:id/subscription-invoices', adminAccountDetailSchema),
  get('/api/admin/audit', auditPageSchema),
  get('/api/admin/audit/actors', z.array(auditActorSchema)),
  get('/api/admin/pact/footprints', staffPactFootprintListSchema),
  // PACT, the client's side
  post('/api/pact/connections', pactConnectionCreatedSchema),
  get('/api/pact/connections', pactConnectionListSchema),
  { method: 'DELETE', path: '/api/pact/connections/:id', schema: messageResponseSchema },
  get('/api/pact/footprints', pactFootprintChoiceListSchema),
  get('/api/pact/requests', pactRequestPageSchema),
  post('/api/pact/requests/:id/reject', messageResponseSchema),
  post('/api/pact/requests/:id/fulfil', messageResponseSchema),
  post('/api/pact/requests/:id/start-project', z.object({ projectId: z.string() })),
];

const patternOf = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
const compiled = apiContract.map((route) => ({ route, pattern: patternOf(route.path) }));

/**
 * The contract row of a call (`/api/plant/plant_1?x=1` finds `/api/plant/:id`); a literal path
 * wins over a parameter (`/api/carbon/upload` is not `/api/carbon/:id`). Undefined: no such route.
 */
export function apiContractRoute(method: string, url: string): ApiContractRoute | undefined {
  const path = url.split('?')[0]!;
  const matches = compiled.filter(({ route, pattern }) => route.method === method && pattern.test(path));
  matches.sort((a, b) => (a.route.path.match(/:/g)?.length ?? 0) - (b.route.path.match(/:/g)?.length ?? 0));
  return matches[0]?.route;
}
