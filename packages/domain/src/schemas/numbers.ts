import { z } from 'zod';
import { cantBeNegative, mustBeANumber, mustBeAWholeNumber } from '../messages';
import { whenMissing } from './fields';

/**
 * The forms send numbers (their numeric fields read the user's ',' or '.', decision 0060); a caller
 * of the API may send a number or its text with a point ('12.5'). '' and null mean "not given"
 * (spec 001 §3: empty numeric values are sent as null). Anything else that is not a finite number
 * fails with `message`, a decimal comma too: '1,234' says a thousand and more in English and one
 * and a bit in French, so it is refused rather than guessed and stored.
 */
export function optionalNumber(message: string) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null) return null;
      if (typeof value === 'string') {
        const trimmed = value.trim();
        if (trimmed === '') return null;
        return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
      }
      return value;
    },
    z
      .number({ error: whenMissing(message) })
      .refine(Number.isFinite, message)
      .nullable(),
  );
}

/**
 * A quantity a plant consumes, produces or emits (issue #16): empty, or a number of 0 or more;
 * `wholeNumber` for counts such as employees. Each rule has its own message, named after the field.
 */
export function optionalQuantity(field: string, { wholeNumber = false } = {}) {
  return optionalNumber(mustBeANumber(field))
    .refine((value) => value === null || value >= 0, cantBeNegative(field))
    .refine((value) => !wholeNumber || value === null || Number.isInteger(value), mustBeAWholeNumber(field));
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
