import { type Locale, type TreeType, translate } from '@pharmatrace/domain';

/**
 * Spec 001 §2 'Route tree dialog': chemical trees are a 'synthetic route tree' whose nodes are
 * precursors ('Add a precursor'); natural and biologic ones a 'production scheme' of
 * manufacturing steps ('Add a manufacturing step'). Each sentence that names them is a message
 * of its own per tree type (issue #27): French gives the two nouns different genders.
 */
export function treeWording(treeType: TreeType, language: Locale = 'en') {
  const isChemical = treeType === 'CHEMICAL';
  return {
    treeTitle: translate(language, isChemical ? 'tree.chemical.treeTitle' : 'tree.scheme.treeTitle'),
    addChild: translate(language, isChemical ? 'tree.chemical.addChild' : 'tree.scheme.addChild'),
    deleteTitle: translate(language, isChemical ? 'tree.chemical.deleteTitle' : 'tree.scheme.deleteTitle'),
    deleteNode: translate(language, isChemical ? 'tree.chemical.deleteNode' : 'tree.scheme.deleteNode'),
    build: translate(language, isChemical ? 'tree.chemical.build' : 'tree.scheme.build'),
    validate: translate(language, isChemical ? 'tree.chemical.validate' : 'tree.scheme.validate'),
    steps: translate(language, isChemical ? 'tree.chemical.steps' : 'tree.scheme.steps'),
    addChildTo: (name: string) =>
      translate(language, isChemical ? 'tree.chemical.addChildTo' : 'tree.scheme.addChildTo', { name }),
    childOf: (name: string) =>
      translate(language, isChemical ? 'tree.chemical.childOf' : 'tree.scheme.childOf', { name }),
    treeOf: (name: string) =>
      translate(language, isChemical ? 'tree.chemical.treeOf' : 'tree.scheme.treeOf', { name }),
    /** '{name} will be removed from the …', with the count of the nodes under it when there are any. */
    deleteText: (name: string, descendants: number) =>
      descendants > 0
        ? translate(
            language,
            isChemical ? 'tree.chemical.deleteWithChildren' : 'tree.scheme.deleteWithChildren',
            { name, count: descendants },
          )
        : translate(language, isChemical ? 'tree.chemical.deleteOne' : 'tree.scheme.deleteOne', { name }),
  };
}

export type TreeWording = ReturnType<typeof treeWording>;
