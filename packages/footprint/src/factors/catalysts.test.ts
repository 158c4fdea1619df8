import { describe, expect, it } from 'vitest';
import { analyticPass } from '../analytic';
import { estimateFootprint } from '../estimate';
import { buildModel } from '../model/build-model';
import { estimateIn } from '../said';
import { chainTree, entry, factor, input, testLibrary } from '../testing';
import { catalystShare } from './catalysts';
import { FactorIndex, mergeLibraries } from './library';
import { NUSS_ECKELMAN } from './open-metals';
import { starterLibrary } from './starter-library';

const glo = [{ geography: 'GLO', distance: 0 }];

describe('catalystShare', () => {
  it('reads the metal and its share from a supported catalyst’s name', () => {
    expect(catalystShare({ name: 'Pd/C 10 %' })).toMatchObject({
      metal: { name: 'palladium' },
      share: 0.1,
      form: 'supported',
    });
    expect(catalystShare({ name: '5% Pt/C' })).toMatchObject({ metal: { name: 'platinum' }, share: 0.05 });
    expect(catalystShare({ name: 'Palladium on carbon, 10 wt%' })?.share).toBeCloseTo(0.1, 12);
    expect(catalystShare({ name: 'Rh/Al2O3 0,5 %' })).toMatchObject({
      metal: { name: 'rhodium' },
      share: 0.005,
    });
    expect(catalystShare({ name: 'Ru on alumina 5%' })).toMatchObject({
      metal: { name: 'ruthenium' },
      share: 0.05,
    });
    // Supplier practice: Pd/C sold under palladium's CAS number; the name's share still rules.
    expect(catalystShare({ cas: '7440-05-3', name: 'Pd/C 10%' })?.share).toBeCloseTo(0.1, 12);
    // A molar mass does not change a supported catalyst's share (its name gives it).
    expect(catalystShare({ name: 'Pd/C 10 %', molarMass: 106.42 })?.share).toBeCloseTo(0.1, 12);
  });

  it('recognises the metal itself by CAS number or name at 100 %', () => {
    expect(catalystShare({ cas: '7440-02-0' })).toMatchObject({ metal: { name: 'nickel' }, share: 1 });
    expect(catalystShare({ name: 'Raney nickel' })).toMatchObject({ metal: { name: 'nickel' }, share: 1 });
    // The demo's line: Raney nickel typed with nickel's rounded molar mass (58.69 < 58.6934).
    expect(catalystShare({ name: 'Raney nickel', cas: '7440-02-0', molarMass: 58.69 })).toMatchObject({
      metal: { name: 'nickel' },
      share: 1,
    });
    expect(catalystShare({ name: 'palladium black' })).toMatchObject({
      metal: { name: 'palladium' },
      share: 1,
    });
    expect(catalystShare({ cas: '0007440-50-8' })).toMatchObject({ metal: { name: 'copper' }, share: 1 });
  });

  it('counts one metal atom per formula unit of a complex named after its metal', () => {
    // PdCl2(PPh3)2, 701.90 g/mol (the demo's): 106.42 / 701.90 palladium (IUPAC 2021 atomic weight).
    const demo = catalystShare({
      name: 'bis(triphenylphosphine)palladium(II) dichloride',
      cas: '13965-03-2',
      molarMass: 701.9,
    });
    expect(demo).toMatchObject({ metal: { name: 'palladium' }, form: 'complex', atoms: 1 });
    expect(demo?.share).toBeCloseTo(106.42 / 701.9, 12);
    // By its formula: the symbol, case as written.
    expect(catalystShare({ name: 'PdCl2(PPh3)2', molarMass: 701.9 })?.share).toBeCloseTo(106.42 / 701.9, 12);
    expect(catalystShare({ name: 'Pd(OAc)2', molarMass: 224.51 })?.share).toBeCloseTo(106.42 / 224.51, 12);
    // Wilkinson's catalyst, RhCl(PPh3)3 at 925.22 g/mol: 'tris(…)' counts ligands, not rhodium.
    expect(
      catalystShare({ name: 'chlorotris(triphenylphosphine)rhodium(I)', molarMass: 925.22 }),
    ).toMatchObject({ metal: { name: 'rhodium' }, atoms: 1 });
    expect(
      catalystShare({ name: 'tetrakis(triphenylphosphine)palladium(0)', molarMass: 1155.56 })?.atoms,
    ).toBe(1);
    // An anion named after the metal.
    expect(catalystShare({ name: 'potassium tetrachloroplatinate', molarMass: 415.09 })).toMatchObject({
      metal: { name: 'platinum' },
      atoms: 1,
    });
    // Copper(I) iodide: its copper share only.
    expect(catalystShare({ name: 'CuI', molarMass: 190.45 })?.share).toBeCloseTo(63.546 / 190.45, 12);
    // Pd(PtBu3)2: 'PtBu3' is tri-tert-butylphosphine, not platinum.
    expect(catalystShare({ name: 'Pd(PtBu3)2', molarMass: 510.99 })?.metal.name).toBe('palladium');
  });

  it('counts two or more metal atoms where the name says so', () => {
    // Pd2(dba)3, 915.72 g/mol: two palladium atoms.
    const dba = catalystShare({ name: 'Pd2(dba)3', molarMass: 915.72 });
    expect(dba).toMatchObject({ metal: { name: 'palladium' }, atoms: 2 });
    expect(dba?.share).toBeCloseTo((2 * 106.42) / 915.72, 12);
    expect(
      catalystShare({ name: 'tris(dibenzylideneacetone)dipalladium(0)', molarMass: 915.72 })?.atoms,
    ).toBe(2);
    expect(catalystShare({ name: '[Rh(cod)Cl]2', molarMass: 493.08 })?.atoms).toBe(2);
    expect(
      catalystShare({ name: 'chloro(1,5-cyclooctadiene)rhodium(I) dimer', molarMass: 493.08 })?.atoms,
    ).toBe(2);
    expect(catalystShare({ name: 'Ru3(CO)12', molarMass: 639.33 })?.atoms).toBe(3);
  });

  it('says nothing of what is not a metal catalyst, or of one whose content is unknown', () => {
    expect(catalystShare({ name: 'Pd/C' })).toBeNull();
    expect(catalystShare({ name: 'Pd/C 150 %' })).toBeNull();
    expect(catalystShare({ name: 'toluene', cas: '108-88-3' })).toBeNull();
    expect(catalystShare({ name: 'toluene', cas: '108-88-3', molarMass: 92.14 })).toBeNull();
    expect(catalystShare({ name: 'cupric sulfate' })).toBeNull();
    expect(catalystShare({ name: 'zinc chloride 10 %' })).toBeNull();
    expect(catalystShare({})).toBeNull();
    // A complex without its molar mass: its share is unknown.
    expect(catalystShare({ name: 'bis(triphenylphosphine)palladium(II) dichloride' })).toBeNull();
  });

  it('does not count a metal a name merely mentions, nor one it says is absent', () => {
    expect(catalystShare({ name: 'nickel-free buffer', molarMass: 210 })).toBeNull();
    expect(catalystShare({ name: 'nickel free buffer', molarMass: 210 })).toBeNull();
    expect(catalystShare({ name: 'buffer, free of copper', molarMass: 210 })).toBeNull();
    expect(catalystShare({ name: 'water without zinc', molarMass: 18.02 })).toBeNull();
    // Symbols are read case as written: 'NIS' (N-iodosuccinimide) and 'PD' are not nickel or palladium.
    expect(catalystShare({ name: 'NIS', molarMass: 224.98 })).toBeNull();
    expect(catalystShare({ name: 'PD buffer', molarMass: 200 })).toBeNull();
    // Words that hold a symbol's letters: cumene, rubber, nitrogen.
    expect(catalystShare({ name: 'Cumene', molarMass: 120.19 })).toBeNull();
    expect(catalystShare({ name: 'Rubber seal', molarMass: 68.12 })).toBeNull();
    expect(catalystShare({ name: 'Nitrogen', molarMass: 28.01 })).toBeNull();
    // Two metals named: ambiguous, nothing is counted.
    expect(catalystShare({ name: 'Pd/Cu bimetallic complex', molarMass: 500 })).toBeNull();
  });

  it('refuses odd and hostile molar masses and names without throwing', () => {
    const name = 'PdCl2(PPh3)2';
    for (const molarMass of [0, -701.9, Number.NaN, Number.POSITIVE_INFINITY, 1e12, null, undefined]) {
      expect(catalystShare({ name, molarMass })).toBeNull();
    }
    // A molar mass too small to hold the metal it names: an error in the line, not a share above 1.
    expect(catalystShare({ name: 'Pd(OAc)2', molarMass: 50 })).toBeNull();
    expect(catalystShare({ name: 'Pd2(dba)3', molarMass: 200 })).toBeNull();
    // A very long name is not read (nor run through the patterns).
    expect(catalystShare({ name: `palladium ${'x'.repeat(5000)}`, molarMass: 700 })).toBeNull();
    // Pattern characters in a name are text.
    expect(catalystShare({ name: 'Pd(((( [[[ ]]] .* +?', molarMass: 701.9 })?.metal.name).toBe('palladium');
    expect(catalystShare({ name: '\u0000\u202e Rh', molarMass: 102.9 })?.share).toBe(1);
  });
});

describe('FactorIndex.find on a catalyst', () => {
  const index = new FactorIndex(starterLibrary);

  it('ships the seven metals of Nuss & Eckelman 2014, found by CAS number or name', () => {
    const metals: [string, string, number][] = [
      ['7440-05-3', 'palladium', 3880],
      ['7440-06-4', 'platinum', 12_500],
      ['7440-16-6', 'rhodium', 35_100],
      ['7440-18-8', 'ruthenium', 2110],
      ['7440-02-0', 'nickel', 6.5],
      ['7440-50-8', 'copper', 2.8],
      ['7440-66-6', 'zinc', 3.1],
    ];
    for (const [cas, name, value] of metals) {
      const byCas = index.find('material', { key: cas }, glo)?.factor;
      expect(byCas).toMatchObject({ value, source: NUSS_ECKELMAN, licence: 'CC BY 4.0' });
      expect(byCas?.dqr.reliability).toBe(2);
      expect(byCas?.note).toMatch(/not from the publisher’s file/);
      expect(index.find('material', { name }, glo)?.factor.key).toBe(cas);
    }
    // The row's own σ from its bounds: ln(4860 / 3090) / 3.92 for palladium.
    expect(index.find('material', { key: '7440-05-3' }, glo)?.factor.sourceSigma).toBeCloseTo(
      Math.log(4860 / 3090) / 3.92,
      4,
    );
  });

  it('charges a supported catalyst its metal share of the metal’s factor, however it is keyed', () => {
    const byName = index.find('material', { name: 'Pd/C 10 %' }, glo);
    expect(byName?.factor.value).toBeCloseTo(388, 9);
    expect(byName?.factor).toMatchObject({ key: '7440-05-3', source: NUSS_ECKELMAN });
    expect(byName?.factor.note).toMatch(/^10 % palladium by mass/);
    expect(byName?.share).toMatchObject({ fraction: 0.1, of: { value: 3880 } });
    expect(index.find('material', { key: '7440-05-3', name: '5 % Pd/C' }, glo)?.factor.value).toBeCloseTo(
      194,
      9,
    );
    expect(index.find('material', { key: '7440-05-3', name: 'palladium' }, glo)?.factor.value).toBe(3880);
  });

  it('charges a complex its metal’s share, keyed by its own CAS number or by the metal’s', () => {
    const complex = { name: 'bis(triphenylphosphine)palladium(II) dichloride', molarMass: 701.9 };
    for (const key of ['13965-03-2', '7440-05-3', undefined]) {
      const found = index.find('material', { ...complex, key }, glo);
      expect(found?.factor.value).toBeCloseTo((3880 * 106.42) / 701.9, 9);
      expect(found?.factor.note).toMatch(/^1 × palladium \(106\.42 g\/mol\) over the complex's molar mass/);
    }
  });

  it('lets the provider’s own row for a complex win over the metal share', () => {
    const library = mergeLibraries(starterLibrary, {
      version: '1',
      factors: [factor('material', '13965-03-2', 700, { name: 'PdCl2(PPh3)2', source: 'Licensed' })],
    });
    const found = new FactorIndex(library).find(
      'material',
      { key: '13965-03-2', name: 'bis(triphenylphosphine)palladium(II) dichloride', molarMass: 701.9 },
      glo,
    );
    expect(found?.factor).toMatchObject({ value: 700, imported: true });
    expect(found?.share).toBeUndefined();
  });

  it('leaves a catalyst whose metal has no factor, or whose share is unknown, to the class default', () => {
    const noMetals = new FactorIndex(testLibrary([]));
    expect(noMetals.find('material', { name: 'Pt/C 5 %' }, glo)).toBeUndefined();
    expect(noMetals.find('material', { name: 'PdCl2(PPh3)2', molarMass: 701.9 }, glo)).toBeUndefined();
    expect(index.find('material', { name: 'Pd/C' }, glo)).toBeUndefined();
    // Under palladium's CAS number, as the second part's journey types it: not palladium at 100 %.
    expect(
      index.find('material', { key: '7440-05-3', name: 'palladium on carbon', molarMass: 106.42 }, glo),
    ).toBeUndefined();
    expect(index.find('material', { name: 'PdCl2(PPh3)2' }, glo)).toBeUndefined();
    expect(index.find('material', { name: 'nickel-free buffer', molarMass: 210 }, glo)).toBeUndefined();
  });
});

describe('a catalyst in an estimate', () => {
  it('counts the metal share of a Pd/C line, with no data gap', () => {
    // Product P (100 kg per batch) from 120 kg of Q (4 kgCO2e/kg) over 1 kg of 'Pd/C 10 %', with
    // palladium at 1,000 kgCO2e/kg: 1.2 × 4 + 0.01 × (0.1 × 1,000) = 4.8 + 1 = 5.8 per kg of P.
    const library = testLibrary([factor('material', '101-00-1', 4), factor('material', '7440-05-3', 1000)]);
    const result = estimateFootprint(
      input(
        chainTree(['P', 'Q']),
        [
          entry('substance_1', '100', [
            ['Q', '101-00-1', '120'],
            ['Pd/C 10 %', '', '1'],
          ]),
        ],
        [],
      ),
      library,
      { iterations: 0 },
    );
    expect(result.byCategory.rawMaterials).toBeCloseTo(5.8, 12);
    expect(result.dataGaps.filter((g) => g.category === 'rawMaterials')).toEqual([]);
  });

  it('counts a complex’s metal from the molar mass its line gives', () => {
    // 100 kg of P from 120 kg of Q (4) over 0.5 kg of PdCl2(PPh3)2 at 701.90 g/mol, palladium at
    // 1,000: 4.8 + 0.005 × (106.42 / 701.90 × 1,000) = 4.8 + 0.758085… per kg of P.
    const library = testLibrary([factor('material', '101-00-1', 4), factor('material', '7440-05-3', 1000)]);
    const doc = entry('substance_1', '100', [
      ['Q', '101-00-1', '120'],
      ['PdCl2(PPh3)2', '13965-03-2', '0.5'],
    ]);
    const rows = (doc.productBy as { carbonReactionRawMaterials: Record<string, unknown>[] })
      .carbonReactionRawMaterials;
    rows[1]!.molecularWeight = '701.90';
    const result = estimateFootprint(input(chainTree(['P', 'Q']), [doc], []), library, { iterations: 0 });
    expect(result.byCategory.rawMaterials).toBeCloseTo(4.8 + 0.005 * ((106.42 / 701.9) * 1000), 12);
    expect(result.dataGaps.filter((g) => g.category === 'rawMaterials')).toEqual([]);
  });

  it('draws the metal once for every line that holds it, whatever each line’s share', () => {
    // Two lines of palladium at different shares (Pd/C 10 % and 5 % Pd/C): one variable, the
    // metal's own figure, each term's amount scaled by its share.
    const library = testLibrary([factor('material', '101-00-1', 4), factor('material', '7440-05-3', 1000)]);
    const model = buildModel(
      input(
        chainTree(['P', 'Q']),
        [
          entry('substance_1', '100', [
            ['Q', '101-00-1', '120'],
            ['Pd/C 10 %', '', '1'],
            ['5 % Pd/C', '', '2'],
          ]),
        ],
        [],
      ),
      new FactorIndex(library),
    );
    const palladium = model.terms.filter((t) => t.factor?.key === '7440-05-3');
    expect(palladium).toHaveLength(2);
    expect(palladium[0]!.variable).toBe(palladium[1]!.variable);
    expect(model.variables[palladium[0]!.variable]!.mean).toBe(1000);
    expect(palladium.map((t) => t.amount)).toEqual([0.01 * 0.1, 0.02 * 0.05]);
    // Raw materials: 4.8 + 0.01 × 100 + 0.02 × 50 = 6.8 per kg of P.
    const { contributions } = analyticPass(model);
    const raw = model.terms.reduce(
      (sum, t, i) => (t.category === 'rawMaterials' ? sum + contributions[i]! : sum),
      0,
    );
    expect(raw).toBeCloseTo(6.8, 12);
  });

  it('draws a metal with the spread of its own published bounds, its ratings added', () => {
    // Palladium: σ of its 2.5–97.5 % bounds, ln(4,860 / 3,090) / 3.92 = 0.1155, in place of a
    // material's basic 0.10; its ratings (technological 2, geographical 2, temporal 4,
    // reliability 2) add 0.10, 0.02, 0.10 and 0.05: √(0.1155² + 0.1² + 0.02² + 0.1² + 0.05²).
    const model = buildModel(
      input(
        chainTree(['P', 'Q']),
        [
          entry('substance_1', '100', [
            ['Q', '101-00-1', '120'],
            ['Pd/C 10 %', '', '1'],
          ]),
        ],
        [],
      ),
      new FactorIndex(starterLibrary),
    );
    const term = model.terms.find((t) => t.factor?.key === '7440-05-3');
    const variable = model.variables[term!.variable]!;
    expect(variable.mean).toBe(3880);
    expect(variable.sigma).toBeCloseTo(Math.hypot(0.1155, 0.1, 0.02, 0.1, 0.05), 4);
    expect(term!.amount).toBeCloseTo(0.01 * 0.1, 12);
  });

  it('names a catalyst’s metal row in the reader’s language, as any starter row', () => {
    const estimate = estimateFootprint(
      input(
        chainTree(['P', 'Q']),
        [
          entry('substance_1', '100', [
            ['Q', '101-00-1', '120'],
            ['Pd/C 10 %', '', '1'],
          ]),
        ],
        [],
      ),
      starterLibrary,
      { iterations: 0 },
    );
    const inFrench = estimateIn('fr', estimate).contributors.find((c) => c.factor?.key === '7440-05-3');
    expect(inFrench?.factor?.name).toBe(
      'Palladium, production (Nuss & Eckelman 2014, du berceau à la sortie d’usine)',
    );
    expect(inFrench?.factor?.value).toBeCloseTo(388, 9);
    const inEnglish = estimateIn('en', estimate).contributors.find((c) => c.factor?.key === '7440-05-3');
    expect(inEnglish?.factor?.name).toBe('Palladium, production (Nuss & Eckelman 2014, cradle to gate)');
  });
});
