import { and, arrayOverlaps, eq, gt, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { pactFootprints } from '../../db/schema';

/**
 * The filters of ListFootprints and of a RequestCreated event (PACT v3 'Filtering'): a repeated
 * criterion is an OR of its values, different criteria are an AND, every text match ignores case,
 * and a value no footprint has simply matches nothing (an empty 200, never an error). Only what
 * cannot be read (a date that is not one, a limit that is not a positive integer) is a 400.
 */

/** Values per criterion and characters per value: a bound, far above any real query. */
const MAX_VALUES = 50;
const MAX_VALUE_LENGTH = 500;

const values = z
  .union([z.string().max(MAX_VALUE_LENGTH), z.array(z.string().max(MAX_VALUE_LENGTH)).max(MAX_VALUES)])
  .transform((v) => (Array.isArray(v) ? v : [v]));

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)?)?$/i;

/**
 * Issue #35: Date.parse reads 2026-02-30 as 2 March, and year 0000 as a date PostgreSQL refuses
 * (a 500). The date must be one of the calendar, in years 1000 to 9999.
 */
function isCalendarDate(text: string): boolean {
  const [year = 0, month = 0, day = 0] = text.slice(0, 10).split('-').map(Number);
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

/** An ISO 8601 date or date-time; a '+' of an offset left unencoded in a query arrives as a space. */
const dateTime = z
  .string()
  .max(64)
  .transform((value, ctx) => {
    const text = value.trim().replace(' ', '+');
    const time = ISO_DATE_TIME.test(text) && isCalendarDate(text) ? Date.parse(text) : Number.NaN;
    if (Number.isNaN(time)) {
      ctx.addIssue({ code: 'custom', message: `'${value}' is not an ISO 8601 date-time` });
      return z.NEVER;
    }
    return new Date(time);
  });

export const criteriaShape = {
  productId: values.optional(),
  companyId: values.optional(),
  geography: values.optional(),
  classification: values.optional(),
  validOn: dateTime.optional(),
  validAfter: dateTime.optional(),
  validBefore: dateTime.optional(),
  status: z.string().max(MAX_VALUE_LENGTH).optional(),
};

export const criteriaSchema = z.object(criteriaShape);
export type PactFilter = z.output<typeof criteriaSchema>;

/** GET /3/footprints: the criteria, `limit` and our pagination cursor. */
export const listQuerySchema = z.object({
  ...criteriaShape,
  limit: z
    .string()
    .regex(/^\d{1,9}$/, 'limit must be a positive integer')
    .transform(Number)
    .refine((n) => n > 0, 'limit must be a positive integer')
    .optional(),
  cursor: z.string().max(200).optional(),
});

const lower = (list: string[]) => list.map((v) => v.trim().toLowerCase());

/** The SQL of the criteria over pact_footprints (the client's condition is the caller's). */
export function filterConditions(filter: PactFilter): SQL[] {
  const t = pactFootprints;
  const conditions: SQL[] = [];
  if (filter.productId) conditions.push(arrayOverlaps(t.productIds, lower(filter.productId)));
  if (filter.companyId) conditions.push(arrayOverlaps(t.companyIds, lower(filter.companyId)));
  if (filter.classification) conditions.push(arrayOverlaps(t.classifications, lower(filter.classification)));
  if (filter.geography) conditions.push(arrayOverlaps(t.geographies, lower(filter.geography)));
  // PACT: validityPeriodStart <= validOn <= validityPeriodEnd; start > validAfter; end < validBefore.
  if (filter.validOn) conditions.push(and(lte(t.validFrom, filter.validOn), gte(t.validTo, filter.validOn))!);
  if (filter.validAfter) conditions.push(gt(t.validFrom, filter.validAfter));
  if (filter.validBefore) conditions.push(lt(t.validTo, filter.validBefore));
  if (filter.status !== undefined) {
    const status = filter.status.trim().toLowerCase();
    if (status === 'active') conditions.push(eq(t.status, 'Active'));
    else if (status === 'deprecated') conditions.push(eq(t.status, 'Deprecated'));
    else conditions.push(sql`false`);
  }
  return conditions;
}

/** The criteria as the inbox shows them: dates back as ISO strings. */
export function criteriaForDisplay(filter: PactFilter) {
  return {
    ...filter,
    validOn: filter.validOn?.toISOString(),
    validAfter: filter.validAfter?.toISOString(),
    validBefore: filter.validBefore?.toISOString(),
  };
}

/** A page boundary: the (created, id) of the last footprint of the previous page. */
export interface Cursor {
  createdAt: Date;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt.toISOString(), cursor.id])).toString('base64url');
}

/** Undefined for a cursor this server did not make. */
export function decodeCursor(value: string): Cursor | undefined {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt !== 'string' || typeof id !== 'string') return undefined;
    if (!/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(Date.parse(createdAt))) return undefined;
    return { createdAt: new Date(createdAt), id };
  } catch {
    return undefined;
  }
}

export function afterCursor(cursor: Cursor): SQL {
  const t = pactFootprints;
  return sql`(${t.createdAt}, ${t.id}) > (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`;
}
