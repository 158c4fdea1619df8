/**
 * What other features may use of accounts (docs/architecture.md 'Boundaries'): a project is
 * written only for an account staff have validated; the client's live footprint estimate is
 * shown only where staff have not turned it off.
 */
export { isFootprintPanelEnabled } from './footprint-panel';
export { assertAccountValidated } from './validation';
