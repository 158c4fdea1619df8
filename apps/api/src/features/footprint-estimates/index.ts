/**
 * What other features may use of the preliminary footprint: the factor library in use (the
 * medicine footprint study's estimate reads it, issue #37).
 */
export type { FactorLibraryStore } from './factor-library';
