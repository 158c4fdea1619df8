import {
  type FootprintEstimate,
  footprintEstimateMessages,
  type Locale,
  phrase,
  sayPhrase,
} from '@pharmatrace/domain';
import type { PhrasedEstimate } from './estimate';

/**
 * The estimate in a language (issue #27): each hot spot's label, data gap and warning said from
 * its phrase, the rest as computed. The API calls it per request with the `Accept-Language`'s language; the method
 * itself writes no words, so the browser's live estimate needs no catalogue.
 */
export function estimateIn(locale: Locale, estimate: PhrasedEstimate): FootprintEstimate {
  return {
    ...estimate,
    contributors: estimate.contributors.map((c) => ({
      ...c,
      label: sayPhrase(locale, c.label),
      source: typeof c.source === 'string' ? sourceIn(locale, c.source) : sayPhrase(locale, c.source),
    })),
    dataGaps: estimate.dataGaps.map(({ phrase, ...gap }) => ({ ...gap, message: sayPhrase(locale, phrase) })),
    warnings: estimate.warnings.map(({ phrase, ...warning }) => ({
      ...warning,
      message: sayPhrase(locale, phrase),
    })),
  };
}

/**
 * A source written as text stays as written (a library factor's title), except the words a client
 * reads in place of an imported factor's source (`estimateForClient`), which are the portal's own.
 */
function sourceIn(locale: Locale, source: string): string {
  return source === footprintEstimateMessages.licensedSource
    ? sayPhrase(locale, phrase('footprints.estimate.licensedSource'))
    : source;
}
