import {
  type EmissionFactor,
  type FactorLibrary,
  type MedicineFootprintDocumentInput,
  medicineFootprintDocumentSchema,
  medicinePosts,
} from '@pharmatrace/domain';
import { describe, expect, it } from 'vitest';
import { buildMedicineModel, estimateMedicineFootprint } from './estimate-medicine';

/**
 * The medicine method (issue #37) on a hand-computed tablet: paracetamol 500 mg, 16 tablets a
 * box, a PVC/aluminium blister and a carton. The library is the test's own, so that the figures
 * below are the arithmetic of docs/methodology.md 'The medicine footprint: a worked tablet',
 * whatever the starter library holds.
 */

const row = (
  kind: EmissionFactor['kind'],
  key: string,
  unit: EmissionFactor['unit'],
  value: number,
  geography = 'GLO',
): EmissionFactor => ({
  kind,
  key,
  name: `${kind} ${key}`,
  unit,
  value,
  geography,
  source: 'test',
  licence: 'test',
  year: 2024,
  dqr: { technological: 2, geographical: 2, temporal: 2, reliability: 2 },
});

const library: FactorLibrary = {
  version: 'test-1',
  factors: [
    row('electricity', 'Electricity', 'kgCO2e/kWh', 0.5),
    row('electricity', 'Electricity', 'kgCO2e/kWh', 0.05, 'FR'),
    row('class-default', 'fine-chemical', 'kgCO2e/kg', 10),
    row('class-default', 'organic-chemical', 'kgCO2e/kg', 3),
    row('packaging', 'plastics', 'kgCO2e/kg', 3),
    row('packaging', 'aluminium', 'kgCO2e/kg', 9),
    row('packaging', 'paper-board', 'kgCO2e/kg', 1),
    row('freight', 'road', 'kgCO2e/tkm', 0.1),
    row('freight', 'sea', 'kgCO2e/tkm', 0.01),
    row('freight', 'air', 'kgCO2e/tkm', 0.6),
    row('freight', 'rail', 'kgCO2e/tkm', 0.03),
    row('waste-treatment', 'incineration', 'kgCO2e/t', 20),
    row('material', '9004-34-6', 'kgCO2e/kg', 1.5),
  ],
};

const tablet: MedicineFootprintDocumentInput = {
  name: 'Paracétamol 500 mg, comprimé',
  form: 'TABLET',
  unitsPerBox: 16,
  actives: [
    {
      name: 'Paracetamol',
      cas: '103-90-2',
      mgPerUnit: 500,
      valueKgPerKg: 20,
      uncertainty: 10,
      source: 'Supplier EPD',
    },
  ],
  excipients: [
    { name: 'Microcrystalline cellulose', cas: '9004-34-6', mgPerUnit: 60, productionPlace: 'Europe' },
  ],
  energyKWhPer1000Units: 20,
  packaging: [
    { level: 'PRIMARY', material: 'PVC', gramsPerBox: 4 },
    { level: 'PRIMARY', material: 'ALUMINIUM', gramsPerBox: 1.6 },
    { level: 'SECONDARY', material: 'CARTON', gramsPerBox: 10 },
    { level: 'SECONDARY', material: 'PAPER', gramsPerBox: 2 },
  ],
  transport: [
    { mode: 'SEA', km: 10_000, leg: 'API_TO_FORMULATION' },
    { mode: 'ROAD', km: 1_000, leg: 'FORMULATION_TO_FRANCE' },
  ],
  coldChain: false,
};

const estimate = (doc: MedicineFootprintDocumentInput, iterations = 0) =>
  estimateMedicineFootprint(
    { document: medicineFootprintDocumentSchema.parse(doc), library },
    { iterations },
  );

describe('the medicine footprint of a hand-computed tablet (gCO2e per box)', () => {
  const result = estimate(tablet);

  it('counts each post as the worked example does', () => {
    // Actives: 500 mg × 20 kgCO2e/kg = 10 g a tablet, × 16 = 160 g.
    expect(result.posts.activeIngredients).toBeCloseTo(160, 9);
    // Excipients: 60 mg × 1.5 = 0.09 g a tablet, × 16 = 1.44 g.
    expect(result.posts.excipients).toBeCloseTo(1.44, 9);
    // Packaging: PVC 4 g × 3 (average plastics) + aluminium 1.6 g × 9 + carton 10 g × 1 + leaflet 2 g × 1 = 38.4 g.
    expect(result.posts.packaging).toBeCloseTo(38.4, 9);
    // Manufacturing: 20 kWh per 1,000 tablets = 0.02 kWh × 0.5 (world grid, no plant) = 10 g a tablet, × 16 = 160 g.
    expect(result.posts.manufacturing).toBeCloseTo(160, 9);
    // Distribution: the API by sea, 0.5 g × 10,000 km = 0.005 tkm × 0.01 = 0.05 g a tablet (0.8 g);
    // the packed tablet (0.56 g + 17.6 g ÷ 16 = 1.66 g) by road 1,000 km: 0.00166 tkm × 0.1 = 0.166 g (2.656 g);
    // in France by road 300 km: 0.000498 tkm × 0.1 = 0.0498 g (0.7968 g);
    // storage 0.005 kWh a box × 0.05 (French grid) = 0.25 g. Sum: 4.5028 g.
    expect(result.posts.distribution).toBeCloseTo(4.5028, 9);
    // End of life: PVC 4 g × 1.41 kgCO2/kg of fossil carbon = 5.64 g; the plant, 17.6 g × 20 kg/t = 0.352 g;
    // 5 % of 500 mg returned unused, 25 mg × 16 = 0.4 g × 2.2 = 0.88 g. Sum: 6.872 g.
    expect(result.posts.endOfLife).toBeCloseTo(6.872, 9);
  });

  it('answers the sum of the posts per box, and per unit that ÷ 16', () => {
    expect(result.perBox.value).toBeCloseTo(371.2148, 9);
    expect(result.perUnit.value).toBeCloseTo(371.2148 / 16, 9);
    expect(result.unit).toBe('gCO2e');
  });

  it('splits it into the four segments, which sum to 1', () => {
    expect(result.segments.emCreation).toBeCloseTo((160 + 1.44 + 38.4) / 371.2148, 9);
    expect(result.segments.emProduction).toBeCloseTo(160 / 371.2148, 9);
    expect(result.segments.emStorage).toBeCloseTo(4.5028 / 371.2148, 9);
    expect(result.segments.emEndOfLife).toBeCloseTo(6.872 / 371.2148, 9);
    const sum = Object.values(result.segments).reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 12);
  });

  it('names PVC as counted with average plastics where the library has no PVC row: a gap for the provider, and none for the client', () => {
    expect(result.dataGaps.map((g) => [g.owner, g.phrase.key, g.path])).toEqual([
      ['provider', 'medicineFootprint.gap.packagingProxy', 'packaging.0'],
    ]);
  });

  it('counts PVC with its own row where the library has one (the starter library’s DESNZ PVC), with no gap', () => {
    // The same tablet with a PVC row of 2 kgCO2e/kg: packaging 4 × 2 + 1.6 × 9 + 10 × 1 + 2 × 1 = 34.4 g.
    const withPvc = estimateMedicineFootprint(
      {
        document: medicineFootprintDocumentSchema.parse(tablet),
        library: { ...library, factors: [...library.factors, row('packaging', 'pvc', 'kgCO2e/kg', 2)] },
      },
      { iterations: 0 },
    );
    expect(withPvc.posts.packaging).toBeCloseTo(34.4, 9);
    expect(withPvc.dataGaps).toEqual([]);
  });
});

describe('the medicine method’s invariants', () => {
  it('posts sum to the total, and per box is per unit × units per box, for any box size', () => {
    for (const unitsPerBox of [1, 16, 30, 100]) {
      const r = estimate({ ...tablet, unitsPerBox });
      const sum = medicinePosts.reduce((s, p) => s + r.posts[p], 0);
      expect(sum).toBeCloseTo(r.perBox.value, 9);
      expect(r.perBox.value).toBeCloseTo(r.perUnit.value * unitsPerBox, 9);
    }
  });

  it('is linear in the mg per unit of an active', () => {
    const one = estimate(tablet).posts.activeIngredients;
    const twice = estimate({ ...tablet, actives: [{ ...tablet.actives![0]!, mgPerUnit: 1000 }] }).posts
      .activeIngredients;
    expect(twice).toBeCloseTo(2 * one, 9);
  });

  it('samples the API’s own distribution: a wider API interval widens the medicine’s', () => {
    const narrow = estimate({ ...tablet, actives: [{ ...tablet.actives![0]!, uncertainty: 2 }] }, 50_000);
    const wide = estimate({ ...tablet, actives: [{ ...tablet.actives![0]!, uncertainty: 20 }] }, 50_000);
    expect(narrow.perBox.value).toBeCloseTo(wide.perBox.value, 9);
    expect(wide.perBox.p97_5 - wide.perBox.p2_5).toBeGreaterThan(
      2 * (narrow.perBox.p97_5 - narrow.perBox.p2_5),
    );
  });

  it('takes a linked footprint’s adopted result, with its interval, and the same footprint twice moves as one', () => {
    const id = '6f1c2b7e-3f5a-4c1d-9e2b-7a8b9c0d1e2f';
    const doc = medicineFootprintDocumentSchema.parse({
      ...tablet,
      actives: [
        { name: 'Paracetamol', mgPerUnit: 250, carbonFootprintId: id },
        { name: 'Paracetamol', mgPerUnit: 250, carbonFootprintId: id },
      ],
    });
    const apiFootprints = new Map([[id, { name: 'Paracetamol API', value: 20, p2_5: 10, p97_5: 40 }]]);
    const { model } = buildMedicineModel({ document: doc, library, apiFootprints });
    const apiLines = model.lines.filter((l) => l.post === 'activeIngredients');
    expect(apiLines).toHaveLength(2);
    expect(apiLines[0]!.variable).toBe(apiLines[1]!.variable);
    // σ = ln(40 / 10) ÷ (2 × 1.96).
    expect(model.variables[apiLines[0]!.variable]!.sigma).toBeCloseTo(Math.log(4) / (2 * 1.959964), 6);
    const r = estimateMedicineFootprint({ document: doc, library, apiFootprints }, { iterations: 0 });
    expect(r.posts.activeIngredients).toBeCloseTo(160, 9);
  });

  it('a linked footprint without an adopted result falls to the default, a gap for the client', () => {
    const id = '6f1c2b7e-3f5a-4c1d-9e2b-7a8b9c0d1e2f';
    const r = estimateMedicineFootprint(
      {
        document: medicineFootprintDocumentSchema.parse({
          ...tablet,
          actives: [{ name: 'Paracetamol', mgPerUnit: 500, carbonFootprintId: id }],
        }),
        library,
        apiFootprints: new Map([[id, null]]),
      },
      { iterations: 0 },
    );
    // 500 mg × 10 kgCO2e/kg (fine chemical default) × 16.
    expect(r.posts.activeIngredients).toBeCloseTo(80, 9);
    expect(r.dataGaps).toContainEqual(
      expect.objectContaining({
        owner: 'client',
        path: 'actives.0',
        phrase: expect.objectContaining({ key: 'medicineFootprint.gap.activeNotAdopted' }),
      }),
    );
  });

  it('draws a class default per substance: two excipients on it are two variables', () => {
    const doc = medicineFootprintDocumentSchema.parse({
      ...tablet,
      excipients: [
        { name: 'Lactose', mgPerUnit: 50 },
        { name: 'Maize starch', mgPerUnit: 20 },
      ],
    });
    const { model } = buildMedicineModel({ document: doc, library });
    const lines = model.lines.filter((l) => l.post === 'excipients');
    expect(lines).toHaveLength(2);
    expect(lines[0]!.variable).not.toBe(lines[1]!.variable);
  });

  it('a study with its name alone answers an estimate on the method’s defaults, every default a gap', () => {
    const r = estimate({ name: 'Draft' }, 10_000);
    expect(r.perBox.value).toBeGreaterThan(0);
    expect(Number.isFinite(r.perBox.p97_5)).toBe(true);
    const gaps = r.dataGaps.map((g) => `${g.owner} ${g.phrase.key}`);
    expect(gaps).toEqual(
      expect.arrayContaining([
        'client medicineFootprint.gap.noForm',
        'client medicineFootprint.gap.noUnitsPerBox',
        'client medicineFootprint.gap.noActives',
        'client medicineFootprint.gap.noPackaging',
        'client medicineFootprint.gap.noManufacturing',
        'client medicineFootprint.gap.noTransport',
      ]),
    );
  });

  it('its Monte Carlo centres on the value and its interval holds it', () => {
    const r = estimate(tablet, 200_000);
    expect(r.iterations).toBe(200_000);
    expect(r.perBox.p2_5).toBeLessThan(r.perBox.value);
    expect(r.perBox.p97_5).toBeGreaterThan(r.perBox.value);
    expect(r.perBox.uncertainty).toBeGreaterThan(0);
  });

  it('warns when air freight makes more than a tenth of the footprint', () => {
    const r = estimate({ ...tablet, transport: [{ mode: 'AIR', km: 9_000, leg: 'FORMULATION_TO_FRANCE' }] });
    // 1.66 g × 9,000 km = 0.01494 tkm × 0.57 = 8.5 g a tablet: above a tenth of about 31 g.
    expect(r.warnings.map((w) => w.phrase.key)).toEqual(['medicineFootprint.warning.air']);
  });
});
