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
