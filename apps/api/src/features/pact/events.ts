import {
  PACT_REQUEST_COMMENT_MAX,
  PACT_REQUEST_VALUE_MAX,
  PACT_REQUEST_VALUES_MAX,
  pactEventTypes,
} from '@pharmatrace/domain';
import { z } from 'zod';
import { criteriaShape } from './filters';

/**
 * The events POST /3/events accepts (PACT v3 'Action Events'): CloudEvents 1.0 in structured JSON
 * mode. Every string and list is bounded; anything else is a 400 BadRequest.
 */
export const cloudEventSchema = z.object({
  specversion: z.literal('1.0', { error: 'specversion must be "1.0"' }),
  id: z.string({ error: 'the event needs an id' }).trim().min(1, 'the event needs an id').max(255),
  source: z.string({ error: 'the event needs a source' }).trim().min(1, 'the event needs a source').max(2000),
  type: z.string({ error: 'the event needs a type' }).max(200),
  time: z.iso.datetime({ offset: true, error: 'time must be an RFC 3339 date-time' }).optional(),
  data: z.record(z.string(), z.unknown(), { error: 'the event needs a data object' }),
});

/**
 * A criterion of a request: one value or a list, tighter than ListFootprints' (a request is
 * stored and shown in the inbox; issue #35). The message names the field, as PACT errors say
 * only one message.
 */
function requestValues(field: string) {
  const value = z
    .string({ error: `${field}: every value must be a string` })
    .max(PACT_REQUEST_VALUE_MAX, `${field}: a value can have at most ${PACT_REQUEST_VALUE_MAX} characters`);
  // One value is a list of one: the list's own bound then speaks, not a union's vague refusal.
  return z
    .preprocess(
      (v) => (typeof v === 'string' ? [v] : v),
      z
        .array(value, { error: `${field} must be a string or a list of strings` })
        .max(PACT_REQUEST_VALUES_MAX, `${field}: at most ${PACT_REQUEST_VALUES_MAX} values per request`),
    )
    .optional();
}

/** RequestCreated: the ListFootprints criteria, each bounded for storage, and an optional comment. */
export const requestCreatedDataSchema = z.object({
  ...criteriaShape,
  productId: requestValues('productId'),
  companyId: requestValues('companyId'),
  geography: requestValues('geography'),
  classification: requestValues('classification'),
  status: z
    .string()
    .max(PACT_REQUEST_VALUE_MAX, `status: at most ${PACT_REQUEST_VALUE_MAX} characters`)
    .optional(),
  comment: z
    .string({ error: 'comment must be a string' })
    .max(PACT_REQUEST_COMMENT_MAX, `comment: at most ${PACT_REQUEST_COMMENT_MAX} characters`)
    .optional(),
});

/** Published: the ids of the footprints published or updated, UUIDs as PACT ids are. */
export const publishedDataSchema = z.object({
  pfIds: z
    .array(z.uuid({ error: 'every pfId must be a footprint id (a UUID)' }), { error: 'pfIds must be a list' })
    .min(1, 'pfIds must name at least one footprint')
    .max(1000),
});

export const knownEventTypes = new Set<string>(Object.values(pactEventTypes));
