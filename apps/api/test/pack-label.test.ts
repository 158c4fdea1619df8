import { describe, expect, it } from 'vitest';
import { unitsPerBoxOfLabel } from '../src/features/medicines/pack-label';

/**
 * Labels as the BDPM presentations file (CIS_CIP_bdpm.txt) writes them, copied from real lines
 * (quoted in Git-Fg/pharma_scan backend_pipeline/.attic/structure_bdpm_v2.md, and DOLIPRANE 1000 mg's
 * box of 8, CIP13 3400935955838), each with the units a pharmacist counts in the box.
 */
const labels: [string, number | null][] = [
  ['plaquette(s) PVC PVDC aluminium de 30 capsule(s)', 30],
  ['plaquette(s) thermoformée(s) PVC PVDC aluminium de 30 gélule(s)', 30],
  ['plaquette(s) OPA : polyamide orienté aluminium PVC-Aluminium de 90 comprimé(s)', 90],
  [
    'plaquette(s) polyamide aluminium polyéthylène haute densité (PEHD) polyéthylène  avec déshydratant de 60 comprimé(s)',
    60,
  ],
  ['flacon(s) polyéthylène haute densité (PEHD) de 100 comprimé(s)', 100],
  ['plaquette(s) PVC-Aluminium de 25 comprimé(s)', 25],
  ['2 film(s) thermosoudé(s) papier polyéthylène aluminium P-A-M-éthylène (SURLYN) de 4 comprimé(s)', 8],
  ['plaquette(s) thermoformée(s) PVC-aluminium de 8  comprimé(s)', 8],
  ['1 plaquette(s) thermoformée(s) PVC aluminium de 21 comprimé(s)', 21],
  ['plaquette(s) thermoformée(s) PVC-Aluminium de 180 comprimé(s)', 180],
  ['1 flacon(s) en verre brun de 100 ml avec gobelet(s) doseur(s) polypropylène', null],
  [
    '1 inhalateur(s) multidose(s) acrylonitrile butadiène styrène de 120 dose(s). Chaque inhalateur est conditionné dans un sachet',
    null,
  ],
  [
    '1 flacon(s) en verre brun avec fermeture de sécurité enfant de 15,9 g de granulés - 1 flacon(s) polyéthylène haute densité (PEHD) avec fermeture de sécurité enfant de 86 ml de solvant avec cuillère-mesure polyéthylène',
    null,
  ],
  ['4 poche(s) bicompartimenté(e)(s) polymère multicouches BIOFINE de 1000 ml', null],
];

describe('unitsPerBoxOfLabel', () => {
  it.each(labels)('reads %j as %j units', (label, units) => {
    expect(unitsPerBoxOfLabel(label)).toBe(units);
  });

  it('multiplies a leading count of blisters by the units of each', () => {
    expect(unitsPerBoxOfLabel('4 plaquette(s) thermoformée(s) PVC aluminium de 7 comprimé(s)')).toBe(28);
  });

  it('refuses a count beyond a box', () => {
    expect(unitsPerBoxOfLabel('500 plaquette(s) de 100 comprimé(s)')).toBeNull();
  });
});
