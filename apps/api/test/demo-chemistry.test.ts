import { describe, expect, it } from 'vitest';
import { treeNodeIds } from '../src/seed/demo-chemistry';
import { companyProjects, plantSets } from '../src/seed/demo-project-list';

/**
 * Issue #36: the demo's footprints show chemistry a chemist recognises. Each is named for what its
 * route makes, each reaction consumes the substance the tree puts below its product, and no route
 * is shown twice under two products' names (every footprint once reused paracetamol's).
 */
interface TreeNode {
  id: string;
  name: string;
  cas: string;
  children: TreeNode[];
}
interface Reaction {
  usedInReactionId: string;
  molecularWeight: string;
  weightPerBatch: string;
  productBy: {
    carbonReactionRawMaterials: { cas: string; molecularWeight: string; weightPerBatch: string }[];
  };
}

const footprints = Object.entries(companyProjects).flatMap(([company, { projects }]) =>
  projects(plantSets[company as keyof typeof plantSets]())
    .filter((demo) => demo.kind === 'CARBON' && demo.document.tree)
    .map((demo) => ({ company, name: demo.name, document: demo.document })),
);

/** The tree's substances from the product down, along its first branch. */
function chain(tree: TreeNode): TreeNode[] {
  const nodes = [tree];
  while (nodes.at(-1)!.children[0]) nodes.push(nodes.at(-1)!.children[0]!);
  return nodes;
}

/** A name's stem without accents or case, so that 'Amoxicilline' and 'amoxicillin' agree. */
const stem = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .slice(0, 8);

describe('demo chemistry (issue #36)', () => {
  it('has footprints of at least five products, ibuprofen by the three BHC reactions and paracetamol by its two, each route going back to open starting materials', () => {
    const products = new Set(footprints.map((f) => f.document.cas));
    expect(products.size).toBeGreaterThanOrEqual(5);
    /** The substances down the first branch of each footprint of this product with its reactions typed. */
    const routesOf = (cas: string) =>
      footprints
        .filter(
          (f) =>
            f.document.cas === cas && ((f.document.substances as Reaction[] | undefined)?.length ?? 0) > 1,
        )
        .map((f) => chain(f.document.tree as TreeNode).map((node) => node.cas));
    // Ibuprofen ← 1-(4-isobutylphenyl)ethanol ← 4'-isobutylacetophenone ← isobutylbenzene (BHC),
    // isobutylbenzene made from toluene and propylene below them (issue #36, back to USLCI chemicals).
    const ibuprofen = routesOf('15687-27-1');
    expect(ibuprofen.length).toBeGreaterThan(0);
    for (const route of ibuprofen)
      expect(route.slice(0, 4)).toEqual(['15687-27-1', '40150-92-5', '38861-78-8', '538-93-2']);
    // Paracetamol ← 4-aminophenol ← 4-nitrophenol, then further back to open chemicals.
    const paracetamol = routesOf('103-90-2');
    expect(paracetamol.length).toBeGreaterThan(0);
    for (const route of paracetamol) expect(route.slice(0, 3)).toEqual(['103-90-2', '123-30-8', '100-02-7']);
  });

  it('names each footprint for the product at the root of its tree', () => {
    for (const { name, document } of footprints) {
      const [root, ...below] = chain(document.tree as TreeNode);
      expect(root!.cas, name).toBe(document.cas);
      // The first substance below the product is named for something else than the product.
      for (const node of below) expect(stem(node.name), name).not.toBe(stem(name));
      const product = (document.tree as TreeNode).name;
      expect(stem(product), name).toBe(stem(name));
    }
  });

  it('never shows one route under two products', () => {
    const productsByRoute = new Map<string, Set<string>>();
    for (const { name, document } of footprints) {
      const below = chain(document.tree as TreeNode)
        .slice(1)
        .map((node) => node.cas)
        .join(' ← ');
      const products = productsByRoute.get(below) ?? new Set();
      products.add(`${document.cas} ${stem(name)}`);
      productsByRoute.set(below, products);
    }
    for (const [route, products] of productsByRoute) expect([...products], route).toHaveLength(1);
  });

  it('makes each reaction consume the substance below its product, with a molar yield under 100 %', () => {
    let reactions = 0;
    for (const { name, document } of footprints) {
      const nodes = chain(document.tree as TreeNode);
      for (const [i, reaction] of ((document.substances ?? []) as Reaction[]).entries()) {
        reactions++;
        expect(reaction.usedInReactionId, name).toBe(treeNodeIds[i + 1]);
        const [consumed] = reaction.productBy.carbonReactionRawMaterials;
        expect(consumed!.cas, `${name} reaction ${i + 1}`).toBe(nodes[i + 1]!.cas);
        const molesMade = Number(reaction.weightPerBatch) / Number(reaction.molecularWeight);
        const molesUsed = Number(consumed!.weightPerBatch) / Number(consumed!.molecularWeight);
        expect(molesMade / molesUsed, `${name} reaction ${i + 1}`).toBeLessThan(1);
        // The product's molar mass is the one the next reaction reads for it as a raw material.
        const next = (document.substances as Reaction[])[i - 1];
        if (next) {
          expect(next.productBy.carbonReactionRawMaterials[0]!.molecularWeight, name).toBe(
            reaction.molecularWeight,
          );
        }
      }
    }
    expect(reactions).toBeGreaterThan(6);
  });
});
