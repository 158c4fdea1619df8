import { z } from 'zod';
import { whenMissing } from './fields';

/**
 * The PACT v3 host (issue #24): the portal serves a client's published footprints to the
 * client's customers through the WBCSD PACT Technical Specifications for PCF Data Exchange v3
 * (https://docs.carbon-transparency.org/v3/). This module holds the screens' calls (connections,
 * publishing, the 'Footprint requests' inbox, the staff list) and the wire words of the
 * specification the API and the tests share. Decisions 0032 and 0033.
 */

/** The version of the PACT Technical Specifications the served footprints comply with. */
export const PACT_SPEC_VERSION = '3.0.3';

/** CloudEvent types of PACT v3 ('Action Events'). */
export const pactEventTypes = {
  requestCreated: 'org.wbcsd.pact.ProductFootprint.RequestCreatedEvent.3',
  requestFulfilled: 'org.wbcsd.pact.ProductFootprint.RequestFulfilledEvent.3',
  requestRejected: 'org.wbcsd.pact.ProductFootprint.RequestRejectedEvent.3',
  published: 'org.wbcsd.pact.ProductFootprint.PublishedEvent.3',
} as const;

/** The error codes of PACT v3 'Error responses' (the `code` of every error body of /3/…). */
export const pactErrorCodes = [
  'BadRequest',
  'AccessDenied',
  'TokenExpired',
  'NotFound',
  'InternalError',
  'NotImplemented',
] as const;
export type PactErrorCode = (typeof pactErrorCodes)[number];
export const pactErrorSchema = z.object({ code: z.enum(pactErrorCodes), message: z.string() });

/** Bounds of what a connection stores (ours: the specification sets none). */
export const PACT_CONNECTION_NAME_MAX = 100;
export const PACT_REJECT_REASON_MAX = 1000;
export const PACT_PRODUCT_CODE_MAX = 100;

/**
 * Bounds of the RequestCreated events a connection may send (issue #35: 600 events of 5 KB
 * comments and 50 product ids of 500 characters were all stored in 21 s, and buried the inbox).
 * A real request names a product or a few; a buyer does not send 30 a minute.
 */
export const PACT_REQUEST_COMMENT_MAX = 1000;
/** Values per criterion of a request (product ids, company ids, geographies, classifications). */
export const PACT_REQUEST_VALUES_MAX = 20;
/** Characters per value: a PACT URN is well under 200. */
export const PACT_REQUEST_VALUE_MAX = 200;
/** RequestCreated events per connection per minute (rate-limiter-flexible, as the fair-use limits). */
export const PACT_REQUESTS_PER_MINUTE = 30;
/** Requests of one connection waiting for the client's answer: beyond, 429 until it answers some. */
export const PACT_PENDING_REQUESTS_MAX = 200;
/** The inbox's page: `limit` at most this, 50 when not given. */
export const PACT_INBOX_PAGE_MAX = 100;
export const PACT_INBOX_PAGE_DEFAULT = 50;

/** The words of the PACT screens and of the calls behind them, defined once. */
export const pactMessages = {
  connectionsTitle: 'PACT connections',
  requestsTitle: 'Footprint requests',
  publishButton: 'Publish over PACT',
  nameEmpty: 'Please give the connection a name.',
  nameTooLong: `The name can have at most ${PACT_CONNECTION_NAME_MAX} characters.`,
  callbackUrlInvalid: 'Please enter the https:// address of your customer’s PACT API.',
  /** Issue #35: a loopback, private or cloud-metadata address is refused when the connection is created. */
  callbackAddressNotPublic:
    'This address is not on the public internet (loopback, private network or cloud metadata): enter the public https:// address of your customer’s PACT API.',
  callbackClientIdEmpty: 'Please enter the client id your customer gave you.',
  callbackSecretEmpty: 'Please enter the client secret your customer gave you.',
  callbackIncomplete:
    'Give your customer’s API address, client id and client secret together, or leave all three empty.',
  connectionNotFound: 'This connection does not exist or was revoked.',
  footprintNotFound: 'This footprint does not exist.',
  publishNeedsCompletedFootprint:
    'Only a completed carbon footprint with its result can be published over PACT.',
  productCodeInvalid: `The product code can have at most ${PACT_PRODUCT_CODE_MAX} characters.`,
  requestNotFound: 'This request does not exist.',
  requestAlreadyAnswered: 'This request has already been answered.',
  rejectReasonEmpty: 'Please say why you reject this request.',
  rejectReasonTooLong: `The reason can have at most ${PACT_REJECT_REASON_MAX} characters.`,
  fulfilWithUnknownFootprint: 'Choose one of your published footprints that is still active.',
  /** 409 (issue #36): the footprint names other products than the request; `{…}` from `productIdsSaid`. */
  productMismatch:
    'The request asks for {requested}, but this footprint is for {footprint}. Send it only if it answers the request, and confirm that you want to send it anyway.',
  /** GET /api/pact/requests (issue #35): the inbox is read a page at a time. */
  inboxLimitInvalid: `Ask for 1 to ${PACT_INBOX_PAGE_MAX} requests per page.`,
  inboxCursorUnknown: 'This page of the inbox does not exist: reload the inbox.',
  noCallback:
    'This connection has no callback address, so the request could not be answered: ask the data owner to add one.',
} as const;

const httpsUrl = z
  .string({ error: whenMissing(pactMessages.callbackUrlInvalid) })
  .trim()
  // An over-long address says so (issue #22), before the URL parser runs over it.
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && !url.username && !url.password && !url.hash;
    } catch {
      return false;
    }
  }, pactMessages.callbackUrlInvalid);

/**
 * The customer's own PACT host, which the portal calls back (RequestFulfilled, RequestRejected):
 * its API base URL (events go to `{apiUrl}/3/events`), an optional auth base URL when its
 * `/auth/token` lives elsewhere, and the client id and secret it issued to the client.
 */
export const pactCallbackSchema = z.object({
  apiUrl: httpsUrl,
  authUrl: httpsUrl.optional(),
  clientId: z
    .string({ error: whenMissing(pactMessages.callbackClientIdEmpty) })
    .trim()
    .min(1, pactMessages.callbackClientIdEmpty)
    .max(200),
  clientSecret: z
    .string({ error: whenMissing(pactMessages.callbackSecretEmpty) })
    .min(1, pactMessages.callbackSecretEmpty)
    .max(500),
});
export type PactCallback = z.infer<typeof pactCallbackSchema>;

/** POST pact/connections. */
export const pactConnectionCreateSchema = z.object({
  name: z
    .string({ error: pactMessages.nameEmpty })
    .trim()
    .min(1, pactMessages.nameEmpty)
    .max(PACT_CONNECTION_NAME_MAX, pactMessages.nameTooLong),
  callback: pactCallbackSchema.optional(),
});
export type PactConnectionCreate = z.infer<typeof pactConnectionCreateSchema>;

/** The answer of POST pact/connections: the only time the secret is ever shown. */
export const pactConnectionCreatedSchema = z.object({
  id: z.string(),
  name: z.string(),
  clientId: z.string(),
  clientSecret: z.string(),
});
export type PactConnectionCreated = z.infer<typeof pactConnectionCreatedSchema>;

export const pactConnectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  clientId: z.string(),
  createdAt: z.string(),
  /** The last token taken or call made with it; null if never used. */
  lastUsedAt: z.string().nullable(),
  /** The customer's host this connection calls back, if any (never its secret). */
  callbackApiUrl: z.string().nullable(),
});
export type PactConnection = z.infer<typeof pactConnectionSchema>;

/** GET pact/connections: the live connections, and the addresses a customer configures. */
export const pactConnectionListSchema = z.object({
  connections: z.array(pactConnectionSchema),
  /** The base URL of the PACT API (`{apiBaseUrl}/3/footprints`) and its token endpoint. */
  apiBaseUrl: z.string(),
  tokenUrl: z.string(),
});
export type PactConnectionList = z.infer<typeof pactConnectionListSchema>;

/** POST carbon/{id}/publish: an optional product code of the client's own catalogue. */
export const pactPublishBodySchema = z
  .object({
    productCode: z.string().trim().max(PACT_PRODUCT_CODE_MAX, pactMessages.productCodeInvalid).optional(),
  })
  // A POST without a body (the screen's plain 'Publish over PACT') arrives as null.
  .nullish();
export type PactPublishBody = z.infer<typeof pactPublishBodySchema>;
/** The 'Publish over PACT' form: its one field, the product code (empty: none). */
export const pactPublishFormSchema = z.object({
  productCode: z.string().trim().max(PACT_PRODUCT_CODE_MAX, pactMessages.productCodeInvalid),
});

/** A project's publication over PACT: its active footprint and its history. */
export const pactPublicationSchema = z.object({
  /** The active footprint's id, or null when the project was never published. */
  footprintId: z.string().nullable(),
  publishedAt: z.string().nullable(),
  /** How many versions were published (the active one and the deprecated ones). */
  versions: z.number().int(),
  /** The client's live connections: who can fetch it. */
  connections: z.number().int(),
  productCode: z.string().nullable(),
});
export type PactPublication = z.infer<typeof pactPublicationSchema>;

/** The answer of POST carbon/{id}/publish. */
export const pactPublishResultSchema = pactPublicationSchema.extend({
  /** False when the active footprint already said all this: nothing new was published. */
  isNewVersion: z.boolean(),
});
export type PactPublishResult = z.infer<typeof pactPublishResultSchema>;

// ---- the 'Footprint requests' inbox ----

export const pactRequestStatuses = ['PENDING', 'FULFILLED', 'REJECTED'] as const;
export const pactDeliveryStatuses = ['PENDING', 'SENT', 'GAVE_UP'] as const;

/** The filters a RequestCreated event carries (PACT v3 'Filtering'), as stored. */
export const pactCriteriaSchema = z.object({
  productId: z.array(z.string()).optional(),
  companyId: z.array(z.string()).optional(),
  geography: z.array(z.string()).optional(),
  classification: z.array(z.string()).optional(),
  validOn: z.string().optional(),
  validAfter: z.string().optional(),
  validBefore: z.string().optional(),
  status: z.string().optional(),
});
export type PactCriteria = z.infer<typeof pactCriteriaSchema>;

export const pactRequestSchema = z.object({
  id: z.string(),
  connectionName: z.string(),
  eventId: z.string(),
  receivedAt: z.string(),
  criteria: pactCriteriaSchema,
  comment: z.string().nullable(),
  status: z.enum(pactRequestStatuses),
  rejectReason: z.string().nullable(),
  projectId: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** Whether the answer reached the requester: null while there is no answer to send. */
  delivery: z.enum(pactDeliveryStatuses).nullable(),
  /** Which footprints answered the request, each with its version (issue #36); empty until answered. */
  answeredWith: z
    .array(z.object({ footprintId: z.string(), version: z.number().int(), productName: z.string() }))
    .optional(),
  /** How many times the answer was sent to the requester: null while there is no answer to send (issue #36). */
  attempts: z.number().int().min(0).nullable().optional(),
  /**
   * The CAS numbers the request asks for, each with the name of the client's own footprint of it,
   * or null where it has none (issue #36: 'Asks for' names the substance).
   */
  substances: z.array(z.object({ cas: z.string(), name: z.string().nullable() })).optional(),
});
export type PactRequest = z.infer<typeof pactRequestSchema>;
export const pactRequestListSchema = z.array(pactRequestSchema);
/**
 * GET /api/pact/requests: one page of the inbox, newest first (issue #35: it used to stop at 500
 * rows and hide the older ones). `total` counts every request of the client; `nextCursor` reads
 * the next page (`?cursor=`), null on the last.
 */
export const pactRequestPageSchema = z.object({
  requests: pactRequestListSchema.max(PACT_INBOX_PAGE_MAX),
  total: z.number().int().min(0),
  nextCursor: z.string().max(200).nullable(),
});
export type PactRequestPage = z.infer<typeof pactRequestPageSchema>;

export const pactRejectBodySchema = z.object({
  reason: z
    .string({ error: pactMessages.rejectReasonEmpty })
    .trim()
    .min(1, pactMessages.rejectReasonEmpty)
    .max(PACT_REJECT_REASON_MAX, pactMessages.rejectReasonTooLong),
});
export type PactRejectBody = z.infer<typeof pactRejectBodySchema>;

export const pactFulfilBodySchema = z.object({
  footprintId: z.uuid(pactMessages.fulfilWithUnknownFootprint),
  /** Sends a footprint whose product ids do not match the request's (issue #36): the client confirmed. */
  confirmMismatch: z.boolean().optional(),
});
export type PactFulfilBody = z.infer<typeof pactFulfilBodySchema>;

/** The client's active published footprints, to fulfil a request with one. */
export const pactFootprintChoiceSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  productName: z.string(),
  publishedAt: z.string(),
  /** The footprint's PACT product ids, so that the screen warns before sending it to another product. */
  productIds: z.array(z.string()).optional(),
});
export const pactFootprintChoiceListSchema = z.array(pactFootprintChoiceSchema);
export type PactFootprintChoice = z.infer<typeof pactFootprintChoiceSchema>;

/**
 * Whether a footprint answers a request's product ids (issue #36): true when the request names
 * none, else when one of the footprint's ids is one of the request's (URNs compare without case).
 */
export function productIdsMatch(
  requested: readonly string[] | undefined,
  footprint: readonly string[],
): boolean {
  if (!requested || requested.length === 0) return true;
  const own = new Set(footprint.map((id) => id.trim().toLowerCase()));
  return requested.some((id) => own.has(id.trim().toLowerCase()));
}

const CAS_URN = /^urn:pact:cas\.org:substance-number:(.+)$/i;

/** The CAS number a PACT product id names (`urn:pact:cas.org:substance-number:…`), or null. */
export function casOfProductId(id: string): string | null {
  const cas = CAS_URN.exec(id.trim())?.[1];
  if (!cas) return null;
  try {
    return decodeURIComponent(cas).trim();
  } catch {
    return cas.trim();
  }
}

/** Product ids as a reader says them: a CAS URN as 'CAS 88150-42-9', any other id as it is. */
export function productIdsSaid(ids: readonly string[]): string {
  return ids
    .slice(0, 5)
    .map((id) => {
      const cas = CAS_URN.exec(id.trim())?.[1];
      if (!cas) return id;
      try {
        return `CAS ${decodeURIComponent(cas)}`;
      } catch {
        return `CAS ${cas}`;
      }
    })
    .join(', ');
}

/** The 409 of a mismatched answer, in English (the screens say it in the reader's language). */
export function productMismatchMessage(requested: readonly string[], footprint: readonly string[]): string {
  return pactMessages.productMismatch
    .replace('{requested}', productIdsSaid(requested))
    .replace('{footprint}', productIdsSaid(footprint));
}

// ---- staff ----

/** GET admin/pact/footprints: which footprints are published, and to how many connections. */
export const staffPactFootprintSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  productName: z.string(),
  companyName: z.string(),
  clientId: z.string(),
  status: z.enum(['Active', 'Deprecated']),
  publishedAt: z.string(),
  connections: z.number().int(),
});
export type StaffPactFootprint = z.infer<typeof staffPactFootprintSchema>;
export const staffPactFootprintListSchema = z.array(staffPactFootprintSchema);

/**
 * The 'New connection' form, flat as the person fills it: the callback's three fields go together
 * or not at all (its auth address stays optional). Its output is the body of POST pact/connections.
 */
export const pactConnectionFormSchema = z
  .object({
    name: z.string(),
    apiUrl: z.string().max(2000),
    authUrl: z.string().max(2000),
    clientId: z.string().max(200),
    clientSecret: z.string().max(500),
  })
  .transform((form, ctx) => {
    const given = [form.apiUrl, form.clientId, form.clientSecret].map((v) => v.trim() !== '');
    const candidate = {
      name: form.name,
      ...(given.some(Boolean)
        ? {
            callback: {
              apiUrl: form.apiUrl,
              ...(form.authUrl.trim() ? { authUrl: form.authUrl } : {}),
              clientId: form.clientId,
              clientSecret: form.clientSecret,
            },
          }
        : {}),
    };
    const parsed = pactConnectionCreateSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      // callback.apiUrl → apiUrl: the form's own field names.
      const field = String(issue.path[issue.path.length - 1] ?? 'name');
      ctx.addIssue({ code: 'custom', message: issue.message, path: [field] });
    }
    return z.NEVER;
  });
export type PactConnectionForm = z.input<typeof pactConnectionFormSchema>;
