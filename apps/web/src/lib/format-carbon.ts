import type { Locale } from '@pharmatrace/domain';
import { formatNumber as formatNumberInLanguage } from '@/lib/format';
import { useLanguage } from '@/lib/language';

/**
 * Footprints are stored in gCO2eq per box (spec 001 §9). Grams read well up to a few thousand;
 * above 1,000 g the kilogram figure is easier to grasp, so both are given. Numbers are written
 * as the page's language writes them (issue #27): '8,035' and '18.4' in English, '8 035' and
 * '18,4' in French. The units are symbols, the same in both languages.
 */
/** The digits of each kind of figure; lib/format writes them in the language (FormatJS, cached). */
const digits = {
  grams: { maximumFractionDigits: 0 },
  // Issue #16: one format per page, so '1 gCO2eq' never sits beside '8.6 gCO2eq': three significant
  // digits below 100 g ('1.00', '8.60', '18.4'), whole grams above ('184', '8,035').
  smallGrams: { minimumSignificantDigits: 3, maximumSignificantDigits: 3 },
  kilograms: { maximumFractionDigits: 2, minimumFractionDigits: 2 },
  percent: { style: 'percent', maximumFractionDigits: 1 },
  tonnes: { maximumFractionDigits: 3, minimumFractionDigits: 3 },
  kgFigures: { maximumFractionDigits: 1 },
  quantities: { maximumFractionDigits: 2 },
  plain: { maximumFractionDigits: 3 },
  ratio: { maximumFractionDigits: 1, minimumFractionDigits: 1 },
} as const satisfies Record<string, Parameters<typeof formatNumberInLanguage>[1]>;

/** `value` written with the digits of `kind`, in `locale`. */
const write = (value: number, kind: keyof typeof digits, locale: Locale) =>
  formatNumberInLanguage(value, digits[kind], locale);

/** '184 gCO2eq', '8,035 gCO2eq', '18.4 gCO2eq', '0.900 gCO2eq'. */
export function formatGrams(value: number, locale: Locale = 'en'): string {
  return `${write(value, value < 100 ? 'smallGrams' : 'grams', locale)} gCO2eq`;
}

/** '8.04 kgCO2eq' */
export function formatKilograms(value: number, locale: Locale = 'en'): string {
  return `${write(value / 1000, 'kilograms', locale)} kgCO2eq`;
}

/** The table's figure: grams below 1 kg, kilograms above. */
export function formatCarbon(value: number, locale: Locale = 'en'): string {
  return value >= 1000 ? formatKilograms(value, locale) : formatGrams(value, locale);
}

/** 0.817 → '81.7%' ('81,7 %' in French). */
export function formatShare(share: number, locale: Locale = 'en'): string {
  return write(share, 'percent', locale);
}

/** Purchases totals (issue #25): kgCO2e in, '1.234 tCO2e' out. */
export function formatTonnes(kg: number, locale: Locale = 'en'): string {
  return `${write(kg / 1000, 'tonnes', locale)} tCO2e`;
}

/** A purchase line's emissions: '12.3 kgCO2e'. */
export function formatKgCO2e(kg: number, locale: Locale = 'en'): string {
  return `${write(kg, 'kgFigures', locale)} kgCO2e`;
}

/** Boxes bought: '1,200', '12.5'. */
export function formatQuantity(n: number, locale: Locale = 'en'): string {
  return write(n, 'quantities', locale);
}

/** Any other figure (a factor, a ratio): up to three decimals, in the language's digits. */
export function formatNumber(n: number, locale: Locale = 'en'): string {
  return write(n, 'plain', locale);
}

/** A ratio with one decimal: '2.0' ('2,0' in French). */
export function formatRatio(n: number, locale: Locale = 'en'): string {
  return write(n, 'ratio', locale);
}

/** The formats above in the page's language, for a component. */
export function useCarbonFormat() {
  const language = useLanguage();
  return {
    language,
    grams: (value: number) => formatGrams(value, language),
    kilograms: (value: number) => formatKilograms(value, language),
    carbon: (value: number) => formatCarbon(value, language),
    share: (share: number) => formatShare(share, language),
    tonnes: (kg: number) => formatTonnes(kg, language),
    kgCO2e: (kg: number) => formatKgCO2e(kg, language),
    quantity: (n: number) => formatQuantity(n, language),
    number: (n: number) => formatNumber(n, language),
    ratio: (n: number) => formatRatio(n, language),
  };
}
