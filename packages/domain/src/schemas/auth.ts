import { z } from 'zod';
import { locales } from '../i18n/locales';
import { messages } from '../messages';
import {
  emailSchema,
  looseEmailSchema,
  passwordSchema,
  requiredName,
  requiredText,
  whenMissing,
} from './fields';

export const accountTypes = ['STANDARD', 'PREMIUM'] as const;
export const accountTypeSchema = z.enum(accountTypes, { error: messages.register.accountType });
export type AccountType = z.infer<typeof accountTypeSchema>;

/** Register wizard step 1: account information (spec 000 §2, §5). */
export const registerStep1Schema = z.object({
  companyName: requiredName(messages.register.companyName),
  contactName: requiredName(messages.register.contactName),
  phone: requiredText(messages.register.phone, 40),
  email: emailSchema,
  password: passwordSchema,
});

/** Register wizard step 2: invoicing information. */
export const registerStep2Schema = z.object({
  companylegalName: requiredText(messages.register.companylegalName),
  addressLine1: requiredText(messages.register.addressLine1),
  addressLine2: requiredText(messages.register.addressLine2),
  addressLine3: requiredText(messages.register.addressLine3),
});

/** Register wizard step 3: account type and terms. */
export const registerStep3Schema = z.object({
  accountType: accountTypeSchema,
  acceptTerms: z.literal(true, { error: messages.register.acceptTerms }),
});

/** The registration payload (spec 000 §3). */
export const registerSchema = registerStep1Schema
  .extend(registerStep2Schema.shape)
  .extend(registerStep3Schema.shape)
  // Issue #27: the language the page was in; without it, the request's Accept-Language.
  .extend({ language: z.enum(locales).optional() });

/** GET and PUT /api/auth/language (issue #27). */
export const languageSchema = z.object({ language: z.enum(locales) });
export type RegisterInput = z.input<typeof registerSchema>;

/** A value of a draft read back from storage: kept if it has the right type, dropped otherwise. */
const draftText = z.string().optional().catch(undefined);

/**
 * What the register wizard keeps of its typing for a reload (web lib/form-drafts.ts), read back
 * through this schema: the typed text unchecked (a draft may be half typed), the account type if
 * it is one; a value of the wrong type is dropped, the others kept. Never the password nor the
 * acceptance of the terms: anything else in storage is stripped.
 */
export const registerDraftSchema = z.object({
  companyName: draftText,
  contactName: draftText,
  phone: draftText,
  email: draftText,
  companylegalName: draftText,
  addressLine1: draftText,
  addressLine2: draftText,
  addressLine3: draftText,
  accountType: accountTypeSchema.optional().catch(undefined),
});
export type RegisterDraft = z.output<typeof registerDraftSchema>;

export const loginSchema = z.object({
  email: looseEmailSchema,
  password: z
    .string({ error: whenMissing(messages.password.empty) })
    .min(1, messages.password.empty)
    .max(200),
  keepLogged: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const confirmUserSchema = z.object({
  email: looseEmailSchema,
  code: z.string().trim().min(1, messages.reset.codeEmpty).max(20),
});

export const forgotPasswordSchema = z.object({ email: looseEmailSchema });

/** set_password: the new password only needs to be non-empty on the form (spec 000 §5);
 *  the server still applies the password rules so a weak password never lands. */
export const resetPasswordFormSchema = z.object({
  code: z
    .string({ error: whenMissing(messages.reset.codeEmpty) })
    .trim()
    .min(1, messages.reset.codeEmpty)
    .regex(/^\d{6}$/, messages.reset.codeFormat),
  email: emailSchema,
  password: z
    .string({ error: whenMissing(messages.password.empty) })
    .min(1, messages.password.empty)
    .max(200),
});
export const resetPasswordSchema = resetPasswordFormSchema.extend({ password: passwordSchema });

export const changePasswordSchema = z
  .object({
    password: z
      .string({ error: whenMissing(messages.password.currentEmpty) })
      .min(1, messages.password.currentEmpty)
      .max(200),
    newPassword: passwordSchema,
    confirmNewPassword: z
      .string({ error: whenMissing(messages.password.confirmEmpty) })
      .min(1, messages.password.confirmEmpty)
      .max(200),
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    message: messages.password.confirmMismatch,
    path: ['confirmNewPassword'],
  });

export const refreshTokenSchema = z.object({ RefreshToken: z.string().min(1).max(500) });

export const createPasswordSubUserSchema = z.object({
  email: looseEmailSchema,
  password: passwordSchema,
  challengeSession: z.string().min(1).max(2000),
});

/** Spec 001 §5 'New user'. */
export const createSubUserSchema = z.object({
  name: requiredName(messages.newUser.name),
  function: requiredText(messages.newUser.function),
  email: emailSchema,
});
export type CreateSubUserInput = z.input<typeof createSubUserSchema>;

// ---- answers (Cognito-style shapes, DESIGN.md HTTP contract) ----

export const authenticationResultSchema = z.object({
  AccessToken: z.string(),
  RefreshToken: z.string(),
  ExpiresIn: z.number().int(),
  TokenType: z.literal('Bearer'),
});
export type AuthenticationResult = z.infer<typeof authenticationResultSchema>;

export const loginResponseSchema = z.union([
  z.object({ AuthenticationResult: authenticationResultSchema }),
  z.object({ ChallengeName: z.literal('NEW_PASSWORD_REQUIRED'), Session: z.string() }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const codeDeliveryResponseSchema = z.object({
  CodeDeliveryDetails: z.object({
    Destination: z.string(),
    DeliveryMedium: z.literal('EMAIL'),
    AttributeName: z.literal('email'),
  }),
});
export type CodeDeliveryResponse = z.infer<typeof codeDeliveryResponseSchema>;

export const isSubUserResponseSchema = z.object({ isSubUser: z.boolean() });

export const subUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  function: z.string(),
  isSubUser: z.literal(true),
  confirmed: z.boolean(),
});
export type SubUser = z.infer<typeof subUserSchema>;
export const subUserListSchema = z.array(subUserSchema);
