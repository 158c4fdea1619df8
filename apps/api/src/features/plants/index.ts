/**
 * What other features may use of plants (docs/architecture.md 'Boundaries'): the plants typed in
 * a route tree become plants of the client.
 */
export { resolveTreePlants, type TreeAt } from './tree-plants';
