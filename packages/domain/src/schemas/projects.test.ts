import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { massBalanceMessages } from './mass-balance';
import {
  carbonCheckedSchema,
  carbonCompleteSchema,
  carbonContactFromWire,
  carbonContactToWire,
  carbonDraftSchema,
  carbonStep2FormSchema,
  carbonWithoutProductionSchema,
  hsCodeSchema,
  originCheckedSchema,
  originCompleteSchema,
  originDraftSchema,
  substanceCheckedSchema,
} from './projects';
import { completeTreeIssues, type TreeNodeDraft } from './tree';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

const goodTree: TreeNodeDraft = {
  id: 'substance_root',
  name: 'Paracetamol',
  manufacturers: [
    { percentage: 60, companyName: 'A', city: 'Lyon', countryId: 'FR' },
    { percentage: '40', companyName: 'B', city: 'Pune', countryId: 'IN' },
  ],
  children: [
    {
      id: 'substance_1',
      name: '4-aminophenol',
      cas: '123-30-8',
      manufacturers: [{ percentage: 100, companyName: 'C', city: 'Pune', countryId: 'IN' }],
      children: [],
    },
  ],
};

const oneManufacturer = [{ percentage: 100, companyName: 'A', city: 'B', countryId: 'FR' }];

describe('completeTreeIssues (spec 001 §5 Tree dialog)', () => {
  it('accepts a complete tree', () => {
    expect(completeTreeIssues(goodTree)).toEqual([]);
  });

  it('needs a manufacturer on the root, and names and CAS numbers below it', () => {
    const issues = completeTreeIssues({
      id: 'substance_root',
      name: 'X',
      children: [
        {
          id: 'substance_1',
          name: '',
          cas: '',
          manufacturers: oneManufacturer,
          children: [{ id: 'substance_2', name: 'Y', manufacturers: oneManufacturer }],
        },
      ],
    });
    expect(issues).toEqual([
      { path: ['manufacturers'], message: messages.tree.rootManufacturerMissing },
      { path: ['children', 0, 'cas'], message: "CAS number can't be empty" },
      { path: ['children', 0, 'name'], message: "Name can't be empty" },
      { path: ['children', 0, 'children', 0, 'cas'], message: "CAS number can't be empty" },
    ]);
  });

  it('judges a precursor without manufacturers as the dialog shows it: one empty first block', () => {
    const issues = completeTreeIssues({
      ...goodTree,
      children: [{ id: 'substance_1', name: 'Y', cas: '1-1-1', manufacturers: [] }],
    });
    expect(issues).toEqual([
      { path: ['children', 0, 'manufacturers', 0, 'percentage'], message: "Percentage can't be empty" },
      { path: ['children', 0, 'manufacturers', 0, 'companyName'], message: "Company name can't be empty" },
      { path: ['children', 0, 'manufacturers', 0, 'city'], message: "City can't be empty" },
      {
        path: ['children', 0, 'manufacturers', 0, 'countryId'],
        message: "Production country can't be empty",
      },
      { path: ['children', 0, 'manufacturers'], message: 'The total percentage has to be equal to 100' },
    ]);
  });

  it('checks each manufacturer and that the percentages total 100', () => {
    const issues = completeTreeIssues({
      ...goodTree,
      manufacturers: [
        { percentage: 150, companyName: 'A', city: 'Lyon', countryId: 'FR' },
        { percentage: 'x', companyName: '', city: '', countryId: '' },
      ],
    });
    const byPath = Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]));
    expect(byPath).toMatchObject({
      'manufacturers.0.percentage': "Percentage can't be above 100",
      'manufacturers.1.percentage': 'Percentage must be a number',
      'manufacturers.1.companyName': "Company name can't be empty",
      'manufacturers.1.city': "City can't be empty",
      'manufacturers.1.countryId': "Production country can't be empty",
      manufacturers: 'The total percentage has to be equal to 100',
    });
  });

  it('asks natural and biologic steps for a transformation type, and a text for "other"', () => {
    const issues = completeTreeIssues({
      id: 'substance_root',
      type: 'NATURAL',
      manufacturers: oneManufacturer,
      children: [
        // A step needs no name or CAS number: it is shown by its transformation type.
        { id: 'substance_1', manufacturers: oneManufacturer },
        { id: 'substance_2', transformationType: -1, otherStep: '', manufacturers: oneManufacturer },
        { id: 'substance_3', transformationType: 4, manufacturers: oneManufacturer },
      ],
    });
    expect(issues.map((i) => i.message)).toEqual([
      "Transformation type can't be empty",
      "Other step can't be empty",
    ]);
  });
});

describe('footprint schemas', () => {
  const complete = {
    name: 'Ibuprofen',
    cas: '15687-27-1',
    reactionNumber: 3,
    reactionNumberWithInformation: 2,
    reactionNumberWithoutInformation: 1,
    ...carbonContactToWire({ contactFunction: 'Head of EHS', contactEmail: 'ehs@acme.com' }),
    reportDataContactPersonName: 'Ada',
    reportDataProductUse: 'Pain relief',
    reportDataCompanyActivity: 'API manufacturing',
    reportDataProcessAndVolume: '12 tons',
    reportDataDownloadMolecularStructure: 'file-1',
    tree: goodTree,
  };

  it('maps the swapped contact fields both ways (spec README quirk)', () => {
    expect(carbonContactToWire({ contactFunction: 'Head of EHS', contactEmail: 'ehs@acme.com' })).toEqual({
      reportDataContactPersonEmail: 'Head of EHS',
      reportDataContactPersonFunction: 'ehs@acme.com',
    });
    expect(carbonContactFromWire(complete)).toEqual({
      contactFunction: 'Head of EHS',
      contactEmail: 'ehs@acme.com',
    });
  });

  it('accepts a complete first part and reports each missing piece with the spec message', () => {
    expect(carbonCompleteSchema.safeParse(complete).success).toBe(true);
    // The sum of the steps is checked once every field is valid (zod runs refinements last).
    expect(messagesOf(carbonCompleteSchema.safeParse({ ...complete, reactionNumber: 4 }))).toEqual([
      messages.footprint.stepsSum,
    ]);
    const bad = carbonCompleteSchema.safeParse({
      ...complete,
      reportDataContactPersonEmail: '',
      reportDataContactPersonFunction: 'not-an-email',
      reportDataDownloadMolecularStructure: undefined,
    });
    expect(messagesOf(bad)).toEqual([
      "Contact function can't be empty",
      'Incorrect email',
      "Please provide Molecular Structure's file",
    ]);
  });

  it("checks the contact's e-mail the same way on the wire and in the form's step 2", () => {
    const emailMessages = (email: unknown) => [
      messagesOf(carbonCompleteSchema.safeParse({ ...complete, reportDataContactPersonFunction: email })),
      messagesOf(carbonStep2FormSchema.safeParse({ contactEmail: email })).filter((m) => m.includes('mail')),
    ];
    expect(emailMessages('')).toEqual([
      [messages.footprint.contactEmailEmpty],
      [messages.footprint.contactEmailEmpty],
    ]);
    expect(emailMessages(undefined)).toEqual([
      [messages.footprint.contactEmailEmpty],
      [messages.footprint.contactEmailEmpty],
    ]);
    expect(emailMessages('not-an-email')).toEqual([['Incorrect email'], ['Incorrect email']]);
    expect(emailMessages(' ehs@acme.com ')).toEqual([[], []]);
  });

  it('refuses a first part whose tree is not complete', () => {
    const result = carbonCompleteSchema.safeParse({ ...complete, tree: { id: 'substance_root', name: 'x' } });
    expect(messagesOf(result)).toContain(messages.tree.rootManufacturerMissing);
  });

  it('needs the supplier and country of production without production data', () => {
    const result = carbonWithoutProductionSchema.safeParse({
      name: 'X',
      cas: '1',
      reactionNumber: 0,
      reactionNumberWithInformation: 0,
      reactionNumberWithoutInformation: 0,
    });
    expect(messagesOf(result)).toEqual([
      "Name of the supplier can't be empty",
      "Country of production can't be empty",
    ]);
  });

  it('lets a draft be saved with its name alone', () => {
    expect(carbonDraftSchema.safeParse({ name: 'Only a name' }).success).toBe(true);
    expect(messagesOf(carbonDraftSchema.safeParse({}))).toEqual(["Name can't be empty"]);
  });
});

describe('origin label schemas', () => {
  it('checks HS codes: digits only, at least 6', () => {
    expect(messagesOf(hsCodeSchema.safeParse(''))[0]).toBe("HS code can't be empty");
    expect(messagesOf(hsCodeSchema.safeParse('3004a'))[0]).toBe('HS code is number only');
    expect(messagesOf(hsCodeSchema.safeParse('3004'))[0]).toBe('HS code must be at least 6 digits long');
    expect(hsCodeSchema.safeParse('300490').success).toBe(true);
  });

  it('needs production countries totalling 100 in each list', () => {
    const base = {
      drugProductName: 'Doliprane',
      drugProductCode: '60234100',
      drugProductCodeHs: '300490',
      commercializationCountry: 'FR',
      productionCountriesDrugFormulation: [
        { countryId: 'FR', percentage: 70 },
        { countryId: 'DE', percentage: 20 },
      ],
      productionCountriesPrimaryPackaging: [{ countryId: 'FR', percentage: 100 }],
      apiCount: 1,
      api: [{ inn: 'paracetamol', cas: '103-90-2', codeHs: '292429', type: 'CHEMICAL', tree: goodTree }],
    };
    expect(messagesOf(originCompleteSchema.safeParse(base))).toEqual([
      'The total percentage has to be equal to 100',
    ]);
    const fixed = {
      ...base,
      productionCountriesDrugFormulation: [
        { countryId: 'FR', percentage: 80 },
        { countryId: 'DE', percentage: 20 },
      ],
    };
    expect(originCompleteSchema.safeParse(fixed).success).toBe(true);
    expect(messagesOf(originDraftSchema.safeParse({ drugProductName: '' }))).toEqual([
      "Drug product name can't be empty",
    ]);
  });
});

describe('the staff level: a draft whose numbers are numbers (issue #22)', () => {
  const tree = (percentage: unknown) => ({
    id: 'substance_root',
    name: 'Ibuprofen',
    manufacturers: [{ companyName: 'Pharma Synthèse', percentage }],
    children: [{ id: 'substance_1', name: 'half typed', manufacturers: [{ percentage: '' }] }],
  });

  it('keeps half-typed text in a client draft, refuses it from staff', () => {
    for (const percentage of [-999, 'NaN', 0, 101, '1e2']) {
      expect(carbonDraftSchema.safeParse({ name: 'Ibuprofen', tree: tree(percentage) }).success).toBe(true);
      const refused = carbonCheckedSchema.safeParse({ name: 'Ibuprofen', tree: tree(percentage) });
      expect(
        refused.error?.issues.map((i) => i.path.join('.')),
        String(percentage),
      ).toEqual(['tree.manufacturers.0.percentage']);
    }
    // Blanks are an unfinished draft, not a wrong number.
    expect(carbonCheckedSchema.safeParse({ name: 'Ibuprofen', tree: tree(null) }).success).toBe(true);
    expect(substanceCheckedSchema.safeParse({ inn: 'Ibuprofen', tree: tree('70') }).success).toBe(true);
  });

  it('checks the mass balance of a footprint as the staff second part does', () => {
    const refused = carbonCheckedSchema.safeParse({
      name: 'Ibuprofen',
      substances: [{ molecularWeight: 'heavy' }],
    });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['substances', 0, 'molecularWeight'],
      message: massBalanceMessages.molecularWeightNumber,
    });
  });

  it('checks every drug substance tree of a drug product', () => {
    const refused = originCheckedSchema.safeParse({
      drugProductName: 'Doliprane',
      api: [
        { inn: 'paracetamol', tree: tree(50) },
        { inn: 'caffeine', tree: tree(-5) },
      ],
    });
    expect(refused.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'api.1.tree.manufacturers.0.percentage',
    ]);
  });
});
