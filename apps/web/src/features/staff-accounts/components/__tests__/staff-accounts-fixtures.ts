import type { AdminAccountDetail, AdminAccountPage, ProjectDocuments } from '@pharmatrace/domain';

/**
 * What the staff account screens' test files share (#26: the suite is split in files so Vitest runs
 * them side by side; one file took 52 s on a loaded 2-core box): an account, a page of accounts,
 * an empty audit log and a project's documents.
 */
export const accountId = '33333333-3333-4333-8333-333333333333';
export const emptyAudit = { items: [], total: 0, page: 1, pageSize: 25 };

export const listPage: AdminAccountPage = {
  items: [
    {
      id: accountId,
      companyName: 'Clinique Saint-Louis',
      accountType: 'STANDARD',
      mainUser: { id: 'u1', name: 'Hugo Lefebvre', email: 'hugo@clinic.test', emailConfirmed: true },
      subUserCount: 0,
      createdAt: '2026-11-24T10:00:00.000Z',
      validatedAt: null,
    },
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

/** A substance label's documents, not completed, without an invoice or uploads. */
export const documentsProject: ProjectDocuments = {
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
