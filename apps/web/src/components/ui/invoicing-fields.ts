/**
 * The invoicing information's fields (spec 000 §2), as the register wizard's step 2 and the
 * 'Invoicing information' tab of My Account both draw them: one FormTextField each, in this order.
 */
export const invoicingFields = [
  { name: 'companylegalName', label: 'Company legal name' },
  { name: 'addressLine1', label: 'Address line 1 (street)', autoComplete: 'address-line1' },
  { name: 'addressLine2', label: 'Address line 2 (zip code and city)', autoComplete: 'address-line2' },
  { name: 'addressLine3', label: 'Address line 3 (country)', autoComplete: 'country-name' },
] as const;
