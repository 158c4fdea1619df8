import { normaliseCas } from '../chemistry';

/**
 * Metal catalysts (issue #36 'Metals and catalysts'): a catalyst line is charged for the metal it
 * holds, found by the metal's CAS number in the library. 'Pd/C 10 %' holds 10 % palladium by
 * mass, so 1 kg of it counts 0.1 kg of palladium (the carbon support is left out: it weighs
 * little against the metal's footprint). The CAS numbers are the elements' registry numbers.
 */
export const catalystMetals = [
  { symbol: 'pd', name: 'palladium', cas: '7440-05-3' },
  { symbol: 'pt', name: 'platinum', cas: '7440-06-4' },
  { symbol: 'rh', name: 'rhodium', cas: '7440-16-6' },
  { symbol: 'ru', name: 'ruthenium', cas: '7440-18-8' },
  { symbol: 'ni', name: 'nickel', cas: '7440-02-0' },
  { symbol: 'cu', name: 'copper', cas: '7440-50-8' },
  { symbol: 'zn', name: 'zinc', cas: '7440-66-6' },
] as const;
export type CatalystMetal = (typeof catalystMetals)[number];

export interface CatalystShare {
  metal: CatalystMetal;
  /** kg of metal per kg of the catalyst as bought, 0 < share ≤ 1. */
  share: number;
}

/** Supports a supported catalyst names after its metal: 'Pd/C', 'Pt on alumina', 'Pd(0) on CaCO3'. */
const SUPPORT = String.raw`(?:\/|\s+on\s+)\s*(?:c|carbon|charcoal|activated carbon|alumina|al2o3|silica|sio2|caco3|baso4|barium sulfate|calcium carbonate)\b`;

/**
 * The metal a catalyst line holds and its mass share, from its name ('Pd/C 10 %', '5% Pt/C',
 * 'palladium on carbon, 10 wt%', 'Raney nickel') or its CAS number (the metal itself); null when
 * it is not a metal catalyst, or when a supported catalyst does not say its metal content (the
 * share is then unknown and the line stays a data gap).
 */
export function catalystShare({
  cas,
  name,
}: {
  cas?: string | undefined;
  name?: string | undefined;
}): CatalystShare | null {
  const text = (name ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  for (const metal of catalystMetals) {
    const supported = new RegExp(
      String.raw`(?:^|[^a-z])(?:${metal.symbol}|${metal.name})(?:\s*\(0\))?${SUPPORT}`,
    ).test(text);
    if (supported) {
      const percent = /(\d+(?:[.,]\d+)?)\s*(?:%|wt\s*%|wt\.?\s*%|per\s*cent)/.exec(text);
      const share = percent ? Number(percent[1]!.replace(',', '.')) / 100 : Number.NaN;
      return share > 0 && share <= 1 ? { metal, share } : null;
    }
  }
  const metal =
    catalystMetals.find(
      (m) => cas !== undefined && cas.trim() !== '' && normaliseCas(cas) === normaliseCas(m.cas),
    ) ??
    catalystMetals.find(
      (m) =>
        text === m.name ||
        text === `${m.name} black` ||
        text === `${m.name} sponge` ||
        text === `raney ${m.name}`,
    );
  return metal ? { metal, share: 1 } : null;
}
