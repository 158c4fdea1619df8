import { pactEventTypes } from '@pharmatrace/domain';
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

/** RequestCreated: the ListFootprints criteria and an optional comment. */
export const requestCreatedDataSchema = z.object({
  ...criteriaShape,
  comment: z.string().max(5000).optional(),
});

/** Published: the ids of the footprints published or updated, UUIDs as PACT ids are. */
export const publishedDataSchema = z.object({
  pfIds: z
    .array(z.uuid({ error: 'every pfId must be a footprint id (a UUID)' }), { error: 'pfIds must be a list' })
    .min(1, 'pfIds must name at least one footprint')
    .max(1000),
});

export const knownEventTypes = new Set<string>(Object.values(pactEventTypes));
