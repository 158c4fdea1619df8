/**
 * The invoicing information's fields (spec 000 §2), as the register wizard's step 2 and the
 * 'Invoicing information' tab of My Account both draw them: one FormTextField each, in this order.
 * Their labels are the catalogue's `field.<name>` (issue #27), in the page's language.
 */
export const invoicingFields = [
  { name: 'companylegalName' },
  { name: 'addressLine1', autoComplete: 'address-line1' },
  { name: 'addressLine2', autoComplete: 'address-line2' },
  { name: 'addressLine3', autoComplete: 'country-name' },
] as const;
