/**
 * The origin label's product fields as the forms name them (spec 001 §3), written once for the
 * wizard, its review step, 'What changed' and the validation messages (issue #26).
 */
export const originFieldLabels = {
  drugProductName: 'Drug product name',
  drugProductCode: 'Drug product code',
  drugProductCodeHs: 'HS code',
  commercializationCountry: 'Commercialization country',
  apiCount: 'Number of drug substances',
} as const;
