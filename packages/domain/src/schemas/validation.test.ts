import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  changePasswordSchema,
  registerDraftSchema,
  registerStep1Schema,
  registerStep2Schema,
  resetPasswordFormSchema,
} from './auth';
import { emailSchema, passwordSchema } from './fields';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error!.issues[0]!.message;

describe('passwordSchema (spec 000 §5)', () => {
  it.each([
    ['', messages.password.empty],
    ['Ab1!', messages.password.tooShort],
    [`Ab1!${'x'.repeat(47)}`, messages.password.tooLong],
    ['abcdefgh1!', messages.password.upperCase],
    ['ABCDEFGH1!', messages.password.lowerCase],
    ['Abcdefgh12', messages.password.special],
    ['Abcdefghi!', messages.password.number],
  ])('refuses %j with "%s" first', (value, message) => {
    expect(firstError(passwordSchema.safeParse(value))).toBe(message);
  });

  it('accepts 9 to 50 characters with all four kinds', () => {
    expect(passwordSchema.safeParse('Abcdefg1!').success).toBe(true);
    expect(passwordSchema.safeParse(`Ab1!${'x'.repeat(46)}`).success).toBe(true);
    expect(passwordSchema.safeParse('Pass word1').success).toBe(true);
  });
});

describe('emailSchema', () => {
  it('needs a value and a simple shape with a 2 to 4 letter top-level domain', () => {
    expect(firstError(emailSchema.safeParse(''))).toBe("Email can't be empty");
    expect(firstError(emailSchema.safeParse('a@b'))).toBe('Incorrect email');
    expect(firstError(emailSchema.safeParse('a@b.museum'))).toBe('Incorrect email');
    expect(emailSchema.parse(' Jane.Doe+x@Example.COM ')).toBe('jane.doe+x@example.com');
  });
});

describe('register steps', () => {
  it('step 1 reports every empty field with the spec messages', () => {
    const result = registerStep1Schema.safeParse({
      companyName: '',
      contactName: '',
      phone: '',
      email: '',
      password: '',
    });
    expect(result.success).toBe(false);
    // A form shows the first message of each field.
    const byField: Record<string, string> = {};
    for (const issue of result.error!.issues) byField[String(issue.path[0])] ??= issue.message;
    expect(byField).toMatchObject({
      companyName: "Company name can't be empty",
      contactName: "Contact name can't be empty",
      phone: "Phone number can't be empty",
      email: "Email can't be empty",
      password: "Password can't be empty",
    });
  });

  it('step 2 uses the invoicing messages of the register wizard', () => {
    const result = registerStep2Schema.safeParse({
      companylegalName: '',
      addressLine1: '',
      addressLine2: '',
      addressLine3: '',
    });
    const messagesSeen = result.error!.issues.map((i) => i.message);
    expect(messagesSeen).toContain("Address line 2 (zip code and city) number can't be empty");
    expect(messagesSeen).toContain("Address line 3 (country) can't be empty");
  });
});

describe('set_password and change password', () => {
  it('the reset form only needs a non-empty password, and a 6-digit code', () => {
    expect(
      resetPasswordFormSchema.safeParse({ code: '123456', email: 'a@b.com', password: 'x' }).success,
    ).toBe(true);
    expect(
      firstError(resetPasswordFormSchema.safeParse({ code: '12345', email: 'a@b.com', password: 'x' })),
    ).toBe(messages.reset.codeFormat);
  });

  it('the confirmation must match', () => {
    const result = changePasswordSchema.safeParse({
      password: 'old',
      newPassword: 'Abcdefg1!',
      confirmNewPassword: 'Abcdefg1?',
    });
    expect(result.error!.issues[0]).toMatchObject({
      message: 'Password does not match',
      path: ['confirmNewPassword'],
    });
  });
});

describe('registerDraftSchema (what the register wizard reads back from storage)', () => {
  it('keeps the typed text, drops a value of the wrong type and never keeps the password', () => {
    expect(
      registerDraftSchema.parse({
        companyName: 'Hospital of Lyon',
        email: 'marie@',
        phone: 42,
        accountType: 'GOLD',
        password: 'Str0ng!Passw0rd',
        acceptTerms: true,
      }),
    ).toEqual({ companyName: 'Hospital of Lyon', email: 'marie@' });
    expect(registerDraftSchema.parse({ accountType: 'PREMIUM' })).toEqual({ accountType: 'PREMIUM' });
  });
});
