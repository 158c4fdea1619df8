import { appPaths } from '../paths/app-paths';

/**
 * Project and invoice status rules (spec 000 §2 and §4).
 * Pure functions so that lists, editors and the server agree on what a status means.
 */
export const projectStatuses = [
  'DRAFT',
  'ONGOING',
  'CHECK',
  'COMPLETED',
  'DRAFT2',
  'ONGOING2',
  'CHECK2',
] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

export const projectKinds = ['ORIGIN', 'SUBSTANCE', 'CARBON', 'MEDICINE'] as const;
export type ProjectKind = (typeof projectKinds)[number];

/** Each kind's segment in the API's paths (spec 000 §7, spec 001 §7): /api/origin, /api/substance… */
export const projectApiPath = {
  ORIGIN: 'origin',
  SUBSTANCE: 'substance',
  CARBON: 'carbon',
  /** The medicine's own footprint (issue #37): the issue names its calls /api/medicine_footprints. */
  MEDICINE: 'medicine_footprints',
} as const satisfies Record<ProjectKind, string>;
export type ProjectApiPath = (typeof projectApiPath)[ProjectKind];

/** The kinds that are labels (a certificate, European-origin figures), as opposed to the footprint. */
export const labelKinds = ['ORIGIN', 'SUBSTANCE'] as const satisfies readonly ProjectKind[];
export type LabelKind = (typeof labelKinds)[number];
export const isLabelKind = (kind: ProjectKind): kind is LabelKind =>
  labelKinds.some((label) => label === kind);

/** Each kind's list in the staff calls, plural (spec 001 §7): /api/admin/origins… */
export const projectStaffListPath = {
  ORIGIN: 'origins',
  SUBSTANCE: 'substances',
  CARBON: 'carbons',
  /** Issue #37 names the staff calls /api/admin/medicine_footprints/{id}: the list is its folder. */
  MEDICINE: 'medicine_footprints',
} as const satisfies Record<ProjectKind, string>;

/** The kind whose API segment `path` is (`'origin'` → ORIGIN), or undefined for any other text. */
export function projectKindOfApiPath(path: string): ProjectKind | undefined {
  return projectKinds.find((kind) => projectApiPath[kind] === path);
}

export type StatusLabel = 'Draft' | 'On-going' | 'Check' | 'Completed';

/** Spec 000 §4: any value not in the table (DRAFT2 included) is displayed as Draft. */
export function projectStatusLabel(status: string | null | undefined): StatusLabel {
  switch (status) {
    case 'ONGOING':
    case 'ONGOING2':
      return 'On-going';
    case 'CHECK':
    case 'CHECK2':
      return 'Check';
    case 'COMPLETED':
      return 'Completed';
    default:
      return 'Draft';
  }
}

/** Spec 000 §4 Invoice status: the two values staff set (POST …/invoice-status). */
export const invoiceStatuses = ['PAID', 'NOT_PAID'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** The one test of a paid invoice: PAID, and nothing else (no status yet is not paid). */
export function isInvoicePaid(status: string | null | undefined): boolean {
  return status === 'PAID';
}

/** Any status read back as one of the two staff can set: anything but PAID is NOT_PAID. */
export function invoiceStatusOf(status: string | null | undefined): InvoiceStatus {
  return isInvoicePaid(status) ? 'PAID' : 'NOT_PAID';
}

/** Spec 000 §4 Invoice status: PAID is 'Paid', anything else 'Not Paid'. */
export function invoiceStatusLabel(status: string | null | undefined): 'Paid' | 'Not Paid' {
  return isInvoicePaid(status) ? 'Paid' : 'Not Paid';
}

/**
 * Every name a project kind is shown by, in one table (issue #26): the lists' Type column
 * (spec 000 §2), the kind in messages ('Origin label not found'), what a label certifies (the
 * certificate's Type row), the kind's projects in plural (the lists' load errors), and the client
 * list a project is in, as the client's navigation names it (spec 000 §2).
 */
export const projectKindNames = {
  ORIGIN: {
    type: 'Labeling drug product',
    name: 'Origin label',
    subject: 'Drug product',
    plural: 'drug product labels',
    clientList: 'My Origin labels',
  },
  SUBSTANCE: {
    type: 'Labeling drug substance',
    name: 'Substance label',
    subject: 'Drug substance',
    plural: 'drug substance labels',
    clientList: 'My Origin labels',
  },
  CARBON: {
    type: 'Carbon footprint',
    name: 'Carbon footprint',
    subject: 'Drug substance',
    plural: 'carbon footprints',
    clientList: 'My Footprints',
  },
  MEDICINE: {
    type: 'Medicine footprint',
    name: 'Medicine footprint',
    subject: 'Drug product',
    plural: 'medicine footprints',
    clientList: 'My Footprints',
  },
} as const satisfies Record<
  ProjectKind,
  { type: string; name: string; subject: string; plural: string; clientList: string }
>;

/** Type column of the lists (spec 000 §2). */
export function projectTypeLabel(kind: ProjectKind): string {
  return projectKindNames[kind].type;
}

/**
 * Where the Access column's edit link goes, or null when no link is shown.
 * Spec 000 §2: origin/substance only in DRAFT or CHECK; carbon first part in
 * DRAFT or CHECK, second part in DRAFT2 or CHECK2.
 */
export function projectEditPath(kind: ProjectKind, status: string, id: string): string | null {
  if (kind === 'CARBON') {
    if (status === 'DRAFT' || status === 'CHECK') return appPaths.carbonFirstPart(id);
    if (status === 'DRAFT2' || status === 'CHECK2') return appPaths.carbonSecondPart(id);
    return null;
  }
  if (status !== 'DRAFT' && status !== 'CHECK') return null;
  if (kind === 'MEDICINE') return appPaths.medicineStudy(id);
  return kind === 'ORIGIN' ? appPaths.drugOrigin(id) : appPaths.drugSubstance(id);
}

/**
 * The client list a project appears in (spec 000 §2): labels in /my_labels, footprints in
 * /my_footprints (the medicine's footprint too). E-mails link there when a project has no edit page any more (COMPLETED).
 */
export function projectListPath(kind: ProjectKind): string {
  return kind === 'CARBON' || kind === 'MEDICINE' ? appPaths.myFootprints() : appPaths.myLabels();
}

/**
 * Where the admin panel's edit link goes, or null when none is shown (spec 001 §2 'Admin panel
 * and validation': ONGOING or CHECK for origin, substance and the first part of a footprint,
 * ONGOING2 or CHECK2 for its second part).
 */
export function staffProjectEditPath(kind: ProjectKind, status: string, id: string): string | null {
  if (kind === 'CARBON') {
    if (status === 'ONGOING' || status === 'CHECK') return appPaths.adminCarbonFirstPart(id);
    if (status === 'ONGOING2' || status === 'CHECK2') return appPaths.adminCarbonSecondPart(id);
    return null;
  }
  if (status !== 'ONGOING' && status !== 'CHECK') return null;
  if (kind === 'MEDICINE') return appPaths.adminMedicineStudy(id);
  return kind === 'ORIGIN' ? appPaths.adminDrugOrigin(id) : appPaths.adminDrugSubstance(id);
}

/** Which list the delete icon is drawn in decides the rule (spec 000 §2). */
export type ProjectListName = 'projects' | 'labels' | 'footprints';

/** Whether the client may delete: DRAFT always, DRAFT2 for footprints (server rule). */
export function canClientDelete(kind: ProjectKind, status: string): boolean {
  return status === 'DRAFT' || (kind === 'CARBON' && status === 'DRAFT2');
}

/** Whether a list shows the delete icon: /my_projects shows it for DRAFT only. */
export function showsDeleteIcon(list: ProjectListName, kind: ProjectKind, status: string): boolean {
  if (list === 'projects') return status === 'DRAFT';
  return canClientDelete(kind, status);
}
