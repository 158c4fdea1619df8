import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { addChild, newRootNode, updateNode } from '../projects/tree-ops';
import { completeTreeIssues, type TreeNodeDraft, treeNodeDraftSchema } from './tree';
import {
  emptyManufacturerValues,
  type TreeDialogManufacturerValues,
  type TreeDialogValues,
  toTreeDialogValues,
  treeDialogMaxLength,
  treeDialogSchema,
} from './tree-dialog';

const lyon: TreeDialogManufacturerValues = {
  plantId: null,
  companyName: 'Pharma Synthèse',
  countryId: 'FR',
  percentage: '100',
  city: 'Lyon',
};

const precursor = (overrides: Partial<TreeDialogValues> = {}): TreeDialogValues => ({
  ...toTreeDialogValues(undefined),
  cas: '123-30-8',
  name: '4-aminophenol',
  manufacturers: [lyon],
  ...overrides,
});

const chemical = treeDialogSchema({ treeType: 'CHEMICAL', isRoot: false });
const natural = treeDialogSchema({ treeType: 'NATURAL', isRoot: false });
const root = treeDialogSchema({ treeType: 'CHEMICAL', isRoot: true });

/** The messages by path ('manufacturers.1.city'), as the form shows them. */
function errorsOf(schema: typeof chemical, values: TreeDialogValues): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('tree dialog schema (spec 001 §5 Tree dialog)', () => {
  it('accepts a complete precursor and gives the node fields, percentages as numbers', () => {
    const result = chemical.parse(precursor({ ce: ' 204-648-7 ', isolated: false }));
    expect(result).toEqual({
      type: 'CHEMICAL',
      cas: '123-30-8',
      ce: '204-648-7',
      name: '4-aminophenol',
      isolated: false,
      manufacturers: [
        { plantId: null, companyName: 'Pharma Synthèse', countryId: 'FR', percentage: 100, city: 'Lyon' },
      ],
    });
  });

  it('needs the CAS number and the name; the CE number is optional', () => {
    expect(errorsOf(chemical, precursor({ cas: ' ', name: '' }))).toEqual({
      cas: "CAS number can't be empty",
      name: "Name can't be empty",
    });
  });

  it('gives every manufacturer message of the spec', () => {
    const errors = errorsOf(
      chemical,
      precursor({ manufacturers: [emptyManufacturerValues(), { ...lyon, percentage: '' }] }),
    );
    expect(errors).toMatchObject({
      'manufacturers.0.companyName': "Company name can't be empty",
      'manufacturers.0.countryId': "Production country can't be empty",
      'manufacturers.0.city': "City can't be empty",
      'manufacturers.0.percentage': "Percentage can't be empty",
    });
  });

  it.each([
    ['1a', 'Percentage must be a number'],
    ['4.5', 'Percentage must be a number'],
    ['101', "Percentage can't be above 100"],
    ['0', "Percentage can't be 0 or under"],
    ['-5', "Percentage can't be 0 or under"],
  ])('says what is wrong with the percentage %s', (percentage, message) => {
    expect(errorsOf(chemical, precursor({ manufacturers: [{ ...lyon, percentage }] }))).toMatchObject({
      'manufacturers.0.percentage': message,
    });
  });

  it('refuses a percentage longer than 3 characters', () => {
    expect(chemical.safeParse(precursor({ manufacturers: [{ ...lyon, percentage: '1000' }] })).success).toBe(
      false,
    );
  });

  it('needs the percentages to total 100', () => {
    const split = (a: string, b: string) =>
      precursor({
        manufacturers: [
          { ...lyon, percentage: a },
          { ...lyon, percentage: b },
        ],
      });
    expect(errorsOf(chemical, split('60', '30'))).toEqual({
      manufacturers: messages.percentage.totalNot100,
    });
    expect(errorsOf(chemical, split('60', '40'))).toEqual({});
    expect(chemical.parse(split('60', '40')).manufacturers.map((m) => m.percentage)).toEqual([60, 40]);
  });

  it('takes 1 to 3 manufacturers', () => {
    expect(chemical.safeParse(precursor({ manufacturers: [] })).success).toBe(false);
    const third = { ...lyon, percentage: '34' };
    const three = [{ ...lyon, percentage: '33' }, { ...lyon, percentage: '33' }, third];
    expect(chemical.safeParse(precursor({ manufacturers: three })).success).toBe(true);
    expect(chemical.safeParse(precursor({ manufacturers: [...three, third] })).success).toBe(false);
  });

  it('asks a natural or biologic step for its transformation type, and the text of "Other"', () => {
    const step = (overrides: Partial<TreeDialogValues>) =>
      precursor({ cas: '', name: '', transformationType: '', ...overrides });
    expect(errorsOf(natural, step({}))).toEqual({ transformationType: "Transformation type can't be empty" });
    expect(errorsOf(natural, step({ transformationType: '-1' }))).toEqual({
      otherStep: "Other step can't be empty",
    });
    expect(natural.parse(step({ transformationType: '-1', otherStep: ' Maceration ' }))).toMatchObject({
      type: 'NATURAL',
      transformationType: -1,
      otherStep: 'Maceration',
    });
    // The 'Other step' text is kept only for 'Other'.
    expect(natural.parse(step({ transformationType: '7', otherStep: 'left over' }))).toMatchObject({
      transformationType: 7,
      otherStep: '',
    });
  });

  it('checks only the manufacturers of the root, whose name and CAS are the product', () => {
    const values = { ...toTreeDialogValues(undefined), manufacturers: [lyon] };
    expect(root.parse(values)).toEqual({ manufacturers: [{ ...lyon, percentage: 100 }] });
    expect(errorsOf(root, { ...values, manufacturers: [{ ...lyon, city: '' }] })).toEqual({
      'manufacturers.0.city': "City can't be empty",
    });
  });

  it('never lets through a text longer than a draft takes', () => {
    const long = (field: keyof typeof treeDialogMaxLength) => 'x'.repeat(treeDialogMaxLength[field] + 1);
    expect(chemical.safeParse(precursor({ cas: long('cas') })).success).toBe(false);
    expect(chemical.safeParse(precursor({ name: long('name') })).success).toBe(false);
    expect(chemical.safeParse(precursor({ manufacturers: [{ ...lyon, city: long('city') }] })).success).toBe(
      false,
    );
    // …and what it lets through, a draft stores.
    const longest = (field: keyof typeof treeDialogMaxLength) => 'x'.repeat(treeDialogMaxLength[field]);
    const patch = chemical.parse(
      precursor({
        cas: longest('cas'),
        ce: longest('ce'),
        name: longest('name'),
        manufacturers: [{ ...lyon, companyName: longest('companyName'), city: longest('city') }],
      }),
    );
    expect(treeNodeDraftSchema.safeParse({ id: 'substance_1', ...patch }).success).toBe(true);
  });
});

describe('toTreeDialogValues', () => {
  it('starts a new node isolated, with one empty manufacturer block', () => {
    expect(toTreeDialogValues(undefined)).toEqual({
      cas: '',
      ce: '',
      name: '',
      isolated: true,
      transformationType: '',
      otherStep: '',
      manufacturers: [emptyManufacturerValues()],
    });
  });

  it('shows a stored node as text, and gives back the same node once validated', () => {
    const node: TreeNodeDraft = {
      id: 'substance_1',
      type: 'CHEMICAL',
      cas: '123-30-8',
      ce: '',
      name: '4-aminophenol',
      isolated: false,
      manufacturers: [
        { percentage: 70, plantId: 'plant_1', companyName: 'A', city: 'Lyon', countryId: 'FR' },
        { percentage: 30, plantId: null, companyName: 'B', city: 'Pune', countryId: 'IN' },
      ],
    };
    const values = toTreeDialogValues(node);
    expect(values.manufacturers.map((m) => m.percentage)).toEqual(['70', '30']);
    expect(updateNode(node, 'substance_1', chemical.parse(values))).toEqual(node);
  });
});

describe('the dialog and completeTreeIssues agree', () => {
  it('a tree built only through the dialog is complete', () => {
    let tree = newRootNode({ name: 'Paracetamol', cas: '103-90-2' }, 'CHEMICAL', 'substance_root');
    tree = updateNode(
      tree,
      'substance_root',
      root.parse({ ...toTreeDialogValues(undefined), manufacturers: [lyon] }),
    );
    tree = addChild(tree, 'substance_root', { id: 'substance_1', ...chemical.parse(precursor()) });
    expect(completeTreeIssues(tree)).toEqual([]);
  });

  it('a node the dialog refuses is reported by completeTreeIssues with the same message', () => {
    const values = precursor({ manufacturers: [{ ...lyon, percentage: '90' }] });
    expect(errorsOf(chemical, values)).toEqual({ manufacturers: messages.percentage.totalNot100 });
    const tree = {
      ...newRootNode({ name: 'P' }, 'CHEMICAL', 'r'),
      manufacturers: [{ ...lyon, percentage: 100 }],
      children: [
        {
          id: 'c',
          type: 'CHEMICAL' as const,
          cas: values.cas,
          name: values.name,
          manufacturers: [{ ...lyon, percentage: 90 }],
        },
      ],
    };
    expect(completeTreeIssues(tree)).toEqual([
      { path: ['children', 0, 'manufacturers'], message: messages.percentage.totalNot100 },
    ]);
  });
});
