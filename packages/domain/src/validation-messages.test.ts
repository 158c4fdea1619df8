import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from './messages';
import './validation-messages';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('validation messages (issue #16: never zod default English)', () => {
  it.each([
    ['a missing field', z.object({ a: z.string() }), {}, 'This field is required'],
    ['text expected', z.string(), 5, 'This field must be text'],
    ['a number expected', z.number(), 'x', 'This field must be a number'],
    ['a group expected', z.object({}), 'x', 'This field must be a group of fields'],
    ['a list expected', z.array(z.string()), {}, 'This field must be a list'],
    ['an empty text', z.string().min(1), '', "This field can't be empty"],
    ['a long text', z.string().max(3), 'abcd', "This text can't exceed 3 characters"],
    ['a big number', z.number().max(10), 11, "This number can't be above 10"],
    ['a small number', z.number().min(1900), 1066, "This number can't be below 1900"],
    ['a long list', z.array(z.number()).max(2), [1, 2, 3], "This list can't have more than 2 items"],
    ['a wrong choice', z.enum(['DRAFT', 'CHECK']), 'X', 'Choose one of: DRAFT, CHECK'],
    ['an e-mail', z.email(), 'nope', messages.email.invalid],
    ['an unknown key', z.strictObject({}), { x: 1 }, 'Unknown field: x'],
    ['a failed refinement', z.string().refine(() => false), 'a', 'This value is not valid'],
  ])('%s', (_, schema, value, expected) => {
    expect(messageOf(schema, value)).toBe(expected);
  });

  it("keeps a schema's own message", () => {
    expect(messageOf(z.string({ error: 'Own words' }), 5)).toBe('Own words');
    expect(messageOf(z.string().min(1, 'Name needed'), '')).toBe('Name needed');
  });
});
