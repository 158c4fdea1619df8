/**
 * What other features may use of accounts (docs/architecture.md 'Boundaries'): a project is
 * written only for an account staff have validated.
 */
export { assertAccountValidated } from './validation';
