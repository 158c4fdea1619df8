import { z } from 'zod';
import { messages, validationMessages } from '../messages';

/**
 * A schema's own message for a value that is missing or not of the schema's type, and for nothing
 * else: `z.string({ error: whenMissing("INN can't be empty") })`. zod gives a schema's `error` to
 * every rule of the schema that has no message of its own, so a plain `{ error: m }` also named an
 * over-long text 'can't be empty' (issue #22); with this, a bound without a message of its own says
 * what the installed messages say ('This text can't exceed 200 characters', validation-messages.ts).
 */
export function whenMissing(message: string) {
  return (issue: { code?: string }) => (issue.code === 'invalid_type' ? message : undefined);
}

/** Cognito's set of special characters (spec 000 §5: 'a special character from a fixed set'). */
export const PASSWORD_SPECIAL_CHARACTERS = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- ';
const specialRe = new RegExp(`[${PASSWORD_SPECIAL_CHARACTERS.replace(/[\\\]^-]/g, '\\$&')}]`);

/** Spec 000 §5 Password; issues are reported in the spec's order, the form shows the first. */
export const passwordSchema = z
  .string({ error: whenMissing(messages.password.empty) })
  .min(1, messages.password.empty)
  .min(9, messages.password.tooShort)
  .max(50, messages.password.tooLong)
  .regex(/[A-Z]/, messages.password.upperCase)
  .regex(/[a-z]/, messages.password.lowerCase)
  .regex(specialRe, messages.password.special)
  .regex(/[0-9]/, messages.password.number);

/** Spec 000 §5 Email: a simple address with a top-level domain of 2 to 4 characters. */
export const EMAIL_PATTERN = /^[\w.+-]+@([\w-]+\.)+[A-Za-z]{2,4}$/;

/** RFC 5321's longest address. */
export const MAX_EMAIL_LENGTH = 254;

/** Trim and lower-case: an e-mail is an identity, 'A@x.com' and 'a@x.com ' are one account. */
export const emailSchema = z
  .string({ error: whenMissing(messages.email.empty) })
  .trim()
  .min(1, messages.email.empty)
  .max(MAX_EMAIL_LENGTH, messages.email.tooLong)
  .regex(EMAIL_PATTERN, messages.email.invalid)
  .transform((v) => v.toLowerCase());

/** Where the spec only asks for a non-empty e-mail (login, forgot password). */
export const looseEmailSchema = z
  .string({ error: whenMissing(messages.email.empty) })
  .trim()
  .min(1, messages.email.empty)
  .max(MAX_EMAIL_LENGTH, messages.email.tooLong)
  .transform((v) => v.toLowerCase());

/** A required text field with the spec's message; trimmed, bounded so no one stores a novel. */
export function requiredText(message: string, max = 200) {
  return z
    .string({ error: whenMissing(message) })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`);
}

/**
 * Characters no name holds (issue #35): controls (CR and LF forged a header line in an e-mail's
 * text part; NUL, tab…), the line and paragraph separators, and the marks that turn the direction
 * of text (U+202E shows 'gpj.exe' as 'exe.jpg'): embeddings, overrides, isolates, LRM/RLM/ALM.
 */
const NOT_IN_A_NAME = /[\p{Cc}\u2028\u2029\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/u;

/** A required name (a company, a person): requiredText without control or direction characters. */
export function requiredName(message: string, max = 200) {
  return requiredText(message, max).refine((v) => !NOT_IN_A_NAME.test(v), validationMessages.nameCharacters);
}

/**
 * A NUL character or half of a surrogate pair: PostgreSQL refuses to store either (text and
 * JSONB), so the API refuses them in any string of any request (plugins/text-characters.ts).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasInvalidCharacter(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}
