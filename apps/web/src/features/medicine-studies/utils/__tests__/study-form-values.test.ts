import { medicineDetailSchema } from '@pharmatrace/domain';
import { describe, expect, it } from 'vitest';
import {
  emptyActive,
  emptyExcipient,
  type StudyFormValues,
  studyFieldErrors,
  toSavableDocument,
  toStudyDocument,
  toStudyFormValues,
  toStudySaveBody,
} from '../study-form-values';

const tablet = (): StudyFormValues => ({
  ...toStudyFormValues(),
  name: 'Paracetamol 500 mg',
  cis: '60234100',
  cip13: '3400930000011, 3400930000028',
  form: 'TABLET',
  unitsPerBox: '16',
  actives: [
    {
      ...emptyActive(),
      name: 'Paracetamol',
      cas: '103-90-2',
      mgPerUnit: '500',
      origin: 'linked',
      carbonFootprintId: '0f4c1c2e-1d2b-4c36-9f66-5d0b6c1a7e11',
    },
  ],
  excipients: [{ ...emptyExcipient(), name: 'Maize starch', mgPerUnit: '45,5', productionPlace: 'Europe' }],
  manufacturing: 'energy',
  energyKWhPer1000Units: '12',
  packaging: [{ level: 'PRIMARY', material: 'PVC', gramsPerBox: '4.2' }],
  transport: [{ leg: 'FORMULATION_TO_FRANCE', mode: 'ROAD', km: '800' }],
  coldChain: false,
});

describe("the study's form values (issue #37)", () => {
  it('writes the body the issue names: codes split, numbers read in either language, the active linked by id', () => {
    const doc = toStudyDocument(tablet());
    expect(doc).toEqual({
      name: 'Paracetamol 500 mg',
      cis: '60234100',
      cip13: ['3400930000011', '3400930000028'],
      form: 'TABLET',
      unitsPerBox: 16,
      actives: [
        {
          name: 'Paracetamol',
          cas: '103-90-2',
          mgPerUnit: 500,
          carbonFootprintId: '0f4c1c2e-1d2b-4c36-9f66-5d0b6c1a7e11',
        },
      ],
      excipients: [{ name: 'Maize starch', cas: undefined, mgPerUnit: 45.5, productionPlace: 'Europe' }],
      plantId: undefined,
      energyKWhPer1000Units: 12,
      packaging: [{ level: 'PRIMARY', material: 'PVC', gramsPerBox: 4.2 }],
      transport: [{ mode: 'ROAD', km: 800, leg: 'FORMULATION_TO_FRANCE' }],
      coldChain: false,
    });
    expect(studyFieldErrors(tablet())).toEqual({});
  });

  it("reads a stored study back into the same fields, each active's source included", () => {
    const values = tablet();
    values.actives.push({
      ...emptyActive(),
      name: 'Caffeine',
      mgPerUnit: '50',
      origin: 'given',
      valueKgPerKg: '30',
      uncertainty: '9',
      source: 'Supplier EPD 2025',
    });
    values.actives.push({ ...emptyActive(), name: 'Codeine', mgPerUnit: '8', origin: 'default' });
    const stored = medicineDetailSchema.parse({
      ...toStudyDocument(values),
      id: 's1',
      status: 'DRAFT' as const,
      revision: 3,
      reportUrl: null,
      invoiceUrl: null,
      invoice: { status: null },
      createdAt: '',
      updatedAt: '',
    });
    const back = toStudyFormValues(stored);
    expect(back.actives.map((a) => [a.name, a.origin, a.valueKgPerKg, a.source])).toEqual([
      ['Paracetamol', 'linked', '', ''],
      ['Caffeine', 'given', '30', 'Supplier EPD 2025'],
      ['Codeine', 'default', '', ''],
    ]);
    expect(back.excipients[0]!.mgPerUnit).toBe('45.5');
    expect(back.manufacturing).toBe('energy');
  });

  it("names each field that does not hold: an active's figure, its source, a unit heavier than a tablet can be", () => {
    const values = tablet();
    values.actives[0] = {
      ...emptyActive(),
      name: 'Paracetamol',
      mgPerUnit: '500',
      origin: 'given',
      valueKgPerKg: '-2',
      source: '',
    };
    values.unitsPerBox = '0';
    expect(studyFieldErrors(values)).toEqual({
      unitsPerBox: 'Units per box must be a number above 0 and at most 10,000',
      'actives.0.valueKgPerKg': 'The footprint of an active must be a number above 0, in kgCO2e per kg',
      'actives.0.source': 'Say where the footprint of this active comes from',
    });
    const heavy = tablet();
    heavy.actives[0]!.mgPerUnit = '3000';
    expect(studyFieldErrors(heavy)).toEqual({
      'actives.0.mgPerUnit': 'The actives and excipients of one unit weigh more than a unit of this form can',
    });
  });

  it('saves what holds and keeps a half-typed row in the browser only, so that an autosave never fails on it', () => {
    const values = tablet();
    values.excipients.push({ ...emptyExcipient(), name: 'Talc', mgPerUnit: '' });
    values.cis = '1234';
    const saved = toSavableDocument(values)!;
    expect(saved.excipients).toEqual([
      { name: 'Maize starch', cas: undefined, mgPerUnit: 45.5, productionPlace: 'Europe' },
    ]);
    expect(saved.cis).toBeUndefined();
    expect(saved.actives).toHaveLength(1);
    expect(toSavableDocument({ ...values, name: '  ' })).toBeNull();
  });

  it('sends null for each single value the person emptied, and leaves out one still being typed (decision 0076)', () => {
    const emptied = { ...tablet(), cis: '', form: '' as const, unitsPerBox: ' ', energyKWhPer1000Units: '' };
    const body = toStudySaveBody(emptied)!;
    expect(body).toMatchObject({ cis: null, form: null, unitsPerBox: null, energyKWhPer1000Units: null });
    // The energy is the study's manufacturing: no plant is, so a stored plant is cleared too.
    expect(body.plantId).toBeNull();
    // JSON keeps a null (an undefined would vanish, and the stored value with it would stay).
    expect(JSON.parse(JSON.stringify(body))).toHaveProperty('cis', null);

    const typing = toStudySaveBody({ ...tablet(), cis: '6023' })!;
    expect(typing).not.toHaveProperty('cis');
    expect(typing).toMatchObject({ form: 'TABLET', unitsPerBox: 16, energyKWhPer1000Units: 12 });
  });
});
