/**
 * Footprints are stored in gCO2eq per box (spec 001 §9). Grams read well up to a few thousand;
 * above 1,000 g the kilogram figure is easier to grasp, so both are given.
 */
const grams = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const smallGrams = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const kilograms = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2, minimumFractionDigits: 2 });
const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });

/** '184 gCO2eq', '8,035 gCO2eq', '0.9 gCO2eq'. */
export function formatGrams(value: number): string {
  return `${(value < 10 ? smallGrams : grams).format(value)} gCO2eq`;
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
