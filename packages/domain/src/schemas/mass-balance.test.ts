import { describe, expect, it } from 'vitest';
import {
  byProductFields,
  carbonSecondPartBodySchema,
  carbonSecondPartCompleteSchema,
  carbonSecondPartUpdateSchema,
  massBalanceBoundIssues,
  massBalanceEntrySchema,
  massBalanceIssues,
  massBalanceMessages,
  rowIssues,
} from './mass-balance';

/** A reaction that satisfies every rule: the finished product and the precursor row. */
const valid = () => ({
  usedInReactionId: 'substance_1',
  molecularWeight: '151.16',
  weightPerBatch: '1000',
  productBy: {
    carbonReactionRawMaterials: [
      {
        name: '4-aminophenol',
        cas: '123-30-8',
        productionPlace: 'Asia',
        molecularWeight: '109.13',
        weightPerBatch: '820',
      },
      {},
      {},
    ],
    carbonReactionAqueousWastes: [{}, {}],
  },
});

const messagesOf = (entry: unknown) => massBalanceIssues(entry).map((i) => i.message);
const issueAt = (entry: unknown, path: string) =>
  massBalanceIssues(entry).find((i) => i.path.join('.') === path)?.message;

describe('spec 001 §5 Mass balance: number patterns', () => {
  const cases: [string, (e: ReturnType<typeof valid>) => void, string][] = [
    ['finished product molecular weight', (e) => (e.molecularWeight = 'abc'), 'molecularWeight'],
    ['finished product weight per batch', (e) => (e.weightPerBatch = '1 000'), 'weightPerBatch'],
  ];
  it.each(cases)('refuses a %s that is not a number', (_name, change, path) => {
    const entry = valid();
    change(entry);
    expect(issueAt(entry, path)).toBe(
      path === 'molecularWeight'
        ? massBalanceMessages.molecularWeightNumber
        : massBalanceMessages.weightPerBatchNumber,
    );
  });

  it('says "Molecular Weight has to be a number" and "Weight per Batch has to be a number" per raw-material line', () => {
    const entry = valid();
    entry.productBy.carbonReactionRawMaterials[1] = {
      name: 'acetic anhydride',
      cas: '108-24-7',
      productionPlace: 'Europe',
      molecularWeight: '10x',
      weightPerBatch: 'lots',
    };
    expect(messagesOf(entry)).toEqual([
      'Line 2: Molecular Weight has to be a number',
      'Line 2: Weight per Batch has to be a number',
    ]);
  });

  it('says "Weight per batch has to be a number" for a waste line and for the by-product', () => {
    const entry = {
      ...valid(),
      productBy: {
        ...valid().productBy,
        byProductsName: 'acetic acid',
        byProductsCas: '64-19-7',
        byProductsMolecularWeight: '60.05',
        byProductsWeightPerBatch: 'some',
        carbonReactionGasWastes: [{}, { roughComposition: 'HCl', type: 'Filtration', weightPerBatch: '2kg' }],
      },
    };
    expect(messagesOf(entry)).toEqual([
      'Weight per batch has to be a number',
      'Line 2: Weight per batch has to be a number',
    ]);
  });

  it('says "Weight per package has to be a number"', () => {
    const entry = {
      ...valid(),
      productBy: {
        ...valid().productBy,
        packagingType: 'drum',
        packagingMaterial: 'steel',
        packagingWeightPerPackage: 'heavy',
      },
    };
    expect(messagesOf(entry)).toEqual(['Weight per package has to be a number']);
  });

  it('says "Recovered weight per batch has to be a number"', () => {
    const entry = {
      ...valid(),
      productBy: {
        ...valid().productBy,
        carbonReactionSolventRecyclings: [
          { solventName: 'toluene', distillationSite: 'SameLocation', recoveredWeightPerBatch: '-' },
        ],
      },
    };
    expect(messagesOf(entry)).toEqual(['Line 1: Recovered weight per batch has to be a number']);
  });

  it('says "Quantity per cleaning" and "Number of batches between each cleaning has to be a number"', () => {
    const entry = {
      ...valid(),
      productBy: {
        ...valid().productBy,
        carbonReactionCleanings: [
          {},
          {
            solventName: 'methanol',
            productionPlace: 'Europe',
            cas: '67-56-1',
            quantityPerCleaning: 'a lot',
            numberOfBatchesBetweenEachCleaning: 'ten',
          },
        ],
      },
    };
    expect(messagesOf(entry)).toEqual([
      'Line 2: Quantity per cleaning has to be a number',
      'Line 2: Number of batches between each cleaning has to be a number',
    ]);
  });

  it('takes decimals with a point or a comma, and negative numbers', () => {
    const entry = { ...valid(), molecularWeight: '151,16', weightPerBatch: '-3.5' };
    expect(messagesOf(entry)).toEqual([]);
  });
});

describe('spec 001 §5 Mass balance: required rows', () => {
  it('requires the finished product row: "Molecular Weight is required", "Weight per Batch is required"', () => {
    const entry = { ...valid(), molecularWeight: '', weightPerBatch: undefined };
    expect(issueAt(entry, 'molecularWeight')).toBe('Molecular Weight is required');
    expect(issueAt(entry, 'weightPerBatch')).toBe('Weight per Batch is required');
  });

  it("requires the first raw material's production place, molecular weight and weight per batch", () => {
    const entry = valid();
    entry.productBy.carbonReactionRawMaterials[0] = { name: '4-aminophenol', cas: '123-30-8' } as never;
    expect(messagesOf(entry)).toEqual([
      "Line 1: Production place can't be empty",
      "Line 1: Molecular Weight can't be empty",
      "Line 1: Weight per Batch can't be empty",
    ]);
  });

  it('requires the first raw material even when the list is missing altogether', () => {
    const entry = { molecularWeight: '1', weightPerBatch: '1' };
    expect(messagesOf(entry)).toEqual([
      "Line 1: Production place can't be empty",
      "Line 1: Molecular Weight can't be empty",
      "Line 1: Weight per Batch can't be empty",
    ]);
  });

  it('does not require the precursor name and CAS number (they come from the route tree)', () => {
    const entry = valid();
    entry.productBy.carbonReactionRawMaterials[0]!.name = '';
    entry.productBy.carbonReactionRawMaterials[0]!.cas = '';
    expect(messagesOf(entry)).toEqual([]);
  });

  it('checks nothing in a reaction marked Unknown data', () => {
    expect(massBalanceIssues({ dataUnknown: true, molecularWeight: 'abc' })).toEqual([]);
  });
});

describe('spec 001 §5 Mass balance: the row rule', () => {
  it('ignores an entirely empty row, blanks included', () => {
    const entry = valid();
    entry.productBy.carbonReactionRawMaterials[2] = { name: '  ', cas: '' } as never;
    expect(messagesOf(entry)).toEqual([]);
  });

  it('asks every field of a row with any field filled: "{field label} is required", per line', () => {
    const entry = {
      ...valid(),
      productBy: {
        ...valid().productBy,
        carbonReactionSolventRecyclings: [
          { solventName: 'toluene', distillationSite: 'SameLocation', recoveredWeightPerBatch: '40' },
          { solventName: 'toluene' },
        ],
      },
    };
    expect(messagesOf(entry)).toEqual([
      'Line 2: Distillation site is required',
      'Line 2: Recovered weight per batch is required',
    ]);
    expect(issueAt(entry, 'productBy.carbonReactionSolventRecyclings.1.distillationSite')).toBe(
      'Line 2: Distillation site is required',
    );
  });

  it.each([
    [
      'carbonReactionRawMaterials',
      { cas: '64-17-5' },
      ['Name', 'Production place', 'Molecular Weight', 'Weight per Batch'],
    ],
    ['carbonReactionAqueousWastes', { type: 'Sewer' }, ['Rough composition', 'Weight per batch']],
    ['carbonReactionOrganicWastes', { weightPerBatch: '3' }, ['Rough composition', 'Treatment']],
    ['carbonReactionGasWastes', { roughComposition: 'CO2' }, ['Treatment', 'Weight per batch']],
    [
      'carbonReactionCleanings',
      { cas: '67-56-1' },
      [
        'Solvent name',
        'Production place',
        'Quantity per cleaning',
        'Number of batches between each cleaning',
      ],
    ],
  ])('applies it to %s lines', (key, line, missing) => {
    const entry = valid() as Record<string, unknown> & { productBy: Record<string, unknown[]> };
    const rows = [...(entry.productBy[key] ?? [])];
    const index = key === 'carbonReactionRawMaterials' ? 1 : 0;
    rows[index] = line;
    entry.productBy[key] = rows;
    expect(messagesOf(entry)).toEqual(missing.map((label) => `Line ${index + 1}: ${label} is required`));
  });

  it('applies it to the by-product and the packaging, without a line number', () => {
    const entry = {
      ...valid(),
      productBy: { ...valid().productBy, byProductsName: 'acetic acid', packagingMaterial: 'steel' },
    };
    expect(messagesOf(entry)).toEqual([
      'By-product CAS number is required',
      'Molecular Weight is required',
      'Weight per batch is required',
      'Packaging type is required',
      'Weight per package is required',
    ]);
  });

  it('is one function the forms call on any row', () => {
    expect(rowIssues({}, byProductFields)).toEqual([]);
    expect(rowIssues({ byProductsCas: '1' }, byProductFields, ['x'], 4)[0]).toMatchObject({
      path: ['x', 'byProductsName'],
      message: 'Line 4: By-product name is required',
    });
  });
});

describe('the second part on the wire', () => {
  it("accepts the staff form's byProductName… and stores the client's byProductsName…", () => {
    const parsed = massBalanceEntrySchema.parse({
      productBy: {
        byProductName: 'acetic acid',
        byProductCas: '64-19-7',
        byProductMolecularWeight: 60.05,
        byProductWeightPerBatch: '12',
      },
    });
    expect(parsed.productBy).toEqual({
      byProductsName: 'acetic acid',
      byProductsCas: '64-19-7',
      byProductsMolecularWeight: '60.05',
      byProductsWeightPerBatch: '12',
    });
  });

  it("keeps the client's spelling when both are sent", () => {
    const parsed = massBalanceEntrySchema.parse({
      productBy: { byProductsName: 'kept', byProductName: 'dropped' },
    });
    expect(parsed.productBy).toEqual({ byProductsName: 'kept' });
  });

  it('stores half-typed numbers in a draft (an autosave never refuses what was typed)', () => {
    expect(
      carbonSecondPartUpdateSchema.parse({ substances: [{ weightPerBatch: '12.' }], revision: 3 }),
    ).toEqual({
      substances: [{ weightPerBatch: '12.' }],
      revision: 3,
    });
  });

  it('refuses a value outside its enumeration, and lists or strings past their bounds', () => {
    const wrong = (productBy: unknown) =>
      carbonSecondPartBodySchema.safeParse({ substances: [{ productBy }] }).success;
    expect(wrong({ processType: 'Alchemy' })).toBe(false);
    expect(wrong({ carbonReactionGasWastes: [{ type: 'Sewer' }] })).toBe(false);
    expect(wrong({ carbonReactionGasWastes: Array.from({ length: 101 }, () => ({})) })).toBe(false);
    expect(wrong({ packagingType: 'x'.repeat(201) })).toBe(false);
    expect(
      wrong({ processType: 'ChemicalReaction', carbonReactionGasWastes: [{ type: 'Filtration' }] }),
    ).toBe(true);
  });

  it('lets staff save incomplete rows, but not words in number fields', () => {
    const staff = (substances: unknown[]) => carbonSecondPartBodySchema.safeParse({ substances });
    expect(staff([{ productBy: { carbonReactionCleanings: [{ solventName: 'methanol' }] } }]).success).toBe(
      true,
    );
    const refused = staff([{ productBy: { carbonReactionCleanings: [{ quantityPerCleaning: 'a lot' }] } }]);
    expect(refused.error?.issues[0]?.message).toBe('Line 1: Quantity per cleaning has to be a number');
  });

  it('submits only when every reaction holds, and names the field of the failing line', () => {
    const parsed = carbonSecondPartCompleteSchema.safeParse({
      substances: [
        valid(),
        {
          ...valid(),
          productBy: {
            carbonReactionRawMaterials: [valid().productBy.carbonReactionRawMaterials[0], { name: 'x' }],
          },
        },
      ],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['substances', 1, 'productBy', 'carbonReactionRawMaterials', 1, 'productionPlace'],
      message: 'Line 2: Production place is required',
    });
    expect(
      carbonSecondPartCompleteSchema.safeParse({ substances: [valid(), { dataUnknown: true }] }).success,
    ).toBe(true);
  });
});

describe('the figures’ bounds (issue #35)', () => {
  const m = massBalanceMessages;
  const withRaw = (product: string, raw: string) => ({
    ...valid(),
    weightPerBatch: product,
    productBy: {
      carbonReactionRawMaterials: [
        { ...valid().productBy.carbonReactionRawMaterials[0], weightPerBatch: raw },
      ],
    },
  });

  it('refuses forty digits, a weight below a milligram or above a million tonnes, and a negative figure', () => {
    expect(massBalanceBoundIssues(withRaw('1000', '9'.repeat(40)))).toMatchObject([
      {
        path: ['productBy', 'carbonReactionRawMaterials', 0, 'weightPerBatch'],
        message: m.line(1, m.tooManyDigits('Weight per Batch')),
      },
    ]);
    for (const figure of [`0.${'0'.repeat(37)}1`, '0.0000009', '1000000001', '-5']) {
      expect(massBalanceBoundIssues({ molecularWeight: '151.16', weightPerBatch: figure })).toMatchObject([
        { path: ['weightPerBatch'], message: m.outOfRange('Weight per Batch') },
      ]);
    }
  });

  it('counts significant digits, not zeros that only place the point', () => {
    expect(massBalanceBoundIssues({ molecularWeight: '151.16', weightPerBatch: '0.000001' })).toEqual([]);
    expect(massBalanceBoundIssues({ molecularWeight: '151.16', weightPerBatch: '1000000000' })).toEqual([]);
    expect(massBalanceBoundIssues({ molecularWeight: '151.16', weightPerBatch: '123456789,012345' })).toEqual(
      [],
    );
    expect(
      massBalanceBoundIssues({ molecularWeight: '151.16', weightPerBatch: '123456789.0123456' }),
    ).toHaveLength(1);
    // Half-typed text is left to the number rule; zero is a figure.
    expect(massBalanceBoundIssues({ molecularWeight: '151.16', weightPerBatch: '12.' })).toEqual([]);
    expect(massBalanceBoundIssues({ molecularWeight: '151.16', weightPerBatch: '0' })).toEqual([]);
  });

  it('bounds each input at 100,000 times the product’s weight, and every writing schema holds to it', () => {
    expect(massBalanceBoundIssues(withRaw('0.01', '1000'))).toEqual([]);
    expect(massBalanceBoundIssues(withRaw('0.01', '1000.5'))).toMatchObject([
      {
        path: ['productBy', 'carbonReactionRawMaterials', 0, 'weightPerBatch'],
        message: m.line(1, m.tooHeavy('Weight per Batch')),
      },
    ]);
    const absurd = { substances: [withRaw('1000', '9'.repeat(40))], revision: 0 };
    expect(carbonSecondPartUpdateSchema.safeParse(absurd).success).toBe(false);
    expect(carbonSecondPartBodySchema.safeParse(absurd).success).toBe(false);
    expect(carbonSecondPartCompleteSchema.safeParse(absurd).success).toBe(false);
    // What answers read is the draft level alone: a document stored before the bounds still reads.
    expect(massBalanceEntrySchema.safeParse(withRaw('1000', '9'.repeat(40))).success).toBe(true);
  });
});
