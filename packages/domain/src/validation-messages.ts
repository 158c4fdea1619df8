import { z } from 'zod';
import { type Phrase, phrase } from './i18n/phrase';
import { validationMessages as m, messages } from './messages';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

/** A message in the two forms it travels in: the spec's English, and its phrase (issue #40). */
export interface SaidMessage {
  message: string;
  said: Phrase;
}
const both = (message: string, said: Phrase): SaidMessage => ({ message, said });

const typeMessages: Record<string, SaidMessage> = {
  string: both(m.notText, phrase('validation.notText')),
  number: both(m.notNumber, phrase('validation.notNumber')),
  int: both(m.notWholeNumber, phrase('validation.notWholeNumber')),
  boolean: both(m.notBoolean, phrase('validation.notBoolean')),
  array: both(m.notList, phrase('validation.notList')),
  object: both(m.notGroup, phrase('validation.notGroup')),
};

/**
 * The message of an issue whose schema gives none (issue #16: no answer shows zod's default
 * English), and its phrase (issue #40): a bound is a value of the phrase, never read back out of
 * the English. A bound that may have decimals is a `decimal`, so French writes '0,5'.
 */
export function validationSaid(issue: Issue): SaidMessage {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return both(m.required, phrase('validation.required'));
      return typeMessages[issue.expected] ?? both(m.wrongType, phrase('validation.wrongType'));
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') {
        return minimum <= 1
          ? both(m.empty, phrase('validation.empty'))
          : both(m.textTooShort(minimum), phrase('common.message.textTooShort', { minimum }));
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return both(m.listTooShort(minimum), phrase('common.message.listTooShort', { minimum }));
      }
      const inclusive = issue.inclusive !== false;
      return both(
        m.numberTooSmall(minimum, inclusive),
        phrase(
          inclusive ? 'common.message.numberTooSmallInclusive' : 'common.message.numberTooSmallExclusive',
          {
            minimum: { decimal: minimum },
          },
        ),
      );
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') {
        return both(m.textTooLong(maximum), phrase('common.message.textTooLong', { maximum }));
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return both(m.listTooLong(maximum), phrase('common.message.listTooLong', { maximum }));
      }
      const inclusive = issue.inclusive !== false;
      return both(
        m.numberTooBig(maximum, inclusive),
        phrase(inclusive ? 'common.message.numberTooBigInclusive' : 'common.message.numberTooBigExclusive', {
          maximum: { decimal: maximum },
        }),
      );
    }
    case 'invalid_format':
      return issue.format === 'email'
        ? both(messages.email.invalid, phrase('email.invalid'))
        : both(m.wrongFormat, phrase('validation.wrongFormat'));
    case 'invalid_value': {
      const choices = issue.values.map(String);
      return choices.length > 0 && choices.length <= 8
        ? both(m.notOneOf(choices), phrase('common.message.notOneOf', { choices: choices.join(', ') }))
        : both(m.notAChoice, phrase('validation.notAChoice'));
    }
    case 'unrecognized_keys':
      return both(
        m.unknownFields(issue.keys),
        phrase('common.message.unknownFields', { count: issue.keys.length, keys: issue.keys.join(', ') }),
      );
    default:
      return both(m.invalid, phrase('validation.invalid'));
  }
}

/** The English of `validationSaid`: what zod writes in an issue's `message`. */
export function validationMessage(issue: Issue): string {
  return validationSaid(issue).message;
}

/**
 * Installed once, for the API and the web alike, by importing the domain package: every schema of
 * every workspace shares this zod instance. The issue keeps its phrase in `said`: zod's error map
 * may return only the text, but zod copies the raw issue's own properties into the issue it
 * reports after it has asked for the message (zod 4's `finalizeIssue`);
 * `validation-messages.test.ts` fails if a zod upgrade stops doing so.
 */
z.config({
  customError: (issue) => {
    const { message, said } = validationSaid(issue);
    (issue as { said?: Phrase }).said = said;
    return message;
  },
});
