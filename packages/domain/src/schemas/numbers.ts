import { z } from 'zod';

/**
 * Numbers typed into forms arrive as text; the API may receive numbers or text.
 * '' and null mean "not given" (spec 001 §3: empty numeric values are sent as null).
 * Anything else that is not a finite number fails with `message`.
 */
export function optionalNumber(message: string) {
  return z.preprocess((value) => {
    if (value === undefined || value === null) return null;
    if (typeof value === 'string') {
      const trimmed = value.trim().replace(',', '.');
      if (trimmed === '') return null;
      return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
    }
    return value;
  }, z.number({ error: message }).refine(Number.isFinite, message).nullable());
}

/** A decimal typed as text in the mass balance tables, kept as typed (spec 001 §5 Mass balance). */
export const NUMBER_PATTERN = /^-?\d+([.,]\d+)?$/;

export function numericText(message: string) {
  return z
    .string()
    .trim()
    .max(40)
    .refine((v) => v === '' || NUMBER_PATTERN.test(v), message);
}
