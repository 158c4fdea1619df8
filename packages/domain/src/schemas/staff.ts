import { z } from 'zod';
import { staffEn } from '../i18n/areas/staff';
import {
  type EuOriginConfirmationInput,
  euOriginConfirmationInputSchema,
} from '../labels/eu-origin-confirmation';
import { documentChangeSchema } from '../projects/project-changes';
import { type ProjectKind, type ProjectStatus, projectKinds, projectStatuses } from '../workflow/status';
import {
  carbonDetailSchema,
  medicineDetailSchema,
  originDetailSchema,
  projectStatusSchema,
  substanceDetailSchema,
} from './projects';
import { revisionSchema } from './revision';

/**
 * The staff side (spec 001 §2 'Admin panel and validation', §4 'Staff validation', §7 admin
 * calls, issue #12): the panel's query and rows, the clients, a project as staff review it, the
 * bodies of the staff calls and the answers about what changed.
 */

// ---- the panel: one table of every client's projects ----

/** Spec 001 §9 'Project type filter options', in the spec's order. */
export const adminProjectTypeOptions = [
  { value: 'ORIGIN', label: staffEn['staff.kind.ORIGIN'] },
  { value: 'SUBSTANCE', label: staffEn['staff.kind.SUBSTANCE'] },
  { value: 'CARBON', label: staffEn['staff.kind.CARBON'] },
] as const satisfies readonly { value: ProjectKind; label: string }[];

/**
 * The status filter's values (spec 001 §4 'Admin status filter'): for a footprint DRAFT groups
 * DRAFT2, ONGOING groups ONGOING2 and CHECK groups CHECK2; COMPLETED stands alone. Labels never
 * have the second-part statuses, so the one rule serves the whole table.
 */
export const adminStatusFilters = ['DRAFT', 'ONGOING', 'CHECK', 'COMPLETED'] as const;
export type AdminStatusFilter = (typeof adminStatusFilters)[number];

/** The statuses a filter value stands for. */
export function statusesOfFilter(filter: AdminStatusFilter): ProjectStatus[] {
  return filter === 'COMPLETED' ? ['COMPLETED'] : [filter, `${filter}2`];
}

/** Sorting by status follows the filter's groups: Draft, On-going, Check, then Completed. */
export const adminStatusSortOrder = [
  'DRAFT',
  'DRAFT2',
  'ONGOING',
  'ONGOING2',
  'CHECK',
  'CHECK2',
  'COMPLETED',
] as const satisfies readonly ProjectStatus[];

/** The panel's columns that sort. */
export const adminProjectSortFields = [
  'companyName',
  'name',
  'kind',
  'status',
  'createdAt',
  'updatedAt',
] as const;
export type AdminProjectSortField = (typeof adminProjectSortFields)[number];

export const ADMIN_PAGE_SIZE_DEFAULT = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;
/** Far past any real panel (100 per page), low enough that no offset costs a long scan. */
export const ADMIN_PAGE_MAX = 10_000;
export const ADMIN_SEARCH_MAX = 100;
/**
 * `total` counts matches up to this many and then stops (decision 0038): counting every one of
 * 100,000 rows costs more than the page itself. Past it the answer says `totalCapped`.
 */
export const ADMIN_TOTAL_CAP = 1_000;
/** The opaque keyset cursor of GET admin/projects (`after`): base64url, bounded. */
export const ADMIN_CURSOR_MAX = 400;

/** A select left on 'all' sends an empty value: the same as no filter. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const pageNumber = (max: number, fallback: number) =>
  z.coerce
    .number({ error: `A whole number from 1 to ${max}` })
    .int(`A whole number from 1 to ${max}`)
    .min(1, `A whole number from 1 to ${max}`)
    .max(max, `A whole number from 1 to ${max}`)
    .default(fallback);

/**
 * GET admin/projects (and admin/origins, admin/carbons, admin/substances, where the path fixes
 * the kind): filters, text search on project and company names, sort, page. Every value bounded.
 */
export const adminProjectQuerySchema = z.object({
  clientId: optional(z.uuid({ error: 'Unknown client' })),
  kind: optional(z.enum(projectKinds)),
  status: optional(z.enum(adminStatusFilters)),
  q: optional(z.string().trim().max(ADMIN_SEARCH_MAX, `At most ${ADMIN_SEARCH_MAX} characters`)),
  sort: z.enum(adminProjectSortFields).default('updatedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: pageNumber(ADMIN_PAGE_MAX, 1),
  pageSize: pageNumber(ADMIN_PAGE_SIZE_MAX, ADMIN_PAGE_SIZE_DEFAULT),
  /**
   * Keyset pagination (decision 0038): the `next` of the page before, for the same filters and
   * sort. The page then starts right after that row, however deep, and `page` is only echoed.
   */
  after: optional(
    z
      .string()
      // Over-long says so, as every bounded field does (issue #22); other text is no cursor of ours.
      .max(ADMIN_CURSOR_MAX)
      .regex(/^[A-Za-z0-9_-]+$/, 'Unknown page cursor'),
  ),
});
export type AdminProjectQuery = z.output<typeof adminProjectQuerySchema>;

/** admin/origins, admin/carbons, admin/substances: the same query, the kind set by the path. */
export const adminKindProjectQuerySchema = adminProjectQuerySchema.omit({ kind: true });

const clientRef = z.object({ id: z.string(), companyName: z.string() });

/** One row of the panel: client company, project name, type, status, created and updated. */
export const adminProjectRowSchema = z.object({
  id: z.string(),
  kind: z.enum(projectKinds),
  status: projectStatusSchema,
  name: z.string(),
  client: clientRef,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProjectRow = z.infer<typeof adminProjectRowSchema>;

export const adminProjectPageSchema = z.object({
  items: z.array(adminProjectRowSchema),
  /** Every project the filters match, on all pages, counted up to ADMIN_TOTAL_CAP. */
  total: z.number().int(),
  /** True when more than `total` (= ADMIN_TOTAL_CAP) match: the panel shows '1,000+'. */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The `after` of the next page, null on the last one. */
  next: z.string().nullable(),
});
export type AdminProjectPage = z.infer<typeof adminProjectPageSchema>;

/** GET admin/clients (spec 001 §3 'Client (admin view)'), with the id the panel filters by. */
export const adminClientSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  users: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      function: z.string(),
      isSubUser: z.boolean(),
    }),
  ),
});
export type AdminClient = z.infer<typeof adminClientSchema>;

// ---- a project as staff review it ----

/** One version of a project: who wrote it, when, and the status before and after. */
export const projectVersionSchema = z.object({
  version: z.number().int(),
  action: z.string(),
  statusBefore: projectStatusSchema.nullable(),
  statusAfter: projectStatusSchema,
  /** The author's name is null once the user is deleted; role is MAIN, SUB or STAFF. */
  author: z.object({ id: z.string().nullable(), name: z.string().nullable(), role: z.string() }),
  createdAt: z.string(),
});
export type ProjectVersion = z.infer<typeof projectVersionSchema>;

/** The plants of the project's client, for the staff tree editor's 'Select an existing manufacturing plant'. */
export const staffPlantOptionSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  city: z.string(),
  countryId: z.string().nullable(),
});

/** At most this many versions are listed with a project, newest first. */
export const MAX_LISTED_VERSIONS = 200;

/**
 * `plantOptions`, not `plants`: a footprint's own `plants` (its second part's plant ids) is a field
 * of the document, and a tool that reads a project and posts it back must find it unchanged
 * (issue #22 'Round trips').
 */
const staffExtras = {
  client: clientRef,
  plantOptions: z.array(staffPlantOptionSchema),
  versions: z.array(projectVersionSchema),
};

/** GET admin/{kind}/{id}: the document and summary fields the client gets, plus the staff extras. */
export const staffOriginDetailSchema = originDetailSchema.extend(staffExtras);
export const staffSubstanceDetailSchema = substanceDetailSchema.extend(staffExtras);
export const staffCarbonDetailSchema = carbonDetailSchema.extend(staffExtras);
export const staffMedicineDetailSchema = medicineDetailSchema.extend(staffExtras);
export type StaffOriginDetail = z.infer<typeof staffOriginDetailSchema>;
export type StaffSubstanceDetail = z.infer<typeof staffSubstanceDetailSchema>;
export type StaffCarbonDetail = z.infer<typeof staffCarbonDetailSchema>;
export type StaffMedicineDetail = z.infer<typeof staffMedicineDetailSchema>;

// ---- the bodies of the staff calls ----

/**
 * Spec 001 §4: a move that finishes a part (COMPLETED; DRAFT2, which closes the first part of a
 * footprint) needs the complete document; 'Save as Check' hands the project back to the client,
 * so what is stored need not be complete; its numbers are checked all the same (the kind's checked
 * schema, issue #22).
 */
export function staffMoveNeedsCompleteDocument(status: ProjectStatus): boolean {
  return status === 'COMPLETED' || status === 'DRAFT2';
}

/**
 * POST admin/{kind}/validate/{id} (and admin/carbon/second_part/validate/{id}): the document plus
 * `status`, the status staff move the project to, and the `revision` the screen started from
 * (decision 0027). The document is checked by `checked` (the draft's shape, every number given a
 * number within its bounds: 'Save as Check') and, when the move needs it, by `complete` (with the
 * spec's messages). Whether the workflow allows the move is the server's 409, not this schema's.
 * Parses to `{ status, euOrigin, revision, document }`.
 */
export function staffValidationBodySchema<Checked extends z.ZodType, Complete extends z.ZodType>(
  checked: Checked,
  complete: Complete,
) {
  return z
    .object({
      revision: revisionSchema,
      status: z.enum(projectStatuses, { error: 'Choose the status to move the project to' }),
      // A label's 'Save as Completed': the European-origin figures staff confirm (issue #14).
      euOrigin: euOriginConfirmationInputSchema.optional(),
    })
    .and(checked)
    .transform((body, ctx) => {
      const { status, euOrigin, revision, ...document } = body as {
        status: ProjectStatus;
        euOrigin?: EuOriginConfirmationInput;
        revision: number;
      } & Record<string, unknown>;
      if (!staffMoveNeedsCompleteDocument(status)) {
        return { status, euOrigin, revision, document: document as Record<string, unknown> };
      }
      const parsed = complete.safeParse(document);
      if (parsed.success)
        return { status, euOrigin, revision, document: parsed.data as Record<string, unknown> };
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
      return z.NEVER;
    });
}

// ---- what changed ----

const changeList = {
  changes: z.array(documentChangeSchema),
  /** How many changes there are; at most MAX_LISTED_CHANGES are listed. */
  total: z.number().int(),
};

/**
 * GET {kind}/{id}/changes: what the provider changed since the client last handed the project
 * over (submitted it, accepted amendments, sent the second part): from the document of that
 * submission to the latest version staff wrote after it. Empty when staff wrote none.
 */
export const clientProjectChangesSchema = z.object({
  /** The client's last submission, or null when the project was never submitted. */
  since: z.object({ version: z.number().int(), createdAt: z.string() }).nullable(),
  /** The provider's versions after it, oldest first (no staff names: 'the provider'). */
  amendments: z.array(z.object({ version: z.number().int(), action: z.string(), createdAt: z.string() })),
  ...changeList,
});
export type ClientProjectChanges = z.infer<typeof clientProjectChangesSchema>;

/** GET admin/{kind}/{id}/versions/{version}/changes: that version against the one before. */
export const staffVersionChangesSchema = z.object({
  version: projectVersionSchema,
  /** The version compared with; null for the first, compared with an empty document. */
  previousVersion: z.number().int().nullable(),
  ...changeList,
});
export type StaffVersionChanges = z.infer<typeof staffVersionChangesSchema>;
