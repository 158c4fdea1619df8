import { describe, expect, it } from 'vitest';
import { en, type MessageKey } from '../i18n/en';
import { fr } from '../i18n/fr';
import { byProductFields, finishedProductFields, massBalanceLists } from '../schemas/mass-balance';
import { changeLabelIn, type DocumentChange, projectDocumentChanges } from './project-changes';

const lyon = { companyName: 'Pharma Synthèse', city: 'Lyon', countryId: 'FR', plantId: 'plant_lyon' };
const milano = { companyName: 'Chimica Lombarda', city: 'Milano', countryId: 'IT', plantId: 'plant_milano' };
const shanghai = { companyName: 'Nitro Co', city: 'Shanghai', countryId: 'CN', plantId: 'plant_sh' };

function tree() {
  return {
    id: 'substance_root',
    name: 'paracetamol',
    cas: '103-90-2',
    type: 'CHEMICAL',
    manufacturers: [
      { ...lyon, percentage: 70 },
      { ...milano, percentage: 30 },
    ],
    children: [
      {
        id: 'substance_a',
        name: '4-aminophenol',
        cas: '123-30-8',
        isolated: true,
        manufacturers: [{ ...shanghai, percentage: 100 }],
        children: [
          {
            id: 'substance_b',
            name: '4-nitrophenol',
            cas: '100-02-7',
            isolated: true,
            manufacturers: [{ ...shanghai, percentage: 100 }],
            children: [],
          },
        ],
      },
    ],
  };
}

const substance = (t = tree()) => ({
  inn: 'paracetamol',
  cas: '103-90-2',
  codeHs: '29242930',
  type: 'CHEMICAL',
  tree: t,
});

const pick = (changes: DocumentChange[]) =>
  changes.map(({ change, path, label, before, after }) => ({ change, path, label, before, after }));

describe('projectDocumentChanges', () => {
  it('finds nothing between a document and itself, nor in empty values written differently', () => {
    const doc = substance();
    expect(projectDocumentChanges('SUBSTANCE', doc, structuredClone(doc))).toEqual({ changes: [], total: 0 });
    const asText = structuredClone(doc);
    asText.tree.manufacturers[0]!.percentage = '70' as unknown as number;
    const before = { ...doc, codeHs: undefined, wizardStep: 1 };
    const after = { ...asText, codeHs: '', wizardStep: 3 };
    expect(projectDocumentChanges('SUBSTANCE', before, after).changes).toEqual([]);
  });

  it('lists a manufacturer’s percentage and company changes with the old and new values', () => {
    const after = tree();
    after.manufacturers[0]!.percentage = 60;
    after.manufacturers[1]!.percentage = 40;
    after.children[0]!.manufacturers[0] = { ...lyon, percentage: 100 };
    const { changes, total } = projectDocumentChanges('SUBSTANCE', substance(), substance(after));
    expect(total).toBe(5);
    expect(pick(changes)).toEqual([
      {
        change: 'changed',
        path: 'tree.manufacturers.0.percentage',
        label: 'Synthetic route › paracetamol › Manufacturer #1 › Percentage',
        before: 70,
        after: 60,
      },
      {
        change: 'changed',
        path: 'tree.manufacturers.1.percentage',
        label: 'Synthetic route › paracetamol › Manufacturer #2 › Percentage',
        before: 30,
        after: 40,
      },
      {
        change: 'changed',
        path: 'tree.children.0.manufacturers.0.companyName',
        label: 'Synthetic route › 4-aminophenol › Manufacturer #1 › Company name',
        before: 'Nitro Co',
        after: 'Pharma Synthèse',
      },
      {
        change: 'changed',
        path: 'tree.children.0.manufacturers.0.countryId',
        label: 'Synthetic route › 4-aminophenol › Manufacturer #1 › Production site country',
        before: 'CN',
        after: 'FR',
      },
      {
        change: 'changed',
        path: 'tree.children.0.manufacturers.0.city',
        label: 'Synthetic route › 4-aminophenol › Manufacturer #1 › City',
        before: 'Shanghai',
        after: 'Lyon',
      },
    ]);
    expect(changes[2]!.nodeId).toBe('substance_a');
  });

  it('matches nodes by id: added (with its manufacturers), removed, changed and moved', () => {
    const after = tree();
    const aminophenol = after.children[0]!;
    const nitrophenol = aminophenol.children.pop()!;
    // 4-nitrophenol moves up to the root; a new precursor is added under 4-aminophenol; the CE changes.
    after.children.push(nitrophenol);
    aminophenol.children.push({
      id: 'substance_new',
      name: 'phenol',
      cas: '108-95-2',
      isolated: false,
      manufacturers: [{ ...milano, percentage: 100 }],
      children: [],
    });
    (nitrophenol as Record<string, unknown>).ce = '202-811-4';
    const { changes } = projectDocumentChanges('SUBSTANCE', substance(), substance(after));
    expect(pick(changes)).toEqual([
      {
        change: 'added',
        path: 'tree.children.0.children.0',
        label: 'Synthetic route › phenol',
        before: null,
        after: 'phenol',
      },
      {
        change: 'added',
        path: 'tree.children.0.children.0.manufacturers.0',
        label: 'Synthetic route › phenol › Manufacturer #1',
        before: null,
        after: 'Chimica Lombarda, Milano (IT), 100 %',
      },
      {
        change: 'added',
        path: 'tree.children.1.ce',
        label: 'Synthetic route › 4-nitrophenol › CE number',
        before: null,
        after: '202-811-4',
      },
      {
        change: 'changed',
        path: 'tree.children.1',
        label: 'Synthetic route › 4-nitrophenol › Precursor of',
        before: '4-aminophenol',
        after: 'paracetamol',
      },
    ]);

    const removed = tree();
    removed.children = [];
    expect(pick(projectDocumentChanges('SUBSTANCE', substance(), substance(removed)).changes)).toEqual([
      {
        change: 'removed',
        path: 'tree.children.0',
        label: 'Synthetic route › 4-aminophenol',
        before: '4-aminophenol',
        after: null,
      },
      {
        change: 'removed',
        path: 'tree.children.0.children.0',
        label: 'Synthetic route › 4-nitrophenol',
        before: '4-nitrophenol',
        after: null,
      },
    ]);
  });

  it('names an isolated flag, a removed manufacturer and another plant of the same name as a person would', () => {
    const after = tree();
    after.children[0]!.isolated = false;
    after.manufacturers = [{ ...lyon, percentage: 100 }];
    const before = tree();
    before.children[0]!.children[0]!.manufacturers[0]!.plantId = 'plant_sh_2023';
    const { changes } = projectDocumentChanges('SUBSTANCE', substance(before), substance(after));
    expect(pick(changes)).toEqual([
      expect.objectContaining({ path: 'tree.manufacturers.0.percentage', before: 70, after: 100 }),
      {
        change: 'removed',
        path: 'tree.manufacturers.1',
        label: 'Synthetic route › paracetamol › Manufacturer #2',
        before: 'Chimica Lombarda, Milano (IT), 30 %',
        after: null,
      },
      {
        change: 'changed',
        path: 'tree.children.0.isolated',
        label: 'Synthetic route › 4-aminophenol › Isolated',
        before: 'Isolated',
        after: 'Non isolated intermediate',
      },
      {
        change: 'changed',
        path: 'tree.children.0.children.0.manufacturers.0.plantId',
        label: 'Synthetic route › 4-nitrophenol › Manufacturer #1 › Plant',
        before: 'plant_sh_2023',
        after: 'plant_sh',
      },
    ]);
  });

  it('lists the other fields under their form labels, the root’s name only once (as the product’s)', () => {
    const after = { ...substance(), inn: 'acetaminophen', codeHs: '29242990' };
    after.tree.name = 'acetaminophen';
    expect(pick(projectDocumentChanges('SUBSTANCE', substance(), after).changes)).toEqual([
      { change: 'changed', path: 'inn', label: 'INN', before: 'paracetamol', after: 'acetaminophen' },
      { change: 'changed', path: 'codeHs', label: 'HS code', before: '29242930', after: '29242990' },
    ]);
  });

  it('compares a drug product’s production countries by country, and each drug substance’s tree', () => {
    const product = (shares: { countryId: string; percentage: number }[], t = tree()) => ({
      drugProductName: 'Doliprane',
      productionCountriesDrugFormulation: shares,
      productionCountriesPrimaryPackaging: [{ countryId: 'FR', percentage: 100 }],
      apiCount: 1,
      api: [substance(t)],
    });
    const after = tree();
    after.children[0]!.cas = '123-30-9';
    const { changes } = projectDocumentChanges(
      'ORIGIN',
      product([
        { countryId: 'FR', percentage: 80 },
        { countryId: 'ES', percentage: 20 },
      ]),
      product(
        [
          { countryId: 'FR', percentage: 70 },
          { countryId: 'IT', percentage: 30 },
        ],
        after,
      ),
    );
    expect(pick(changes)).toEqual([
      {
        change: 'changed',
        path: 'productionCountriesDrugFormulation.0.percentage',
        label: 'Production countries for drug formulation › FR › Percentage',
        before: 80,
        after: 70,
      },
      {
        change: 'added',
        path: 'productionCountriesDrugFormulation.1.percentage',
        label: 'Production countries for drug formulation › IT › Percentage',
        before: null,
        after: 30,
      },
      {
        change: 'removed',
        path: 'productionCountriesDrugFormulation.1.percentage',
        label: 'Production countries for drug formulation › ES › Percentage',
        before: 20,
        after: null,
      },
      {
        change: 'changed',
        path: 'api.0.tree.children.0.cas',
        label: 'Drug substance #1 (paracetamol) › Synthetic route › 4-aminophenol › CAS number',
        before: '123-30-8',
        after: '123-30-9',
      },
    ]);
  });

  it('labels a footprint’s swapped contact fields by what they hold', () => {
    const before = {
      name: 'Ibuprofen API',
      reportDataContactPersonEmail: 'EHS',
      reportDataContactPersonFunction: 'a@x.com',
    };
    const after = {
      ...before,
      reportDataContactPersonEmail: 'Head of EHS',
      reportDataContactPersonFunction: 'b@x.com',
    };
    expect(projectDocumentChanges('CARBON', before, after).changes.map((c) => c.label)).toEqual([
      'Contact function',
      'Contact email',
    ]);
  });

  it('compares the mass balance reaction by reaction and line by line, and the plants as a set', () => {
    const balance = (weight: string, lines: Record<string, string>[]) => ({
      molecularWeight: '151.16',
      weightPerBatch: weight,
      productBy: {
        processType: 'ChemicalReaction',
        carbonReactionRawMaterials: lines,
        carbonReactionAqueousWastes: [],
      },
    });
    const before = {
      name: 'Paracetamol API',
      plants: ['plant_a', 'plant_b'],
      substances: [balance('100', [{ name: 'phenol', weightPerBatch: '80' }])],
    };
    const after = {
      name: 'Paracetamol API',
      plants: ['plant_b', 'plant_c'],
      substances: [
        balance('120', [
          { name: 'phenol', weightPerBatch: '85' },
          { name: 'nitric acid', weightPerBatch: '40' },
        ]),
        balance('10', []),
      ],
    };
    expect(pick(projectDocumentChanges('CARBON', before, after).changes)).toEqual([
      { change: 'added', path: 'plants.1', label: 'Manufacturing plants', before: null, after: 'plant_c' },
      { change: 'removed', path: 'plants.0', label: 'Manufacturing plants', before: 'plant_a', after: null },
      {
        change: 'changed',
        path: 'substances.0.weightPerBatch',
        label: 'Mass balance › Reaction 1 › Finished product › Weight per Batch',
        before: '100',
        after: '120',
      },
      {
        change: 'changed',
        path: 'substances.0.productBy.carbonReactionRawMaterials.0.weightPerBatch',
        label: 'Mass balance › Reaction 1 › Raw materials › Line 1 › Weight per Batch',
        before: '80',
        after: '85',
      },
      {
        change: 'added',
        path: 'substances.0.productBy.carbonReactionRawMaterials.1.name',
        label: 'Mass balance › Reaction 1 › Raw materials › Line 2 › Name',
        before: null,
        after: 'nitric acid',
      },
      {
        change: 'added',
        path: 'substances.0.productBy.carbonReactionRawMaterials.1.weightPerBatch',
        label: 'Mass balance › Reaction 1 › Raw materials › Line 2 › Weight per Batch',
        before: null,
        after: '40',
      },
      expect.objectContaining({ path: 'substances.1.molecularWeight', change: 'added', after: '151.16' }),
      expect.objectContaining({ path: 'substances.1.weightPerBatch', change: 'added', after: '10' }),
      expect.objectContaining({ path: 'substances.1.productBy.processType', change: 'added' }),
    ]);
  });

  it('lists everything as added against no document, and stops listing at the limit while counting on', () => {
    const { changes, total } = projectDocumentChanges('SUBSTANCE', null, substance(), 3);
    expect(changes).toHaveLength(3);
    // 4 fields, 3 nodes, 4 manufacturer blocks.
    expect(total).toBe(11);
    expect(changes.every((c) => c.change === 'added' && c.before === null)).toBe(true);
  });

  it('names a production scheme as such, and survives malformed input without throwing', () => {
    const natural = { ...substance(), type: 'NATURAL', tree: { ...tree(), type: 'NATURAL' } };
    const after = structuredClone(natural);
    after.tree.children[0]!.manufacturers[0]!.percentage = 90;
    expect(projectDocumentChanges('SUBSTANCE', natural, after).changes[0]!.label).toMatch(
      /^Production scheme › /,
    );
    const odd = {
      tree: { id: 'substance_root', children: [null, 3, { id: 'substance_x' }], manufacturers: 'no' },
    };
    expect(() =>
      projectDocumentChanges('CARBON', odd, { substances: [null, { productBy: 'x' }] }),
    ).not.toThrow();
  });
});

describe('the mass balance labels', () => {
  it('are the form’s own labels, from the one field table of schemas/mass-balance.ts', () => {
    const rawMaterial = {
      name: 'A',
      productionPlace: 'Asia',
      cas: '1-1-1',
      molecularWeight: '1',
      weightPerBatch: '2',
    };
    const reaction = (name: string, place: string, molecularWeight: string) => ({
      name: 'Paracetamol API',
      substances: [
        {
          molecularWeight,
          productBy: {
            byProductsName: name,
            carbonReactionRawMaterials: [{ ...rawMaterial, productionPlace: place }],
          },
        },
      ],
    });
    const { changes } = projectDocumentChanges(
      'CARBON',
      reaction('X', 'Asia', '10'),
      reaction('Y', 'Europe', '11'),
    );
    const labels = changes.map((change) => change.label.split(' › ').slice(-1)[0]);
    expect(labels).toEqual(
      expect.arrayContaining([
        finishedProductFields[0].label,
        byProductFields[0].label,
        massBalanceLists[0].fields[1].label,
      ]),
    );
    expect(labels).toEqual(
      expect.arrayContaining(['Molecular Weight', 'By-product name', 'Production place']),
    );
  });
});

describe("a change's place in French (issue #27)", () => {
  const inFrench = (changes: DocumentChange[]) => changes.map((c) => changeLabelIn('fr', c.labelParts));

  it('translates each piece of a tree path before joining, and leaves the names as typed', () => {
    const after = tree();
    after.children[0]!.manufacturers[0]!.percentage = 90;
    after.children[0]!.isolated = false;
    const product = (t: ReturnType<typeof tree>) => ({ drugProductName: 'Doliprane', api: [substance(t)] });
    const { changes } = projectDocumentChanges('ORIGIN', product(tree()), product(after));
    expect(inFrench(changes)).toEqual([
      'Substance active n° 1 (paracetamol) › Voie de synthèse › 4-aminophenol › Isolé',
      'Substance active n° 1 (paracetamol) › Voie de synthèse › 4-aminophenol › Fabricant n° 1 › Pourcentage',
    ]);
    // The English label is the same parts in English: the spec's words, unchanged.
    expect(changes.map((c) => changeLabelIn('en', c.labelParts))).toEqual(changes.map((c) => c.label));
  });

  it('writes a mass-balance path in French, row numbers included', () => {
    const balance = (weight: string) => ({
      productBy: {
        carbonReactionRawMaterials: [{ name: 'phénol' }, { name: 'acide', weightPerBatch: weight }],
      },
    });
    const { changes } = projectDocumentChanges(
      'CARBON',
      { name: 'Paracétamol', substances: [{}, balance('40')] },
      { name: 'Paracétamol', substances: [{}, balance('45')] },
    );
    expect(inFrench(changes)).toEqual([
      `Bilan matière › Réaction 2 › ${fr['footprints.mb.title.rawMaterials']} › Ligne 2 › ${fr['footprints.mb.field.weightPerBatch']}`,
    ]);
    expect(changes[0]!.label).toBe('Mass balance › Reaction 2 › Raw materials › Line 2 › Weight per Batch');
  });

  it("says an unnamed node's value in French as its place is said, the English values unchanged", () => {
    const unnamed = () => {
      const t = tree();
      t.name = '';
      t.cas = '';
      t.children[0]!.children = [];
      return t;
    };
    const before = unnamed();
    const after = unnamed();
    after.children[0]!.children.push({
      id: 'substance_unnamed',
      name: ' ',
      cas: '',
      isolated: true,
      manufacturers: [],
      children: [],
    });
    // Moved under the unnamed product: the new step's parent is named by the catalogue.
    const moved = unnamed();
    const step = { ...moved.children[0]!, id: 'substance_step', name: '', cas: '', children: [] };
    moved.children.push(step);
    const movedAfter = structuredClone(moved);
    movedAfter.children.pop();
    movedAfter.children[0]!.children.push(step);
    const changesOf = (b: typeof before, a: typeof after) =>
      projectDocumentChanges('SUBSTANCE', substance(b), substance(a)).changes;
    const added = changesOf(before, after);
    const removed = changesOf(after, before);
    const precursor = changesOf(moved, movedAfter);
    const valueIn = (locale: 'en' | 'fr', parts: DocumentChange['afterParts']) =>
      changeLabelIn(locale, parts!);

    expect(pick([added[0]!, removed[0]!, precursor[0]!])).toEqual([
      {
        change: 'added',
        path: 'tree.children.0.children.0',
        label: 'Synthetic route › Unnamed step',
        before: null,
        after: 'Unnamed step',
      },
      {
        change: 'removed',
        path: 'tree.children.0.children.0',
        label: 'Synthetic route › Unnamed step',
        before: 'Unnamed step',
        after: null,
      },
      {
        change: 'changed',
        path: 'tree.children.0.children.0',
        label: 'Synthetic route › Unnamed step › Precursor of',
        before: 'Product',
        after: '4-aminophenol',
      },
    ]);
    expect(added[0]!.afterParts).toEqual([{ key: 'labels.changes.unnamedStep' }]);
    expect(valueIn('fr', added[0]!.afterParts)).toBe('Étape sans nom');
    expect(valueIn('fr', removed[0]!.beforeParts)).toBe('Étape sans nom');
    expect(valueIn('fr', precursor[0]!.beforeParts)).toBe('Produit');
    // A typed name is a part as typed, in either language.
    expect(precursor[0]!.afterParts).toEqual([{ text: '4-aminophenol' }]);
    expect(valueIn('fr', precursor[0]!.afterParts)).toBe('4-aminophenol');
    // The English parts say exactly the English values.
    for (const change of [added[0]!, removed[0]!, precursor[0]!]) {
      if (change.beforeParts) expect(valueIn('en', change.beforeParts)).toBe(change.before);
      if (change.afterParts) expect(valueIn('en', change.afterParts)).toBe(change.after);
    }
    expect([added.length, removed.length, precursor.length]).toEqual([1, 1, 1]);
  });

  it('never translates a name someone typed, even one that is a catalogue word', () => {
    const before = tree();
    before.children[0]!.name = 'Name';
    const after = structuredClone(before);
    after.children[0]!.cas = '1-1-1';
    const { changes } = projectDocumentChanges('SUBSTANCE', substance(before), substance(after));
    expect(inFrench(changes)).toEqual(['Voie de synthèse › Name › Numéro CAS']);
  });

  it('has every word of every path in both catalogues, French differing where English reads differently', () => {
    const everything = {
      name: 'X',
      cas: '1',
      reactionNumber: 1,
      reactionNumberWithInformation: 1,
      reactionNumberWithoutInformation: 0,
      nameOfSupplier: 'S',
      productionCountry: 'FR',
      reportDataContactPersonName: 'n',
      reportDataContactPersonEmail: 'f',
      reportDataContactPersonFunction: 'e',
      reportDataProductUse: 'u',
      reportDataCompanyActivity: 'a',
      reportDataProcessAndVolume: 'v',
      reportDataComments: 'c',
      reportDataWrittenReport: true,
      reportDataDownloadMolecularStructure: 'k1',
      reportDataDownloadMolecularSyntheticRoute: 'k2',
      reportDataDownloadProcessFlowDiagram: 'k3',
      tree: { ...tree(), plants: ['p'] },
      plants: ['p'],
      substances: [
        {
          usedInReactionId: 'r',
          linkedWithPlant: 'p',
          molecularWeight: '1',
          productBy: {
            byProductsName: 'b',
            processType: 'ChemicalReaction',
            carbonReactionProductionSites: 's',
            carbonReactionRawMaterials: [{ name: 'n', weightPerBatch: '1' }],
          },
        },
      ],
    };
    const { changes } = projectDocumentChanges('CARBON', null, everything);
    const keys = changes.flatMap((c) => c.labelParts.flatMap((part) => ('key' in part ? [part.key] : [])));
    expect(keys.length).toBeGreaterThan(30);
    for (const key of keys) {
      expect(Object.hasOwn(en, key), key).toBe(true);
      expect(Object.hasOwn(fr, key), key).toBe(true);
    }
    const french = inFrench(changes).join('\n');
    for (const english of [
      'Mass balance',
      'Reaction 1',
      'Manufacturing plants',
      'Line 1',
      'Synthetic route',
    ]) {
      expect(french).not.toContain(english);
    }
    expect(keys.every((key) => typeof en[key as MessageKey] === 'string')).toBe(true);
  });

  it('lists a medicine study’s fields, codes and rows under the wizard’s labels (issue #37)', () => {
    const before = {
      name: 'Paracetamol 500 mg',
      cip13: ['3400930000014'],
      form: 'TABLET',
      unitsPerBox: 16,
      actives: [{ name: 'Paracetamol', mgPerUnit: 500 }],
      packaging: [{ level: 'PRIMARY', material: 'PVC', gramsPerBox: 4 }],
      coldChain: false,
      wizardStep: 3,
    };
    const after = {
      ...before,
      unitsPerBox: 8,
      cip13: ['3400930000014', '3400930000021'],
      actives: [{ name: 'Paracetamol', mgPerUnit: 1000 }],
      packaging: [],
      wizardStep: 5,
    };
    const { changes, total } = projectDocumentChanges('MEDICINE', before, after);
    expect(changes.map((c) => [c.change, c.path, c.label, c.before, c.after] as const)).toEqual([
      ['changed', 'unitsPerBox', 'Units per box', 16, 8],
      ['added', 'cip13.1', 'CIP13 codes', null, '3400930000021'],
      ['changed', 'actives.0.mgPerUnit', 'Active ingredient 1 › mg per unit', 500, 1000],
      ['removed', 'packaging.0.level', 'Packaging item 1 › Level', 'PRIMARY', null],
      ['removed', 'packaging.0.material', 'Packaging item 1 › Material', 'PVC', null],
      ['removed', 'packaging.0.gramsPerBox', 'Packaging item 1 › Grams per box', 4, null],
    ]);
    expect(total).toBe(6);
    expect(changeLabelIn('fr', changes[2]!.labelParts)).toBe('Principe actif 1 › mg par unité');
    expect(projectDocumentChanges('MEDICINE', before, before).total).toBe(0);
  });
});
