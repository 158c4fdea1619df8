import { type Phrase, phrase } from '@pharmatrace/domain';
import { CO2_PER_CARBON, readComposition } from '../chemistry';
import type { FactorIndex } from '../factors/library';

/**
 * What a waste stream releases itself (issue #23 'Wastes'): the fossil CO2 of the organic carbon
 * it carries (burnt in an incinerator, oxidised in a biological station, or in the air), and the
 * greenhouse gases a gas stream vents as such. The carbon comes from the formulas of the
 * substances its rough composition names; where it names none, from a default per stream kind.
 */

export type StreamKind = 'aqueous' | 'organic' | 'gas';

/**
 * Defaults per stream kind (docs/methodology.md 'Wastes'): the carbon of a stream whose
 * composition names no known substance, and the share taken by the organics a composition
 * names without a percentage.
 */
export const streamDefaults: Record<StreamKind, { carbon: number; sigma: number; namedShare: number }> = {
  /** Spent solvents: typical mixtures are 40–90 % carbon. */
  organic: { carbon: 0.6, sigma: 0.3, namedShare: 1 },
  /** Process water: about 5 % organics, half of it carbon. */
  aqueous: { carbon: 0.025, sigma: 0.8, namedShare: 0.05 },
  /** Vent gas: mostly nitrogen, a few per cent of solvent vapour. */
  gas: { carbon: 0.05, sigma: 1, namedShare: 0.1 },
};

export interface StreamEmission {
  /** kgCO2e per kg of the stream. */
  perKg: number;
  sigma: number;
  /** Whether the figure comes from substances the composition names (else from the default). */
  fromComposition: boolean;
  /** Where the figure comes from, as a catalogue phrase (issue #27). */
  source: Phrase;
}

export function streamEmission(kind: StreamKind, composition: string, factors: FactorIndex): StreamEmission {
  const defaults = streamDefaults[kind];
  const parts = readComposition(composition);
  const defaultSource = phrase(`footprints.source.wasteDefault.${kind}`, {
    carbon: Math.round(defaults.carbon * 1000) / 10,
  });
  if (parts.length === 0) {
    return {
      perKg: defaults.carbon * CO2_PER_CARBON,
      sigma: defaults.sigma,
      fromComposition: false,
      source: defaultSource,
    };
  }
  const given = Math.min(
    1,
    parts.reduce((sum, p) => sum + (p.fraction ?? 0), 0),
  );
  const emitters = parts.filter((p) => p.substance.burns || p.substance.greenhouseGas);
  const unshared = emitters.filter((p) => p.fraction === null);
  // The organics named without a percentage share what the percentages leave, up to the kind's
  // usual share (an aqueous stream is mostly water; an organic stream is all organics).
  const left = Math.max(0, 1 - given);
  const eachUnshared = unshared.length > 0 ? Math.min(left, defaults.namedShare) / unshared.length : 0;
  let perKg = 0;
  for (const part of emitters) {
    const share = part.fraction ?? eachUnshared;
    if (part.substance.greenhouseGas) {
      const gwp = factors.byKeyIn('refrigerant', part.substance.greenhouseGas, [
        { geography: 'GLO', distance: 0 },
      ]);
      perKg += share * (gwp?.factor.value ?? 0);
    } else {
      const eol = factors.byKeyIn('end-of-life', part.substance.cas, [{ geography: 'GLO', distance: 0 }]);
      perKg += share * (eol?.factor.value ?? 0);
    }
  }
  // An organic stream whose percentages leave a part unnamed: that part takes the default carbon.
  const unnamed = kind === 'organic' && unshared.length === 0 ? left : 0;
  perKg += unnamed * defaults.carbon * CO2_PER_CARBON;
  const exact = unshared.length === 0 && unnamed < 0.02;
  return {
    perKg,
    sigma: exact ? 0.05 : 0.3,
    fromComposition: true,
    source: phrase(exact ? 'footprints.source.composition' : 'footprints.source.compositionAssumed', {
      names: parts.map((p) => p.substance.name).join(', '),
    }),
  };
}
