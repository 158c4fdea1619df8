import { defaultLocale, type Locale } from '../i18n/locales';
import { formatNumberIn, translate } from '../i18n/translate';
import {
  estimateSummaryOf,
  FOOTPRINT_UNIT,
  type FootprintEstimate,
  type FootprintResultDetail,
} from '../schemas/footprint-estimate';

/**
 * THE headline of a carbon footprint (issue #36 'Honest presentation everywhere'): its central
 * value and its 95 % interval, '16 kgCO2e/kg, 95 % interval 8.2 to 37'. A '± uncertainty' of a
 * right-skewed distribution reads as 'could be zero', so no screen, PDF or PACT comment writes
 * one; `uncertainty` (1.96 × SD) stays in the API's answers as the spec's convention.
 *
 * Every figure of the headline goes through `formatFootprintHeadline`; an estimate's figures are
 * first rounded by `headlineOfEstimate`, and adoption stores those rounded figures, so that what
 * staff saw in the adopt dialog is what the result keeps, to the digits shown.
 */

/** The central value and the bounds of its 95 % interval, kgCO2e per kg. */
export interface FootprintHeadline {
  value: number;
  low: number;
  high: number;
}

/**
 * An estimate's figures carry two significant digits: a Monte Carlo whose 95 % interval spans a
 * factor of four does not support a third ('16, 8.2 to 37', not '15.79, 8.21 to 36.9').
 */
export const HEADLINE_SIGNIFICANT_DIGITS = 2;

/** A figure rounded as the headline writes an estimate. */
export function roundForHeadline(n: number): number {
  if (!Number.isFinite(n) || n === 0) return n === 0 ? 0 : n;
  return Number(n.toPrecision(HEADLINE_SIGNIFICANT_DIGITS));
}

/** The headline of an estimate (its value and its p2.5 and p97.5), rounded. */
export function headlineOfEstimate(estimate: {
  value: number;
  p2_5: number;
  p97_5: number;
}): FootprintHeadline {
  return {
    value: roundForHeadline(estimate.value),
    low: roundForHeadline(estimate.p2_5),
    high: roundForHeadline(estimate.p97_5),
  };
}

/** The decimals a figure was written with (12.4 → 1), at most 6. */
function decimalsOf(n: number): number {
  const text = String(n);
  if (text.includes('e')) return 6;
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : Math.min(6, text.length - dot - 1);
}

/**
 * The headline of a stored result. An adopted estimate has its interval (p2.5 and p97.5) and is
 * written as an estimate (rounded when adopted, so rounding again changes nothing); a figure staff
 * gave themselves has only its uncertainty, the half-width of a 95 % interval by the spec's
 * convention, so its interval is value ± uncertainty, written to the digits staff gave.
 */
export function headlineOfResult(result: {
  value: number;
  uncertainty: number;
  interval?: { low: number; high: number } | null;
}): FootprintHeadline {
  if (result.interval)
    return headlineOfEstimate({
      value: result.value,
      p2_5: result.interval.low,
      p97_5: result.interval.high,
    });
  const decimals = Math.max(decimalsOf(result.value), decimalsOf(result.uncertainty));
  const round = (n: number) => Number(n.toFixed(decimals));
  return {
    value: result.value,
    low: round(result.value - result.uncertainty),
    high: round(result.value + result.uncertainty),
  };
}

/** One figure of the headline in the language's digits ('7,300' in English, '7 300' in French). */
export const formatHeadlineFigure = (locale: Locale, n: number) =>
  formatNumberIn(locale, n, { maximumFractionDigits: 6 });

/**
 * A result's central value alone, '16 kgCO2e/kg', where a list has no room for (or no copy of)
 * its interval: the client's project list, whose rows are kept as the stored value and
 * uncertainty. Never with a '±' (issue #36).
 */
export const formatFootprintValue = (value: number, locale: Locale = defaultLocale) =>
  `${formatHeadlineFigure(locale, value)}${unitSpace(locale)}${FOOTPRINT_UNIT}`;

/** Between a figure and its unit: French typography keeps them on one line (issue #39). */
export const unitSpace = (locale: Locale) => (locale === 'fr' ? '\u00a0' : ' ');

/** '16 kgCO2e/kg, 95 % interval 8.2 to 37' ('16 kgCO2e/kg, intervalle à 95 % de 8,2 à 37', no-break spaces). */
export function formatFootprintHeadline(headline: FootprintHeadline, locale: Locale = defaultLocale): string {
  return translate(locale, 'footprints.headline', {
    value: formatHeadlineFigure(locale, headline.value),
    low: formatHeadlineFigure(locale, headline.low),
    high: formatHeadlineFigure(locale, headline.high),
    unit: FOOTPRINT_UNIT,
  });
}

/** The headline of a stored result (GET carbon/{id}/result, the staff screens, the reports). */
export function headlineOfResultDetail(detail: {
  value: number;
  uncertainty: number;
  origin: 'ESTIMATE' | 'STAFF';
  estimate: { p2_5: number; p97_5: number } | null;
}): FootprintHeadline {
  return headlineOfResult({
    value: detail.value,
    uncertainty: detail.uncertainty,
    interval:
      detail.origin === 'ESTIMATE' && detail.estimate
        ? { low: detail.estimate.p2_5, high: detail.estimate.p97_5 }
        : null,
  });
}

/**
 * What adopting an estimate stores (issue #36: 'the stored result keeps the figures staff saw, to
 * the digits shown'): the headline's rounded value and interval, and the uncertainty (the API's
 * convention, 1.96 × SD) to the same two significant digits.
 */
export function adoptedFiguresOf(estimate: {
  value: number;
  uncertainty: number;
  p2_5: number;
  p97_5: number;
}) {
  const headline = headlineOfEstimate(estimate);
  return {
    value: headline.value,
    uncertainty: roundForHeadline(estimate.uncertainty),
    p2_5: headline.low,
    p97_5: headline.high,
  };
}

/** An estimate adopted as a footprint's result, set at `setAt`: its figures as `adoptedFiguresOf` rounds them. */
export function adoptedResultOf(
  estimate: Omit<FootprintEstimate, 'contributors' | 'dataGaps' | 'warnings' | 'sensitivity'>,
  setAt: string,
): FootprintResultDetail {
  const figures = adoptedFiguresOf(estimate);
  return {
    value: figures.value,
    uncertainty: figures.uncertainty,
    unit: FOOTPRINT_UNIT,
    origin: 'ESTIMATE',
    reason: null,
    methodVersion: estimate.methodVersion,
    factorLibraryVersion: estimate.factorLibraryVersion,
    setAt,
    estimate: { ...estimateSummaryOf(estimate), p2_5: figures.p2_5, p97_5: figures.p97_5 },
  };
}
