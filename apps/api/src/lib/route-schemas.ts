import { apiErrorSchema } from '@pharmatrace/domain';
import { z } from 'zod';

/** The statuses a route may answer with an error, each in the API's one error shape. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

/**
 * The `response` entries of a route's error answers: `errorResponses(401, 403, 404)` is
 * `{ 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema }`. Each route file names the
 * statuses its routes can give; the shape is written once, here (issue #26).
 */
export function errorResponses<const S extends readonly ErrorStatus[]>(
  ...statuses: S
): { [K in S[number]]: typeof apiErrorSchema } {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as {
    [K in S[number]]: typeof apiErrorSchema;
  };
}

/** `/{id}` path parameter of a stored row: a bounded string, parsed further by the service. */
export const idParams = z.object({ id: z.string().max(100) });
