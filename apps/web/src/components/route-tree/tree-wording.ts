import type { TreeType } from '@pharmatrace/domain';

/**
 * Spec 001 §2 'Route tree dialog': chemical trees are a 'synthetic route tree' whose nodes are
 * precursors ('Add a precursor'); natural and biologic ones a 'production scheme' of
 * manufacturing steps ('Add a manufacturing step').
 */
export function treeWording(treeType: TreeType) {
  if (treeType === 'CHEMICAL') {
    return {
      treeName: 'synthetic route tree',
      treeTitle: 'Synthetic route tree',
      addChild: 'Add a precursor',
      child: 'precursor',
      children: 'precursors',
    } as const;
  }
  return {
    treeName: 'production scheme',
    treeTitle: 'Production scheme',
    addChild: 'Add a manufacturing step',
    child: 'manufacturing step',
    children: 'manufacturing steps',
  } as const;
}

export type TreeWording = ReturnType<typeof treeWording>;
