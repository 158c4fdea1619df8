import { describe, expect, it } from 'vitest';
import { findKnownSubstance } from '../chemistry';
import { sigmaOf } from '../pedigree';
import { uslciFactors } from './open-uslci';
import { starterLibrary } from './starter-library';

/**
 * Class defaults stand for what no factor covers (issue #36): their spread must hold the range of
 * the open factors of their class. A factor's value is the mean of its lognormal, so its 95 %
 * interval is value × exp(−σ²/2 ± 1.96 σ).
 */
const interval = (key: string) => {
  const row = starterLibrary.factors.find((f) => f.kind === 'class-default' && f.key === key)!;
  const sigma = sigmaOf('class-default', row.dqr);
  const median = row.value * Math.exp((-sigma * sigma) / 2);
  return [median * Math.exp(-1.96 * sigma), median * Math.exp(1.96 * sigma)] as const;
};
const openOf = (solvent: boolean) =>
  uslciFactors.filter((f) => {
    const known = findKnownSubstance(f.key, undefined);
    return known !== undefined && known.isSolvent === solvent && known.burns;
  });

describe('the class defaults’ spread', () => {
  it('holds every open solvent factor inside the solvent default’s 95 % interval', () => {
    const [low, high] = interval('solvent');
    const solvents = openOf(true);
    expect(solvents.map((f) => f.key).sort()).toEqual(['108-88-3', '1330-20-7', '64-19-7', '67-56-1']);
    for (const f of solvents) {
      expect(f.value).toBeGreaterThan(low);
      expect(f.value).toBeLessThan(high);
    }
  });

  it('holds every open organic chemical inside the organic default’s 95 % interval', () => {
    const [low, high] = interval('organic-chemical');
    // The open rows of organic chemicals the method does not know as solvents.
    const organic = [
      '71-43-2',
      '106-42-3',
      '107-21-1',
      '75-21-8',
      '75-56-9',
      '107-13-1',
      '74-85-1',
      '115-07-1',
    ];
    const rows = uslciFactors.filter((f) => organic.includes(f.key));
    expect(rows.length).toBe(organic.length);
    for (const f of rows) {
      expect(f.value).toBeGreaterThan(low);
      expect(f.value).toBeLessThan(high);
    }
  });
});
