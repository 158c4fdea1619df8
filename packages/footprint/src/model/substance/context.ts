import type { RouteReaction } from '@pharmatrace/domain';
import type { FactorIndex } from '../../factors/library';
import { basicSigma } from '../../pedigree';
import type { ProductionPlace } from '../../regions';
import type { ModelBuilder } from '../builder';
import { type Row, rowOf, text } from '../reading';
import type { FootprintPlant } from '../site';

/**
 * What every category of the substance method reads while it turns one reaction into terms
 * (issue #40): the builder the terms go to, the reaction and where it is made. Each category
 * (raw materials, recovery, cleanings, wastes, site, packaging, transport, plausibility) is a
 * module of this folder that takes a ReactionContext; the medicine method gets a folder of its own.
 */
export interface ReactionContext {
  b: ModelBuilder;
  factors: FactorIndex;
  /** 0-based reaction index. */
  r: number;
  reaction: RouteReaction;
  site: Site;
  producers: Map<string, number[]>;
  depth: Map<string, number>;
}

/** A described reaction's batch: its product's weight, and the mass balance its lines add up. */
export interface Batch {
  weight: number;
  /** kg per batch → kg per kg of product. */
  per: (kg: number) => number;
  inputs: number;
  outputs: number;
  hasOutputLines: boolean;
}

/** σ of a default transport distance (distances per region are rough). */
export const DISTANCE_SIGMA = 0.3;

const places = ['SameCountry', 'Europe', 'Asia', 'MiddleEast', 'America', 'DoNotKnow'];
export const placeOf = (value: unknown): ProductionPlace | null => {
  const t = text(value);
  return places.includes(t) ? (t as ProductionPlace) : null;
};
export const GLOBAL = [{ geography: 'GLO', distance: 0 }] as const;
/**
 * A weight from the batch records: σ of the client's own figures. A line's weight uncertainty is
 * drawn once, with its main term (its material, or its waste's own emissions); the line's other
 * terms (transport, treatment, end of life) take the same mean with no spread of their own, so
 * that a line costs one draw (decision 0030).
 */
export const primaryAmount = (mean: number) => ({ mean, sigma: basicSigma.input });
export const fixedAmount = (mean: number) => ({ mean, sigma: 0 });

/** Where a reaction is made: its plants (weighted), and the country regional factors are read for. */
export interface Site {
  plants: { plant: FootprintPlant; weight: number }[];
  country: string | null;
}

/** The production site of a reaction (spec 001 §3), else step 5's plant, else the tree's manufacturers. */
export function siteOf(
  entry: Row,
  reaction: RouteReaction,
  plantsById: Map<string, FootprintPlant>,
  productionCountry: string | null,
): Site {
  const named = text(rowOf(entry.productBy).carbonReactionProductionSites) || text(entry.linkedWithPlant);
  const plant = named ? plantsById.get(named) : undefined;
  if (plant) return { plants: [{ plant, weight: 1 }], country: plant.countryId ?? productionCountry };
  const manufacturers = (reaction.product.manufacturers ?? []).map((m) => ({
    plant: m.plantId ? plantsById.get(m.plantId) : undefined,
    percentage: Number(m.percentage),
    countryId: m.countryId ?? null,
  }));
  const withPlants = manufacturers.filter(
    (m): m is typeof m & { plant: FootprintPlant } => m.plant !== undefined && m.percentage > 0,
  );
  const total = withPlants.reduce((sum, m) => sum + m.percentage, 0);
  const plants = withPlants.map((m) => ({ plant: m.plant, weight: m.percentage / total }));
  const country =
    plants[0]?.plant.countryId ?? manufacturers.find((m) => m.countryId)?.countryId ?? productionCountry;
  return { plants, country: country || null };
}
