import type { EmissionFactor } from '@pharmatrace/domain';
import { catalystMetals } from './catalysts';
import { starterName } from './starter-names';

/**
 * Open factors for the catalyst metals (issue #36 'Metals and catalysts'; docs/methodology.md
 * 'Metals and catalysts'; decision 0074): cradle-to-gate GWP100 per kg of metal, 2008 global
 * supply mix, from Nuss P, Eckelman MJ (2014), 'Life Cycle Assessment of Metals: A Scientific
 * Synthesis', PLOS ONE 9(7): e101298, doi:10.1371/journal.pone.0101298, CC BY 4.0: Supporting
 * Information S1, Table S38, the 'TOTAL' row of each element, with the 2.5 % and 97.5 % bounds of
 * the authors' lognormal Monte Carlo.
 *
 * How the figures were read, honestly: the publisher's file could not be reached. They were read
 * from two third-party transcriptions of Table S38 that agree on every central value below:
 * - hyunjin-kor/COMET, backend/data/lca_factors.json at commit
 *   4b32e711f6bb0edf52472f8fff4cdd5ca04d6ede (central value and 2.5/97.5 % bounds per element,
 *   naming Table S38 and its 'TOTAL' rows);
 * - a metals.py whose table says 'All energy and emissions figures per ton come from Nuss and
 *   Eckelman' (central values only).
 * So the rows are rated reliability 2, not 1 (a figure checked against its publisher's file), and
 * the bounds, hence each row's own spread, rest on the first transcription alone.
 */

export const NUSS_ECKELMAN =
  'Nuss & Eckelman (2014), Life Cycle Assessment of Metals: A Scientific Synthesis, PLOS ONE 9(7) e101298, Table S38 (TOTAL, 2008 global supply mix)';
export const NUSS_ECKELMAN_LICENCE = 'CC BY 4.0';

const READ =
  'Read from two third-party transcriptions of Table S38 that agree (hyunjin-kor/COMET backend/data/lca_factors.json at commit 4b32e71, and a metals.py citing Nuss and Eckelman), not from the publisher’s file, which could not be reached; the 2.5–97.5 % bounds from the first alone.';

/** kgCO2e per kg of metal: central value, 2.5 % and 97.5 % bounds, by the metal's CAS number. */
export const metalFigures: Record<string, { value: number; p2_5: number; p97_5: number }> = {
  '7440-05-3': { value: 3880, p2_5: 3090, p97_5: 4860 },
  '7440-06-4': { value: 12_500, p2_5: 9650, p97_5: 16_200 },
  '7440-16-6': { value: 35_100, p2_5: 26_700, p97_5: 45_500 },
  '7440-18-8': { value: 2110, p2_5: 1660, p97_5: 2690 },
  '7440-02-0': { value: 6.5, p2_5: 5.9, p97_5: 7.3 },
  '7440-50-8': { value: 2.8, p2_5: 2.2, p97_5: 3.5 },
  '7440-66-6': { value: 3.1, p2_5: 2.4, p97_5: 4.1 },
};

/** σ of a lognormal whose 2.5 % and 97.5 % quantiles are these: ln(p97.5 / p2.5) / (2 × 1.96). */
export const lognormalSigmaOfBounds = (p2_5: number, p97_5: number) => Math.log(p97_5 / p2_5) / (2 * 1.96);

export const metalFactors: EmissionFactor[] = catalystMetals.map((metal) => {
  const figure = metalFigures[metal.cas];
  if (!figure) throw new Error(`No Nuss & Eckelman figure for ${metal.name}`);
  const sigma = lognormalSigmaOfBounds(figure.p2_5, figure.p97_5);
  return {
    kind: 'material',
    key: metal.cas,
    name: starterName('material', metal.cas),
    aliases: [metal.name, `${metal.name} metal`],
    unit: 'kgCO2e/kg',
    value: figure.value,
    geography: 'GLO',
    source: NUSS_ECKELMAN,
    licence: NUSS_ECKELMAN_LICENCE,
    year: 2014,
    // The metal itself, primary and secondary supply as the table mixes them, not the catalyst
    // made from it: technological 2. A global mix used anywhere: geographical 2. A 2008 supply mix
    // on inventories of ecoinvent 2.2 and others: temporal 4. Transcriptions that agree, not the
    // publisher's file: reliability 2.
    dqr: { technological: 2, geographical: 2, temporal: 4, reliability: 2 },
    sourceSigma: Math.round(sigma * 10_000) / 10_000,
    note: `${READ} 95 % bounds ${figure.p2_5} to ${figure.p97_5} kgCO2e/kg: the row's own σ ${(Math.round(sigma * 1000) / 1000).toFixed(3)}. Recovery and refining of a spent catalyst's metal are not credited.`,
  };
});
