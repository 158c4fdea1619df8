/**
 * What other features may use of projects (docs/architecture.md 'Boundaries'): what differs per
 * kind, the store's type (the label certificate reads its label through it), and the one lookup of
 * a project by kind and id with its row lock (documents, estimates, medicine studies).
 */

export { findProject } from './find-project';
export { projectKindConfig } from './kinds';
export type { StaffProjectStore } from './staff-store';
export type { ProjectStore } from './store';
