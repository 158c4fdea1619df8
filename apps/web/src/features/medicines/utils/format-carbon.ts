/**
 * Footprints are stored in gCO2eq per box (spec 001 §9). Grams read well up to a few thousand;
 * above 1,000 g the kilogram figure is easier to grasp, so both are given.
 */
const grams = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
// Issue #16: one format per page, so '1 gCO2eq' never sits beside '8.6 gCO2eq': three significant
// digits below 100 g ('1.00', '8.60', '18.4'), whole grams above ('184', '8,035').
const smallGrams = new Intl.NumberFormat('en-GB', {
  minimumSignificantDigits: 3,
  maximumSignificantDigits: 3,
});
const kilograms = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2, minimumFractionDigits: 2 });
const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });

/** '184 gCO2eq', '8,035 gCO2eq', '18.4 gCO2eq', '0.900 gCO2eq'. */
export function formatGrams(value: number): string {
  return `${(value < 100 ? smallGrams : grams).format(value)} gCO2eq`;
}

/** '8.04 kgCO2eq' */
export function formatKilograms(value: number): string {
  return `${kilograms.format(value / 1000)} kgCO2eq`;
}

/** The table's figure: grams below 1 kg, kilograms above. */
export function formatCarbon(value: number): string {
  return value >= 1000 ? formatKilograms(value) : formatGrams(value);
}

/** 0.817 → '81.7%' */
export function formatShare(share: number): string {
  return percent.format(share);
}

const tonnes = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3, minimumFractionDigits: 3 });
const kgFigures = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const quantities = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** Purchases totals (issue #25): kgCO2e in, '1.234 tCO2e' out. */
export function formatTonnes(kg: number): string {
  return `${tonnes.format(kg / 1000)} tCO2e`;
}

/** A purchase line's emissions: '12.3 kgCO2e'. */
export function formatKgCO2e(kg: number): string {
  return `${kgFigures.format(kg)} kgCO2e`;
}

/** Boxes bought: '1,200', '12.5'. */
export function formatQuantity(n: number): string {
  return quantities.format(n);
}
