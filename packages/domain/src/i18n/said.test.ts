import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages, serverMessages } from '../messages';
import '../validation-messages';
import { en } from './en';
import { fr } from './fr';
import { sayPhrase } from './phrase';
import { phraseOfConstant, phraseOfIssue, phraseOfWire, serverSaid } from './said';

const issueOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues[0]!;

describe('validation and server messages as phrases (issue #40)', () => {
  it('keeps the phrase of an installed message on the issue zod reports, its values with it', () => {
    // zod's error map returns only text; the phrase rides on the issue (validation-messages.ts).
    const long = issueOf(z.string().max(300), 'x'.repeat(301));
    expect(long.message).toBe("This text can't exceed 300 characters");
    expect(phraseOfIssue(long)).toEqual({ key: 'common.message.textTooLong', values: { maximum: 300 } });
    expect(sayPhrase('fr', phraseOfIssue(long)!)).toBe('Ce texte ne peut pas dépasser 300 caractères');
    const small = issueOf(z.number().min(0.5), 0.1);
    expect(sayPhrase('en', phraseOfIssue(small)!)).toBe(small.message);
    expect(sayPhrase('fr', phraseOfIssue(small)!)).toBe('Ce nombre ne peut pas être inférieur à 0,5');
    const unknown = issueOf(z.strictObject({}), { a: 1, b: 2 });
    expect(sayPhrase('fr', phraseOfIssue(unknown)!)).toBe('Champs inconnus : a, b');
  });

  it('says every installed message in English exactly as zod writes it', () => {
    const cases: [z.ZodType, unknown][] = [
      [z.object({ a: z.string() }), {}],
      [z.string(), 5],
      [z.string().min(1), ''],
      [z.string().min(3), 'a'],
      [z.array(z.number()).min(2), [1]],
      [z.array(z.number()).max(1), [1, 2]],
      [z.number().gt(2.5), 1],
      [z.number().lt(1000), 2000],
      [z.enum(['DRAFT', 'CHECK']), 'X'],
      [z.email(), 'nope'],
      [z.strictObject({}), { x: 1 }],
      [z.string().refine(() => false), 'a'],
    ];
    for (const [schema, value] of cases) {
      const issue = issueOf(schema, value);
      expect(sayPhrase('en', phraseOfIssue(issue)!)).toBe(issue.message);
    }
  });

  it("carries a schema's own constant as its key, and a custom issue's phrase in params", () => {
    const issue = issueOf(z.string().min(1, messages.password.empty), '');
    expect(phraseOfIssue(issue)).toEqual({ key: 'password.empty', values: {} });
    // A custom issue (the mass-balance rules') names its phrase in params.
    const custom = issueOf(
      z.string().superRefine((_, ctx) =>
        ctx.addIssue({
          code: 'custom',
          message: 'English of the rule',
          params: { said: { key: 'footprints.mb.message.tooManyLines', values: {} } },
        }),
      ),
      'a',
    );
    expect(phraseOfIssue(custom)).toEqual({ key: 'footprints.mb.message.tooManyLines', values: {} });
    expect(phraseOfIssue({ message: 'Words of nobody' })).toBeUndefined();
  });

  it('gives a plain constant one meaning: texts several keys share are said alike in every language', () => {
    const plain = Object.entries(en).filter(([, text]) => !text.includes('{'));
    for (const [key, text] of plain) {
      const found = phraseOfConstant(text);
      expect(found, text).toBeDefined();
      expect(fr[found!.key as keyof typeof fr], text).toBe(fr[key as keyof typeof fr]);
    }
  });

  it("says the server's messages with values as serverMessages writes them", () => {
    for (const seconds of [1, 45, 119, 120, 600, 3599]) {
      expect(sayPhrase('en', serverSaid.tooManyRequests(seconds))).toBe(
        serverMessages.tooManyRequests(seconds),
      );
      expect(sayPhrase('en', serverSaid.tooManyFailedAttempts(seconds))).toBe(
        serverMessages.tooManyFailedAttempts(seconds),
      );
      expect(sayPhrase('en', serverSaid.tooManyMedicineSearches(seconds))).toBe(
        serverMessages.tooManyMedicineSearches(seconds),
      );
    }
    expect(sayPhrase('en', serverSaid.kindNotFound('CARBON'))).toBe(
      serverMessages.kindNotFound(en['kind.CARBON.name']),
    );
    expect(sayPhrase('en', serverSaid.basketsFull(20))).toBe(serverMessages.basketsFull(20));
    expect(sayPhrase('en', serverSaid.plantLimitReached(500))).toBe(serverMessages.plantLimitReached(500));
    expect(sayPhrase('en', serverSaid.tooManyNewPlants(153, 150))).toBe(
      serverMessages.tooManyNewPlants(153, 150),
    );
  });

  it('reads a phrase from the wire only when every key is the catalogue’s and it is bounded', () => {
    const nested = {
      key: 'common.message.kindNotFound',
      values: { label: { key: 'kind.CARBON.name', values: {} } },
    };
    expect(phraseOfWire(nested)).toEqual(nested);
    expect(phraseOfWire({ key: 'no.such.key', values: {} })).toBeUndefined();
    expect(
      phraseOfWire({ key: 'common.message.kindNotFound', values: { label: { key: 'nope' } } }),
    ).toBeUndefined();
    expect(phraseOfWire({ key: 'password.empty', values: { a: 'x'.repeat(2001) } })).toBeUndefined();
    let deep: unknown = { key: 'password.empty', values: {} };
    for (let i = 0; i < 6; i++) deep = { key: 'common.message.kindNotFound', values: { label: deep } };
    expect(phraseOfWire(deep)).toBeUndefined();
    expect(phraseOfWire('password.empty')).toBeUndefined();
    expect(phraseOfWire(null)).toBeUndefined();
  });
});
