import type { MedicinePack } from '@pharmatrace/domain';
import { adminStatusSortOrder, locales, projectStatuses } from '@pharmatrace/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The relational core (DESIGN.md §Data). Column names are snake_case in SQL;
 * the API maps them to the spec's wire names in one place per feature.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The company account (spec 000 §3 Client). */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    companyLegalName: text('company_legal_name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull(),
    addressLine3: text('address_line3').notNull(),
    accountType: text('account_type', { enum: ['STANDARD', 'PREMIUM'] }).notNull(),
    acceptedTermsAt: timestamp('accepted_terms_at', { withTimezone: true }),
    subscriptionStartDate: date('subscription_start_date', { mode: 'string' }),
    subscriptionEndDate: date('subscription_end_date', { mode: 'string' }),
    prepaidAmount: numeric('prepaid_amount', { precision: 12, scale: 2 }),
    /** Stored file keys per year; the API turns them into signed URLs. */
    subscriptionFiles: jsonb('subscription_files')
      .$type<{ year: number; fileKey: string }[]>()
      .notNull()
      .default([]),
    pricingFileKey: text('pricing_file_key'),
    /**
     * Null while the account awaits validation by staff (spec 000 §1: STANDARD 'subject to
     * professional proof', PREMIUM 'a quotation … is sent after the account is validated'; issue #13,
     * decision 0014). Until then the client can log in but not create projects.
     */
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    validatedByUserId: uuid('validated_by_user_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /**
     * Whether the client's second-part wizard shows the live preliminary estimate (issue #23): staff
     * may turn it off per account, and GET carbon/{id}/estimate then answers 403.
     */
    footprintPanelEnabled: boolean('footprint_panel_enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The admin panel's search in company names and its sort by company (decision 0038).
    index('clients_company_trgm_idx').using('gin', sql`${t.companyName} gin_trgm_ops`),
    index('clients_company_lower_idx').on(sql`lower(${t.companyName})`, t.id),
  ],
);

export const userRoles = ['MAIN', 'SUB', 'STAFF'] as const;
export type UserRole = (typeof userRoles)[number];

/** Main users and sub-users belong to a client; staff users belong to none. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    role: text('role', { enum: userRoles }).notNull(),
    /** Always stored lower-case and trimmed. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    function: text('function').notNull().default(''),
    passwordHash: text('password_hash'),
    /** An invited sub-user's temporary password must be replaced at first login. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    temporaryPasswordExpiresAt: timestamp('temporary_password_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Issue #27: the language of the user's screens, e-mails and PDFs (migration 0017). */
    language: text('language', { enum: locales }).notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_client_idx').on(t.clientId),
    check('users_language_check', sql`${t.language} in ('en', 'fr')`),
  ],
);

/**
 * A login session: one family of rotated refresh tokens. The access JWT names its session,
 * so revoking the session (logout, password change, deleted sub-user) stops it at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keepLogged: boolean('keep_logged').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Refresh tokens are stored only as hashes; a used one keeps its row to detect replays. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

export const codePurposes = ['CONFIRM', 'RESET', 'CHALLENGE'] as const;
export type CodePurpose = (typeof codePurposes)[number];

/** One-time codes (e-mail confirmation, password reset) and first-login challenge sessions. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: codePurposes }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose)],
);

/**
 * Attempt counters (login, codes, registrations, e-mails asked for), shared by every API
 * instance: the table rate-limiter-flexible's Drizzle store reads and writes (one atomic upsert
 * per attempt). `key` is the limiter's prefix and the counted key; `expire` ends the window.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/**
 * The first answer to each `Idempotency-Key` a user sent with a submission or a draft creation
 * (lib/idempotency.ts). The row is inserted in the transaction of the write it protects, before
 * the write, so the primary key makes a concurrent repeat wait for the first one's commit, and a
 * crash loses the write and its record together. `statusCode` and `response` are filled in
 * before that commit (null only inside it). Purged 24 hours after `createdAt`.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the method, the path and the body: the same key for another request is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const outboxStatuses = ['PENDING', 'SENT'] as const;

/** Transactional outbox for e-mail: written in the same transaction as the change it reports. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: outboxStatuses }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.nextAttemptAt).where(sql`status = 'PENDING'`)],
);

/**
 * Who did what, for support and for the client's peace of mind. Never holds secrets.
 * Append-only: a trigger of migration 0008 refuses UPDATE, DELETE and TRUNCATE, so neither the
 * API nor a bug can rewrite history (issue #13, decision 0015). No foreign keys, for the same
 * reason: a deleted user or client must not cascade into the log.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id'),
    clientId: uuid('client_id'),
    projectId: uuid('project_id'),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_client_idx').on(t.clientId, t.at),
    index('audit_log_project_idx').on(t.projectId, t.at),
    index('audit_log_actor_idx').on(t.actorUserId, t.at),
    index('audit_log_at_idx').on(t.at),
  ],
);

/** Key/value settings the app generates once (e.g. the JWT secret when none is configured). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const filePurposes = ['DOCUMENT', 'UPLOAD'] as const;

/**
 * Stored files; the bytes live in the file store (disk or S3) under the row's id.
 * DOCUMENT: reports, invoices and pricing documents the provider issues.
 * UPLOAD: a file a client sent (spec 001 §7 carbon/upload); it is attached to the first
 * project that references it, and removed a day after upload if none ever does.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: filePurposes }).notNull().default('DOCUMENT'),
    /** The display name (sanitised for uploads); never used as a path. */
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Uploads: the form field the file was sent for (the multipart `name`). */
    formField: text('form_field'),
    /** Uploads: the project that first referenced the key; null until then. */
    projectId: uuid('project_id').references((): AnyPgColumn => projects.id, { onDelete: 'set null' }),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_client_idx').on(t.clientId),
    // The sweeper's query: unattached uploads, oldest first.
    index('files_unattached_uploads_idx')
      .on(t.createdAt)
      .where(sql`purpose = 'UPLOAD' and project_id is null`),
  ],
);

// ---- projects (issue #5) ----

export const projectKinds = ['ORIGIN', 'SUBSTANCE', 'CARBON', 'MEDICINE'] as const;

/**
 * A project's status (spec 000 §4), the domain's list as a PostgreSQL enum (issue #15): the
 * database itself refuses a status the workflow does not know. Its order is the list's.
 */
export const projectStatusEnum = pgEnum('project_status', projectStatuses);

/**
 * The admin panel's sort by status (domain adminStatusSortOrder: Draft, On-going, Check, then
 * Completed) as a rank 1–7. A CASE over the enum is immutable, so an index can hold it (issue #28);
 * `array_position(…, status::text)` was not (an enum's text cast is only stable).
 */
export const adminStatusRank = (status: SQL) =>
  sql`case ${status} ${sql.raw(adminStatusSortOrder.map((s, i) => `when '${s}' then ${i + 1}`).join(' '))} end`;

/**
 * One row per project of any kind. The nested data the client typed (route trees, mass
 * balances, API lists) is the JSONB `document`, validated by the domain schema on every write.
 * `name` copies drugProductName / inn / name so lists never open the document.
 */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /**
     * The client's company name, copied here by triggers (migration 0018, decision 0042): set on
     * every insert and change of client_id, and on every rename of the client. The admin panel
     * sorts and searches by it with this table's indexes alone, never joining the clients. Never
     * written by the app.
     */
    companyName: text('company_name'),
    kind: text('kind', { enum: projectKinds }).notNull(),
    status: projectStatusEnum('status').notNull(),
    name: text('name').notNull(),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    reportFileId: uuid('report_file_id').references(() => files.id, { onDelete: 'set null' }),
    invoiceFileId: uuid('invoice_file_id').references(() => files.id, { onDelete: 'set null' }),
    invoiceStatus: text('invoice_status'),
    /** A completed footprint's result (issue #13): kgCO2e per kg of product, and its uncertainty (±, same unit). */
    footprintValue: doublePrecision('footprint_value'),
    footprintUncertainty: doublePrecision('footprint_uncertainty'),
    /**
     * What the result rests on (issue #23, domain footprintResultDetailSchema): the adopted
     * estimate's summary with its method and factor library versions, or staff's own figure and
     * its reason. The client's completed view and the PACT export read it.
     */
    footprintDetails: jsonb('footprint_details').$type<Record<string, unknown>>(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Soft delete: hidden from the client at once, recoverable by staff for 30 days. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedByUserId: uuid('deleted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Bumped by every write of the document: a save names the revision it started from, and a
     * stale one answers 409 instead of overwriting another tab's or person's work (issue #11).
     */
    revision: integer('revision').notNull().default(0),
  },
  (t) => [
    // A client's list of a kind in its order, id last so that its keyset pages read only the rows
    // they send (issue #28, migration 0020, decision 0046).
    index('projects_client_kind_idx')
      .on(t.clientId, t.kind, t.createdAt.desc(), t.id.desc())
      .where(sql`deleted_at is null`),
    index('projects_client_created_idx').on(t.clientId, t.createdAt.desc()).where(sql`deleted_at is null`),
    index('projects_status_idx').on(t.status).where(sql`deleted_at is null`),
    // The admin panel (issue #12, features/projects/staff-list.ts): every client's projects,
    // newest changes first by default, filtered by kind and status, searched by name. Ascending,
    // so that a backward scan serves the queries' plain DESC (NULLS FIRST) as well as ASC.
    index('projects_admin_updated_idx').on(t.updatedAt, t.id).where(sql`deleted_at is null`),
    index('projects_admin_created_idx').on(t.createdAt, t.id).where(sql`deleted_at is null`),
    index('projects_admin_kind_status_idx')
      .on(t.kind, t.status, t.updatedAt, t.id)
      .where(sql`deleted_at is null`),
    // Keyset pages (decision 0038): each sort and the common filter-then-sort read one index
    // range from the cursor on, never the rows before it.
    index('projects_admin_name_sort_idx').on(sql`lower(${t.name})`, t.id).where(sql`deleted_at is null`),
    index('projects_admin_kind_updated_idx').on(t.kind, t.updatedAt, t.id).where(sql`deleted_at is null`),
    index('projects_admin_client_updated_idx')
      .on(t.clientId, t.updatedAt, t.id)
      .where(sql`deleted_at is null`),
    index('projects_admin_name_trgm_idx')
      .using('gin', sql`${t.name} gin_trgm_ops`)
      .where(sql`deleted_at is null`),
    // Issue #28 (decision 0042): the sorts by company and by status, and the search in company
    // names, each served by an index of this table.
    index('projects_admin_company_sort_idx')
      .on(sql`lower(${t.companyName})`, t.id)
      .where(sql`deleted_at is null`),
    index('projects_admin_company_trgm_idx')
      .using('gin', sql`${t.companyName} gin_trgm_ops`)
      .where(sql`deleted_at is null`),
    index('projects_admin_kind_sort_idx').on(t.kind, t.id).where(sql`deleted_at is null`),
    // A kind filter sorted by name (issue #28): without it PostgreSQL walked the name index and
    // skipped the other kinds' rows, whose count grows with the data when names follow the kind.
    index('projects_admin_kind_name_idx')
      .on(t.kind, sql`lower(${t.name})`, t.id)
      .where(sql`deleted_at is null`),
    index('projects_admin_status_sort_idx')
      .on(sql`(${adminStatusRank(sql`${t.status}`)})`, t.id)
      .where(sql`deleted_at is null`),
    // The public label check (issue #14, GET labels/verify/{code}): one completed label by the code
    // its certificate prints, found without reading every completed document.
    index('projects_label_code_idx')
      .on(sql`(${t.document} -> 'euOriginConfirmed' ->> 'verificationCode')`)
      .where(sql`deleted_at is null and status = 'COMPLETED'`),
  ],
);

/**
 * Each live project's summary in its client's list (spec 000 §3), as the JSON text the list
 * answers, in a narrow table of its own (issue #28, migration 0022, decision 0051): a list is one
 * `string_agg` of this stored text in the list's order, and reading these ~350-byte rows instead of
 * the projects' wide ones (each carries its JSONB document) made that rebuild about twice as fast
 * on PGlite. Kept by a trigger on `projects` after every insert, update and delete, whoever makes
 * it (the app, staff, a file's `ON DELETE SET NULL`, a client's cascade, a migration): a row per
 * project that is not soft-deleted, none for one that is. Links are left as `{"$sign" : "<file id>"}`
 * placeholders for the store to sign. Never written by the app.
 */
export const projectListSummaries = pgTable(
  'project_list_summaries',
  {
    projectId: uuid('project_id').primaryKey(),
    clientId: uuid('client_id').notNull(),
    kind: text('kind', { enum: projectKinds }).notNull(),
    status: projectStatusEnum('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    summary: text('summary').notNull(),
  },
  (t) => [
    // The list's order with its tie-break, so that a keyset page reads only its own rows.
    index('project_list_summaries_client_kind_idx').on(
      t.clientId,
      t.kind,
      t.createdAt.desc(),
      t.projectId.desc(),
    ),
  ],
);

/** Every write to a project appends a snapshot: nothing typed is ever overwritten without a trace. */
export const projectVersions = pgTable(
  'project_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    action: text('action').notNull(),
    statusBefore: projectStatusEnum('status_before'),
    statusAfter: projectStatusEnum('status_after').notNull(),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorRole: text('author_role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('project_versions_project_version_key').on(t.projectId, t.version)],
);

export const projectDocumentKinds = ['REPORT', 'INVOICE'] as const;

/**
 * Every report and invoice staff uploaded for a project, oldest first (issue #13): the project
 * row names the current one, and a replaced report stays here, in the project's history.
 */
export const projectDocuments = pgTable(
  'project_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: projectDocumentKinds }).notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('project_documents_project_idx').on(t.projectId, t.createdAt)],
);

/** Manufacturing plants (spec 001 §3 Plant). Ids are `plant_…`, as the route trees name them. */
export const plants = pgTable(
  'plants',
  {
    id: text('id').primaryKey(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    city: text('city').notNull(),
    countryId: text('country_id'),
    reportingYear: integer('reporting_year'),
    /** The value+unit pairs, energy table, refrigerant gases and VOC lists of the plant form. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('plants_client_idx').on(t.clientId, t.companyName)],
);

/** Transformation types of natural and biologic production schemes; seeded, editable by staff. */
export const transformationTypes = pgTable(
  'transformation_types',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['NATURAL', 'BIOLOGIC'] }).notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('transformation_types_kind_name_key').on(t.kind, t.name)],
);

// ---- medicine carbon footprint database (issue #4) ----

/**
 * Cradle-to-gate footprint of a medicine sold in France, per box (spec 001 §3 Medicine).
 * `searchName` is the name lower-cased without accents, computed by the importer, so that
 * a plain trigram index serves prefix, accent-free and typo-tolerant search on both drivers.
 */
export const medicineSources = ['imported', 'study'] as const;

export const medicines = pgTable(
  'medicines',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    smallName: text('small_name').notNull(),
    searchName: text('search_name').notNull(),
    inn: text('inn'),
    form: text('form'),
    carbon: doublePrecision('carbon').notNull(),
    uncertainty: doublePrecision('uncertainty'),
    wiselist: text('wiselist'),
    emCreation: doublePrecision('em_creation').notNull(),
    emProduction: doublePrecision('em_production').notNull(),
    emStorage: doublePrecision('em_storage').notNull(),
    /**
     * End of life, the fourth share (issue #37): given by a published study; null for an imported
     * row, whose three shares sum to 1 alone.
     */
    emEndOfLife: doublePrecision('em_end_of_life'),
    /**
     * Where the figures come from (issue #37, decision 0064): 'imported' (the CSV import, the demo
     * set) or 'study' (a completed medicine footprint study, published by staff). An import does
     * not write over a study's figures.
     */
    source: text('source', { enum: medicineSources }).notNull().default('imported'),
    /** A study's row: the study (staff link to it), its date and method version, its 95 % interval. */
    studyProjectId: uuid('study_project_id').references(() => projects.id, { onDelete: 'set null' }),
    studyDate: timestamp('study_date', { withTimezone: true }),
    methodVersion: text('method_version'),
    carbonP2_5: doublePrecision('carbon_p2_5'),
    carbonP97_5: doublePrecision('carbon_p97_5'),
    /** True for the generated demonstration data set: every page showing it says so. */
    isDemo: boolean('is_demo').notNull().default(false),
    /** The CIS code (8 digits) of the French public medicine database, when known (issue #25). */
    cis: text('cis'),
    /** The CIP13 codes of its presentations (boxes); empty when unknown. */
    cip13: text('cip13').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Its presentations as the BDPM presentations file describes them (issue #38, migration 0028):
     * each CIP13 with its label and the dispensing units (UCD) a box holds, read from the label
     * ('plaquette(s) … de 30 comprimé(s)'); null units where the label gives no count. Empty until
     * a BDPM file is imported (the demo set has its own).
     */
    packs: jsonb('packs').$type<MedicinePack[]>().notNull().default(sql`'[]'::jsonb`),
    /** ATC class, when known. */
    atc: text('atc'),
    /** The strength written in the name (domain medicineStrength), for alternatives. */
    strength: text('strength'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('medicines_cis_idx').on(t.cis),
    index('medicines_cip13_idx').using('gin', t.cip13),
    index('medicines_alternatives_idx').on(t.inn, t.form, t.strength, t.carbon),
    index('medicines_search_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('medicines_search_prefix_idx').on(sql`${t.searchName} text_pattern_ops`),
    index('medicines_inn_idx').on(t.inn),
  ],
);

/**
 * A medicine footprint study's adopted result (issue #37): the estimate staff adopted, as computed
 * (its gaps and warnings as phrases, said in the reader's language when read), and when it was
 * published into the medicine database. Its own table: the projects' footprint columns hold an
 * API's kgCO2e per kg, a study's figure is gCO2e per box.
 */
export const medicineStudyResults = pgTable('medicine_study_results', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  result: jsonb('result').$type<Record<string, unknown>>().notNull(),
  adoptedAt: timestamp('adopted_at', { withTimezone: true }).notNull().defaultNow(),
  adoptedByUserId: uuid('adopted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  publishedAt: timestamp('published_at', { withTimezone: true }),
});

/**
 * Purchase baskets (issue #25): a purchases answer saved for the client account, shared by its
 * sub-users, private to it. The answer is kept as computed (lines, totals, factor and its source).
 */
export const purchaseBaskets = pgTable(
  'purchase_baskets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    lineCount: integer('line_count').notNull(),
    kgCO2e: doublePrecision('kg_co2e').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('purchase_baskets_client_idx').on(t.clientId, t.createdAt.desc())],
);

// ---- hospital tenders (issue #38) ----

/**
 * A client account's medicine tenders, shared by its main user and sub-users, private to it. The
 * `document` is the domain's tenderInputSchema as the buyer wrote it (lots and offers); the scores
 * are computed on every read, so they always follow today's medicine database. `revision` is
 * bumped by every save (409 STALE_SAVE on a stale one, decision 0027).
 */
export const tenders = pgTable(
  'tenders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    reference: text('reference').notNull(),
    lotCount: integer('lot_count').notNull(),
    offerCount: integer('offer_count').notNull(),
    document: jsonb('document').notNull(),
    revision: integer('revision').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tenders_client_idx').on(t.clientId, t.updatedAt.desc())],
);

// ---- emission factors (issue #23) ----

/**
 * The provider's imports of its licensed emission factors (CSV, through the CLI or
 * /admin/factors). The latest import is the set in use, merged over the starter library shipped
 * in packages/footprint; its id is the `provider.N` of factorLibraryVersion.
 */
export const emissionFactorImports = pgTable('emission_factor_imports', {
  id: serial('id').primaryKey(),
  filename: text('filename').notNull(),
  sha256: text('sha256').notNull(),
  rowCount: integer('row_count').notNull(),
  importedByUserId: uuid('imported_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** The factors of an import (domain emissionFactorSchema); only the latest import's are kept. */
export const emissionFactors = pgTable(
  'emission_factors',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => emissionFactorImports.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    geography: text('geography').notNull(),
    factor: jsonb('factor').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.kind, t.key, t.geography] })],
);

// ---- PACT v3 host (issue #24, decisions 0032 and 0033) ----

/**
 * A customer's credentials to the client's PACT host: the OAuth2 client id it sends (`client_key`,
 * public) and a SHA-256 hash of the secret shown once at creation. The `callback_*` columns are the
 * customer's own PACT host, which this portal calls back with RequestFulfilled / RequestRejected:
 * its base URL, an optional separate auth base URL, and its client id and secret, the secret
 * encrypted with AES-256-GCM (features/pact/secret-box.ts). A revoked connection keeps its row
 * (its requests and their answers stay readable); its tokens stop working at once.
 */
export const pactConnections = pgTable(
  'pact_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    clientKey: text('client_key').notNull(),
    secretHash: text('secret_hash').notNull(),
    callbackApiUrl: text('callback_api_url'),
    callbackAuthUrl: text('callback_auth_url'),
    callbackClientId: text('callback_client_id'),
    callbackSecret: text('callback_secret'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByUserId: uuid('revoked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('pact_connections_client_key_key').on(t.clientKey),
    index('pact_connections_client_idx').on(t.clientId, t.createdAt),
  ],
);

export const pactFootprintStatuses = ['Active', 'Deprecated'] as const;

/**
 * A published ProductFootprint (PACT v3 'Product Footprint Lifecycle'): immutable once written,
 * except its status, which becomes Deprecated when a new version of the same project is
 * published. `document` is the footprint as served, without `status` (read from the column).
 * The arrays and the validity period copy what the filters of ListFootprints match, lower-cased
 * where the specification asks for a case-insensitive match.
 */
export const pactFootprints = pgTable(
  'pact_footprints',
  {
    id: uuid('id').primaryKey(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    status: text('status', { enum: pactFootprintStatuses }).notNull(),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    productIds: text('product_ids').array().notNull(),
    companyIds: text('company_ids').array().notNull(),
    classifications: text('classifications').array().notNull(),
    geographies: text('geographies').array().notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    /** The client's own product code given when publishing, carried to the next version. */
    productCode: text('product_code'),
    publishedByUserId: uuid('published_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deprecatedAt: timestamp('deprecated_at', { withTimezone: true }),
  },
  (t) => [
    index('pact_footprints_client_page_idx').on(t.clientId, t.createdAt, t.id),
    index('pact_footprints_project_idx').on(t.projectId, t.createdAt),
    // One active version per project: publishing again deprecates the previous one first.
    uniqueIndex('pact_footprints_active_project_key').on(t.projectId).where(sql`status = 'Active'`),
  ],
);

export const pactRequestStatuses = ['PENDING', 'FULFILLED', 'REJECTED'] as const;

/**
 * A RequestCreated event a customer sent over one connection: the 'Footprint requests' inbox.
 * One row per (connection, CloudEvent id), so a requester's retry of the same event is not a
 * second request. `criteria` holds the event's filters as received (bounded by the schema).
 */
export const pactRequests = pgTable(
  'pact_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => pactConnections.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    source: text('source').notNull(),
    criteria: jsonb('criteria').$type<Record<string, unknown>>().notNull(),
    comment: text('comment'),
    status: text('status', { enum: pactRequestStatuses }).notNull().default('PENDING'),
    /** The footprint project started from the request; publishing it fulfils the request. */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    rejectReason: text('reject_reason'),
    fulfilledPfIds: uuid('fulfilled_pf_ids').array(),
    answeredByUserId: uuid('answered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('pact_requests_connection_event_key').on(t.connectionId, t.eventId),
    index('pact_requests_client_idx').on(t.clientId, t.receivedAt),
    index('pact_requests_project_idx').on(t.projectId).where(sql`status = 'PENDING'`),
  ],
);

export const pactOutboxStatuses = ['PENDING', 'SENT', 'GAVE_UP'] as const;

/**
 * The callbacks to requesters (RequestFulfilled, RequestRejected), written in the transaction
 * that decides them and sent by the PactCallbackOutbox worker like the mail outbox: claimed with
 * FOR UPDATE SKIP LOCKED and a lease, retried with back-off, given up at `give_up_at` (72 hours
 * after creation, PACT v3 'Action Events').
 */
export const pactOutbox = pgTable(
  'pact_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => pactConnections.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').references(() => pactRequests.id, { onDelete: 'set null' }),
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: pactOutboxStatuses }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    giveUpAt: timestamp('give_up_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('pact_outbox_pending_idx').on(t.nextAttemptAt).where(sql`status = 'PENDING'`),
    index('pact_outbox_request_idx').on(t.requestId),
  ],
);
