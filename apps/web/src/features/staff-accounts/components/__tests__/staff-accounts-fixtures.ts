import {
  type AdminAccountDetail,
  type AdminAccountPage,
  type ProjectDocuments,
  projectApiPath,
} from '@pharmatrace/domain';
import { jsonResponse, stubApi } from '@/testing/test-utils';

/**
 * What the staff account screens' tests (English and French) read from the server: one client
 * account awaiting validation, its row in the accounts list, a project's documents and an
 * uploaded file (the suite is split in files so Vitest runs them side by side, #26). Each test spreads over them what it needs to differ.
 */

export const accountId = '33333333-3333-4333-8333-333333333333';

/** An audit log page with nothing in it. */
export const emptyAudit = { items: [], total: 0, page: 1, pageSize: 25 };

/** The account's row in the accounts list (GET admin/accounts): STANDARD, awaiting validation. */
export const pendingAccountRow: AdminAccountPage['items'][number] = {
  id: accountId,
  companyName: 'Clinique Saint-Louis',
  accountType: 'STANDARD',
  mainUser: { id: 'u1', name: 'Hugo Lefebvre', email: 'hugo@clinic.test', emailConfirmed: true },
  subUserCount: 0,
  createdAt: '2026-11-24T10:00:00.000Z',
  validatedAt: null,
};

/** A page of the accounts list: the account awaiting validation and a validated PREMIUM one. */
export const listPage: AdminAccountPage = {
  items: [
    pendingAccountRow,
    {
      id: '44444444-4444-4444-8444-444444444444',
      companyName: 'Hôpital Demo Pharma',
      accountType: 'PREMIUM',
      mainUser: { id: 'u2', name: 'Claire Martin', email: 'demo@pharmatrace.test', emailConfirmed: true },
      subUserCount: 1,
      createdAt: '2026-01-02T10:00:00.000Z',
      validatedAt: '2026-01-03T10:00:00.000Z',
    },
  ],
  total: 2,
  page: 1,
  pageSize: 25,
};

/** The same account's page (GET admin/accounts/{id}): no subscription yet. */
export const account: AdminAccountDetail = {
  id: accountId,
  companyName: 'Clinique Saint-Louis',
  contactName: 'Hugo Lefebvre',
  phone: '+33 4',
  email: 'hugo@clinic.test',
  companylegalName: 'Clinique Saint-Louis SAS',
  addressLine1: '8 place Bellecour',
  addressLine2: '69002 Lyon',
  addressLine3: 'France',
  accountType: 'STANDARD',
  createdAt: '2026-11-24T10:00:00.000Z',
  validatedAt: null,
  validatedBy: null,
  users: [
    { id: 'u1', name: 'Hugo Lefebvre', email: 'hugo@clinic.test', emailConfirmed: true, isSubUser: false },
  ],
  subscriptionStartDate: null,
  subscriptionEndDate: null,
  prepaidAmount: null,
  pricing: null,
  subscriptionInvoices: [],
  footprintPanelEnabled: true,
};

/** A drug substance label's documents page (GET admin/substance/p1/documents): ONGOING, nothing uploaded. */
export const substanceDocuments: ProjectDocuments = {
  projectId: 'p1',
  kind: 'SUBSTANCE',
  name: 'diclofenac',
  status: 'ONGOING',
  client: { id: accountId, companyName: 'Clinique Saint-Louis' },
  invoiceStatus: null,
  footprint: null,
  footprintDetail: null,
  documents: [],
  uploads: [],
};

/** A footprint's current molecular structure, uploaded by staff. */
export const currentStructureUpload: ProjectDocuments['uploads'][number] = {
  field: 'reportDataDownloadMolecularStructure',
  fileId: 'f2',
  filename: 'structure.pdf',
  contentType: 'application/pdf',
  sizeBytes: 48_213,
  uploadedAt: '2026-11-26T10:00:00.000Z',
  uploadedBy: 'Pharmatrace staff',
  current: true,
  pending: false,
  url: '/api/files/f2?expires=1&signature=x',
};

/** Answers a project's documents page: its documents, and an empty audit log with no staff in it. */
export function stubDocumentsPage(documents: ProjectDocuments) {
  const path = `/api/admin/${projectApiPath[documents.kind]}/${documents.projectId}/documents`;
  return stubApi(({ url }) => {
    if (url.startsWith('/api/admin/audit'))
      return jsonResponse(200, url.includes('actors') ? [] : emptyAudit);
    if (url === path) return jsonResponse(200, documents);
    return undefined;
  });
}
