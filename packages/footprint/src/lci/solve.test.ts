import { describe, expect, it } from 'vitest';
import { gwpOfEmission } from './gwp-ar6';
import { buildSystem, type LciProcess, solveInventory } from './solve';

/*
 * A hand-made inventory of four processes, with a loop (electricity burns coal, coal mining uses
 * electricity), a cut-off input on each of two processes, and a process with two products.
 *
 *   Electricity (1 kWh):  0.1 kg coal; emits 0.5 kg CO2 fossil
 *   Coal (1 kg):          0.2 kWh electricity, 0.001 kg explosives (no provider); emits 0.01 kg CH4 fossil
 *   Solvent (1 kg):       2 kWh electricity, 0.5 kg coal, 0.3 kg catalyst (no provider);
 *                         emits 1 kg CO2 fossil, 0.001 kg N2O, 2 kg CO2 biogenic
 *   Chlor-alkali (0.48 kg chlorine + 0.52 kg caustic soda, allocated by mass):
 *                         3 kWh electricity; emits 0.1 kg CO2 fossil
 *
 * Intensities (AR6: CH4 fossil 29.8, N2O 273, biogenic CO2 0), by hand:
 *   hE = 0.5 + 0.1·hC ;  hC = 0.01·29.8 + 0.2·hE = 0.298 + 0.2·hE
 *   => hE = 0.5 + 0.0298 + 0.02·hE  => hE = 0.5298 / 0.98 = 0.540612245
 *      hC = 0.298 + 0.2 × 0.540612245 = 0.406122449
 *   hS = 1 + 0.273 + 2·hE + 0.5·hC = 1.273 + 1.081224490 + 0.203061224 = 2.557285714
 *   chlorine = caustic soda = (3·hE + 0.1) / 1 kg = 1.721836735 per kg
 *
 * Cut-offs of 1 kg of solvent: the scaling vector x solves
 *   xE = 2 + 0.2·xC ; xC = 0.5 + 0.1·xE  => xE = 2.1 / 0.98 = 2.142857143, xC = 0.714285714
 *   catalyst 0.3 kg; explosives 0.001 × xC = 0.000714286 kg.
 */

const electricity: LciProcess = {
  id: 'e',
  name: 'Electricity',
  products: [{ flow: 'electricity', amount: 1, share: 1 }],
  inputs: [{ flow: 'coal', amount: 0.1 }],
  elementary: [{ flow: 'Carbon dioxide, fossil', amount: 0.5 }],
};
const coal: LciProcess = {
  id: 'c',
  name: 'Coal',
  products: [{ flow: 'coal', amount: 1, share: 1 }],
  inputs: [
    { flow: 'electricity', amount: 0.2 },
    { flow: 'explosives', amount: 0.001 },
  ],
  elementary: [{ flow: 'Methane, fossil', amount: 0.01 }],
};
const solvent: LciProcess = {
  id: 's',
  name: 'Solvent',
  products: [{ flow: 'solvent', amount: 1, share: 1 }],
  inputs: [
    { flow: 'electricity', amount: 2 },
    { flow: 'coal', amount: 0.5 },
    { flow: 'catalyst', amount: 0.3 },
  ],
  elementary: [
    { flow: 'Carbon dioxide, fossil', amount: 1 },
    { flow: 'Dinitrogen monoxide', amount: 0.001 },
    { flow: 'Carbon dioxide, biogenic', amount: 2 },
  ],
};
const chlorAlkali: LciProcess = {
  id: 'ca',
  name: 'Chlor-alkali',
  products: [
    { flow: 'chlorine', amount: 0.48, share: 0.48 },
    { flow: 'caustic soda', amount: 0.52, share: 0.52 },
  ],
  inputs: [{ flow: 'electricity', amount: 3 }],
  elementary: [{ flow: 'Carbon dioxide', amount: 0.1 }],
};

const system = buildSystem([electricity, coal, solvent, chlorAlkali]);
const results = solveInventory(system, gwpOfEmission);
const columnOf = (flow: string) => system.providerOf.get(flow)!;

describe('solveInventory on a hand-made inventory', () => {
  it('gives each product the intensity computed by hand, the loop included', () => {
    expect(results.intensity[columnOf('electricity')]).toBeCloseTo(0.540612245, 8);
    expect(results.intensity[columnOf('coal')]).toBeCloseTo(0.406122449, 8);
    expect(results.intensity[columnOf('solvent')]).toBeCloseTo(2.557285714, 8);
  });

  it('shares a two-product process between its products by the shares given', () => {
    expect(results.intensity[columnOf('chlorine')]).toBeCloseTo(1.721836735, 8);
    expect(results.intensity[columnOf('caustic soda')]).toBeCloseTo(1.721836735, 8);
  });

  it('reports the inputs without a provider that a result leaves out, through the loop', () => {
    const cut = results.cutOffs(columnOf('solvent'));
    expect([...cut.keys()].sort()).toEqual(['catalyst', 'explosives']);
    expect(cut.get('catalyst')).toBeCloseTo(0.3, 10);
    expect(cut.get('explosives')).toBeCloseTo(0.000714286, 8);
    // Electricity's chain reaches the explosives of coal mining but not the solvent's catalyst.
    expect([...results.cutOffs(columnOf('electricity')).keys()]).toEqual(['explosives']);
  });

  it('counts biogenic CO2 as nothing and an unknown flow as nothing', () => {
    expect(gwpOfEmission('Carbon dioxide, biogenic')).toBe(0);
    expect(gwpOfEmission('Carbon monoxide, fossil')).toBe(0);
    expect(gwpOfEmission(' Carbon dioxide, fossil  ')).toBe(1);
  });

  it('links a flow several processes make to the one preferred', () => {
    const other: LciProcess = { ...electricity, id: 'e2', name: 'Electricity, other', elementary: [] };
    const preferOther = buildSystem(
      [electricity, other, coal],
      (_flow, candidates) => candidates.find((c) => c.process.id === 'e2')!,
    );
    const solved = solveInventory(preferOther, gwpOfEmission);
    // Without electricity's own CO2 the loop holds only the coal's methane: hE = 0.1·hC, hC = 0.298 + 0.2·hE.
    const hC = 0.298 / (1 - 0.02);
    expect(solved.intensity[preferOther.providerOf.get('coal')!]).toBeCloseTo(hC, 8);
  });
});
