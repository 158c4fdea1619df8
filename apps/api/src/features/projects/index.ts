/**
 * What other features may use of projects (docs/architecture.md 'Boundaries'): what differs per
 * kind, and the store's type (the label certificate reads its label through it).
 */
export { projectKindConfig } from './kinds';
export type { StaffProjectStore } from './staff-store';
export type { ProjectStore } from './store';
