import { z } from 'zod';
import { validationMessages as m, messages } from './messages';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

const typeMessages: Record<string, string> = {
  string: m.notText,
  number: m.notNumber,
  int: m.notWholeNumber,
  boolean: m.notBoolean,
  array: m.notList,
  object: m.notGroup,
};

/**
 * The message of an issue whose schema gives none (issue #16: no answer shows zod's default
 * English). Schemas with the spec's own words keep them: zod reads a schema's `error` first.
 */
export function validationMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return m.required;
      return typeMessages[issue.expected] ?? m.wrongType;
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') return minimum <= 1 ? m.empty : m.textTooShort(minimum);
      if (issue.origin === 'array' || issue.origin === 'set') return m.listTooShort(minimum);
      return m.numberTooSmall(minimum, issue.inclusive !== false);
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return m.textTooLong(maximum);
      if (issue.origin === 'array' || issue.origin === 'set') return m.listTooLong(maximum);
      return m.numberTooBig(maximum, issue.inclusive !== false);
    }
    case 'invalid_format':
      return issue.format === 'email' ? messages.email.invalid : m.wrongFormat;
    case 'invalid_value': {
      const choices = issue.values.map(String);
      return choices.length > 0 && choices.length <= 8 ? m.notOneOf(choices) : m.notAChoice;
    }
    case 'unrecognized_keys':
      return m.unknownFields(issue.keys);
    default:
      return m.invalid;
  }
}

/*
 * Installed once, for the API and the web alike, by importing the domain package: every schema of
 * every workspace shares this zod instance.
 */
z.config({ customError: validationMessage });
