/**
 * What other features may use of client (docs/architecture.md 'Boundaries'): how a client row
 * reads on the wire (staff's account page shows the same entity).
 */
export { clientEntityOf } from './wire';
