/**
 * What other features may use of the reference lists (docs/architecture.md 'Boundaries'): a
 * country by its ISO code, with its EU/EEA membership.
 */
export { countryById } from './countries';
