import { fr } from '@pharmatrace/domain';
import { describe, expect, it } from 'vitest';
import { buildTreeViewModel, nodeName, treeIssuesFromFieldErrors } from '../tree-view-model';
import { smallTree } from './harness';

describe('treeIssuesFromFieldErrors', () => {
  it('keeps the fields of one tree, with paths from its root', () => {
    const fields = {
      'tree.children.0.cas': "CAS number can't be empty",
      'tree.manufacturers': 'The total percentage has to be equal to 100',
      'api.1.tree.children.2.manufacturers.0.city': "City can't be empty",
      treeType: 'elsewhere',
      codeHs: 'HS code is number only',
    };
    expect(treeIssuesFromFieldErrors(fields, 'tree')).toEqual([
      { path: ['children', 0, 'cas'], message: "CAS number can't be empty" },
      { path: ['manufacturers'], message: 'The total percentage has to be equal to 100' },
    ]);
    expect(treeIssuesFromFieldErrors(fields, 'api.1.tree')).toEqual([
      { path: ['children', 2, 'manufacturers', 0, 'city'], message: "City can't be empty" },
    ]);
    expect(treeIssuesFromFieldErrors(undefined, 'tree')).toEqual([]);
  });
});

describe('nodeName (spec 001 §2: each node shows its name)', () => {
  const types = [{ id: 2, name: 'Extraction' }];
  const options = {
    isRoot: false,
    type: 'NATURAL' as const,
    product: { name: 'Digoxin' },
    transformationTypes: types,
  };
  it('names the root after the product, a step after its transformation type or its other text', () => {
    expect(nodeName({ id: 'r', name: 'old name' }, { ...options, isRoot: true })).toBe('Digoxin');
    expect(nodeName({ id: 'n', transformationType: 2 }, options)).toBe('Extraction');
    expect(nodeName({ id: 'n', transformationType: -1, otherStep: 'Maceration' }, options)).toBe(
      'Maceration',
    );
    expect(nodeName({ id: 'n', transformationType: 5 }, { ...options, transformationTypes: undefined })).toBe(
      'Loading the transformation type…',
    );
    expect(nodeName({ id: 'n', cas: '1-2-3' }, { ...options, type: 'CHEMICAL' })).toBe('1-2-3');
  });
});

describe('buildTreeViewModel', () => {
  it('places each issue on its node and counts the nodes not completed', () => {
    const tree = smallTree();
    tree.children![0]!.children![0]!.cas = '';
    const model = buildTreeViewModel({
      tree,
      treeType: 'CHEMICAL',
      product: { name: 'Paracetamol' },
      transformationTypes: undefined,
      issues: [
        { path: ['children', 1, 'manufacturers', 1, 'percentage'], message: "Percentage can't be empty" },
      ],
    });
    expect(model.order.map((view) => [view.name, view.depth, view.openRuleCount])).toEqual([
      ['Paracetamol', 0, 0],
      ['4-aminophenol', 1, 0],
      ['Phenol', 2, 1],
      ['Acetic anhydride', 1, 0],
    ]);
    expect(model.incompleteCount).toBe(1);
    expect(model.nodes.get('substance_b')?.issues).toEqual([
      { field: 'manufacturers.1.percentage', message: "Manufacturer #2: Percentage can't be empty" },
    ]);
    expect(model.unplacedIssues).toEqual([]);
  });

  it('says an issue in French from its phrase, whatever its English words (issue #40)', () => {
    const model = buildTreeViewModel({
      tree: smallTree(),
      treeType: 'CHEMICAL',
      product: { name: 'Paracetamol' },
      transformationTypes: undefined,
      language: 'fr',
      issues: [
        {
          path: ['children', 1, 'manufacturers', 0, 'city'],
          message: 'English words someone rewrote',
          said: { key: 'tree.cityEmpty', values: {} },
        },
        {
          path: ['children', 0, 'name'],
          message: 'A text no catalogue holds',
        },
        {
          path: ['children', 1, 'manufacturers'],
          message: 'This text can’t exceed 300 characters, rewritten',
          said: { key: 'common.message.textTooLong', values: { maximum: 300 } },
        },
      ],
    });
    expect(model.nodes.get('substance_b')?.issues).toEqual([
      { field: 'manufacturers.0.city', message: `Fabricant n° 1 : ${fr['tree.cityEmpty']}` },
      { field: 'manufacturers', message: 'Ce texte ne peut pas dépasser 300 caractères' },
    ]);
    expect(model.nodes.get('substance_a')?.issues).toEqual([
      { field: 'name', message: 'A text no catalogue holds' },
    ]);
  });
});
