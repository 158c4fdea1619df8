import {
  type FootprintEstimate,
  footprintEstimateMessages,
  type Locale,
  sayPhrase,
  translate,
} from '@pharmatrace/domain';
import type { PhrasedEstimate } from './estimate';
import { factorName } from './factors/starter-names';

/**
 * The estimate in a language (issue #27): each hot spot's label, data gap and warning said from
 * its phrase, the rest as computed. The API calls it per request with the `Accept-Language`'s language; the method
 * itself writes no words, so the browser's live estimate needs no catalogue.
 */
export function estimateIn(locale: Locale, phrased: PhrasedEstimate): FootprintEstimate {
  // The client's banded lines are the method's to hand to estimateForClient, never on the wire.
  const { clientLines: _notOnTheWire, ...estimate } = phrased;
  return {
    ...estimate,
    contributors: estimate.contributors.map((c) => ({
      ...c,
      label: sayPhrase(locale, c.label),
      source: typeof c.source === 'string' ? sourceIn(locale, c.source) : sayPhrase(locale, c.source),
      // Staff see the factor: a starter row's name in their language, any other row's as written.
      ...(c.factor ? { factor: { ...c.factor, name: nameIn(locale, c.factor) } } : {}),
    })),
    dataGaps: estimate.dataGaps.map(({ phrase, ...gap }) => ({ ...gap, message: sayPhrase(locale, phrase) })),
    warnings: estimate.warnings.map(({ phrase, ...warning }) => ({
      ...warning,
      message: sayPhrase(locale, phrase),
    })),
    sensitivity: estimate.sensitivity.map((input) => ({ ...input, label: sayPhrase(locale, input.label) })),
  };
}

type PortalSourceKey = 'footprints.estimate.licensedSource' | 'footprints.estimate.starterDefaultSource';

/**
 * The sources the portal writes itself, by their English words: what a client reads in place of an
 * imported factor's source (`estimateForClient`), and the starter library's own defaults.
 */
const portalSources = new Map<string, PortalSourceKey>([
  [footprintEstimateMessages.licensedSource, 'footprints.estimate.licensedSource'],
  [footprintEstimateMessages.starterDefaultSource, 'footprints.estimate.starterDefaultSource'],
]);

/**
 * A source written as text stays as written (a library factor's title), except the portal's own
 * words, said in the reader's language.
 */
function sourceIn(locale: Locale, source: string): string {
  const key = portalSources.get(source);
  return key ? translate(locale, key) : source;
}

/** A factor's name in a language: the starter library's rows from the catalogue (starter-names.ts). */
function nameIn(locale: Locale, factor: Parameters<typeof factorName>[0]): string {
  const name = factorName(factor);
  return typeof name === 'string' ? name : sayPhrase(locale, name);
}
