/**
 * What other features may use of plants (docs/architecture.md 'Boundaries'): the plants typed in
 * a route tree become plants of the client; the footprint estimate reads the client's plants.
 */
export type { PlantService } from './service';
export { resolveTreePlants, type TreeAt } from './tree-plants';
