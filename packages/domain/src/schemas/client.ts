import { z } from 'zod';
import { messages } from '../messages';
import { emailSchema, requiredName, requiredText } from './fields';

/** /my_account/admin 'General information' (spec 000 §5 Account administration). */
export const generalInformationSchema = z.object({
  companyName: requiredName(messages.generalInformation.companyName),
  contactName: requiredName(messages.generalInformation.contactName),
  phone: requiredText(messages.generalInformation.phone, 40),
  // messages.generalInformation.email is the same string as the shared e-mail rule's.
  email: emailSchema,
});
export type GeneralInformation = z.input<typeof generalInformationSchema>;

/** /my_account/admin 'Invoicing information'. */
export const invoicingInformationSchema = z.object({
  companylegalName: requiredText(messages.invoicingInformation.companylegalName),
  addressLine1: requiredText(messages.invoicingInformation.addressLine1),
  addressLine2: requiredText(messages.invoicingInformation.addressLine2),
  addressLine3: requiredText(messages.invoicingInformation.addressLine3),
});
export type InvoicingInformation = z.input<typeof invoicingInformationSchema>;

/** The client entity (spec 000 §3 Client) as GET /api/client answers it. */
export const clientSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  contactName: z.string(),
  phone: z.string(),
  email: z.string(),
  companylegalName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  addressLine3: z.string(),
  accountType: z.enum(['STANDARD', 'PREMIUM']),
  subscriptionStartDate: z.string().nullable(),
  subscriptionEndDate: z.string().nullable(),
  prepaidAmount: z.number().nullable(),
  subscriptionsUrl: z.array(z.object({ year: z.number().int(), url: z.string() })),
  pricingUrl: z.string().nullable(),
});
export type Client = z.infer<typeof clientSchema>;
