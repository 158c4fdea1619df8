import type { EmissionFactor, FactorLibrary, TreeNodeDraft } from '@pharmatrace/domain';
import { starterLibrary } from './factors/starter-library';
import type { FootprintInput } from './model/build-model';
import type { FootprintPlant } from './model/site';

/**
 * Builders for the method's tests and benches: small libraries with round factors, chains of
 * reactions, plants. Not exported by the package's index.
 */

export function factor(
  kind: EmissionFactor['kind'],
  key: string,
  value: number,
  extra: Partial<EmissionFactor> = {},
): EmissionFactor {
  return {
    kind,
    key,
    name: extra.name ?? key,
    unit: 'kgCO2e/kg',
    value,
    geography: 'GLO',
    source: `Test source for ${key}`,
    licence: 'test',
    year: 2024,
    dqr: { technological: 1, geographical: 1, temporal: 1, reliability: 1 },
    ...extra,
  };
}

/**
 * A library with the class defaults and site defaults of the starter library (the method needs
 * them as fallbacks), free transport, and the rows given.
 */
export function testLibrary(rows: EmissionFactor[], { freight = 0 } = {}): FactorLibrary {
  const fallbacks = starterLibrary.factors.filter(
    (f) => f.kind === 'class-default' || f.kind === 'site-default' || f.kind === 'end-of-life',
  );
  return {
    version: 'test-1',
    factors: [
      ...fallbacks,
      factor('freight', 'road', freight, { unit: 'kgCO2e/tkm' }),
      factor('freight', 'sea', freight, { unit: 'kgCO2e/tkm' }),
      ...rows,
    ],
  };
}

/** A linear route: names[0] is the product, each next name the precursor of the one before. */
export function chainTree(names: string[], plantId?: string): TreeNodeDraft {
  const nodes = names.map((name, i) => ({
    id: `substance_${i}`,
    name,
    cas: `${100 + i}-00-${i % 10}`,
    type: 'CHEMICAL' as const,
    manufacturers: plantId ? [{ plantId, percentage: 100 }] : [],
    children: [] as TreeNodeDraft[],
  }));
  for (let i = 0; i + 1 < nodes.length; i++) nodes[i]!.children = [nodes[i + 1]!];
  return nodes[0]!;
}

/** A plant with reported scopes: intensity = (scope1 + scope2) / production, kgCO2e/kg. */
export function reportingPlant(
  id: string,
  scope1: number,
  scope2: number,
  production: number,
): FootprintPlant {
  return {
    id,
    companyName: `Plant ${id}`,
    city: 'Lyon',
    countryId: 'FR',
    reportingYear: 2024,
    scope1: { value: scope1, unit: 'TonsCO2eq' },
    scope2: { value: scope2, unit: 'TonsCO2eq' },
    productionFPValue: production,
    productionIntFPValue: null,
  };
}

export type Entry = Record<string, unknown>;

/** One reaction's entry: product weight, and its raw materials as [name, cas, weight, place]. */
export function entry(
  usedInReactionId: string,
  productWeight: string,
  rawMaterials: [string, string, string, string?][],
  productBy: Record<string, unknown> = {},
): Entry {
  return {
    usedInReactionId,
    molecularWeight: '',
    weightPerBatch: productWeight,
    productBy: {
      processType: 'ChemicalReaction',
      carbonReactionRawMaterials: rawMaterials.map(([name, cas, weightPerBatch, productionPlace]) => ({
        name,
        cas,
        weightPerBatch,
        productionPlace: productionPlace ?? 'SameCountry',
        molecularWeight: '',
      })),
      ...productBy,
    },
  };
}

export const input = (
  tree: TreeNodeDraft,
  substances: Entry[],
  plants: FootprintPlant[],
): FootprintInput => ({
  document: { tree, substances },
  plants,
});

/**
 * A large second part, as issue #35's probe sent them: a route tree of `nodes` nodes (five
 * children a node, so its depth stays within the schema's), and `rows` raw-material lines spread
 * over its reactions, each named after a node below the reaction's precursor (so that it chains
 * when that node is made by the route) and with no CAS number (so that it is a data gap). With
 * `sharedIds`, every node below the product has the same id: each such line then chains to every
 * reaction of the route.
 */
export function largeSecondPart({
  nodes,
  rows,
  sharedIds = false,
}: {
  nodes: number;
  rows: number;
  sharedIds?: boolean;
}): FootprintInput {
  const all: TreeNodeDraft[] = [];
  for (let i = 0; i < nodes; i++) {
    const node: TreeNodeDraft = {
      id: sharedIds && i > 0 ? 'substance_shared' : `substance_${i}`,
      name: `n${i}`,
      type: 'CHEMICAL',
      children: [],
    };
    all.push(node);
    if (i > 0) all[Math.floor((i - 1) / 5)]!.children!.push(node);
  }
  const reactions = nodes - 1;
  const substances: Entry[] = [];
  for (let r = 0; r < reactions; r++) {
    const count = Math.floor(rows / reactions) + (r < rows % reactions ? 1 : 0);
    const lines = Array.from({ length: count }, (_, i) => ({
      name: `n${Math.min(nodes - 1, r + 1 + (i % 7))}`,
      weightPerBatch: '1',
    }));
    substances.push({
      usedInReactionId: all[r + 1]!.id,
      weightPerBatch: '10',
      productBy: {
        carbonReactionRawMaterials: lines.slice(0, 100),
        carbonReactionAqueousWastes: lines.slice(100, 200).map(() => ({ weightPerBatch: '1' })),
        carbonReactionOrganicWastes: lines.slice(200, 300).map(() => ({ weightPerBatch: '1' })),
        carbonReactionGasWastes: lines.slice(300, 400).map(() => ({ weightPerBatch: '1' })),
        carbonReactionSolventRecyclings: lines.slice(400, 500).map(() => ({ weightPerBatch: '1' })),
        carbonReactionCleanings: lines.slice(500, 600).map(() => ({ quantityPerCleaning: '1' })),
      },
    });
  }
  return { document: { tree: all[0]!, substances }, plants: [] };
}

/**
 * A maximal route for the model's own costs (issue #35): 300 nodes, a chain of 60 levels with the
 * rest hung at its foot (so every reaction's precursor has a large tree below it), each node with
 * a CAS number, and 3,000 raw-material lines in the first 30 reactions that each name, by CAS, a
 * material the route makes (chained). `sharedIds`: every node but the root has one id, as a hostile document may.
 */
export function deepSecondPart({ sharedIds = false }: { sharedIds?: boolean } = {}): FootprintInput {
  const nodes: TreeNodeDraft[] = [];
  for (let i = 0; i < 300; i++) {
    nodes.push({
      id: sharedIds && i > 0 ? 'substance_shared' : `substance_${i}`,
      name: `Made ${i}`,
      cas: `${1000 + i}-00-0`,
      type: 'CHEMICAL',
      children: [],
    });
    if (i > 0) nodes[Math.min(i - 1, 58)]!.children!.push(nodes[i]!);
  }
  const substances: Entry[] = [];
  for (let r = 0; r < 299; r++) {
    const lines = Array.from({ length: r < 30 ? 100 : 0 }, (_, i) => ({
      name: `Line ${i}`,
      // Nodes 40 to 58 are made by the route (each has children) and below every precursor here.
      cas: `${1040 + (i % 19)}-00-0`,
      weightPerBatch: '1',
      productionPlace: 'Europe',
    }));
    substances.push({
      usedInReactionId: nodes[r + 1]!.id,
      weightPerBatch: '10',
      productBy: { carbonReactionRawMaterials: lines },
    });
  }
  return { document: { tree: nodes[0]!, substances }, plants: [] };
}
