import { z } from 'zod';

/** Every error answer (DESIGN.md HTTP contract). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** A plain acknowledgement. */
export const messageResponseSchema = z.object({ message: z.string() });

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
});

/** GET /api/countries (spec 001 §3 Country): ISO alpha-2 id, English name, EU/EEA membership. */
export const countrySchema = z.object({ id: z.string(), name: z.string(), isEuEea: z.boolean() });
export type Country = z.infer<typeof countrySchema>;
