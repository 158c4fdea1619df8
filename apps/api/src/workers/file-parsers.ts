/**
 * The parsers of the files a worker thread reads (cpu-tasks.ts), in a module of their own so that
 * the thread loads them after the estimate's modules (issue #40).
 */
export { parseFactorCsv } from '../features/footprint-estimates/factor-csv';
export { parsePurchasesFile } from '../features/purchasing/purchases-file';
