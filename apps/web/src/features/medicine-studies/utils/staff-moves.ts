import { nextStatuses, type ProjectStatus } from '@pharmatrace/domain';

/**
 * The moves staff make on a study (issue #37: 'along the same machine as the other kinds, up to
 * COMPLETED'), from the workflow table the server holds too; completing it first.
 */
export function staffMovesOf(status: ProjectStatus): ProjectStatus[] {
  return nextStatuses('MEDICINE', 'STAFF', status).sort((a, b) =>
    a === 'COMPLETED' ? -1 : b === 'COMPLETED' ? 1 : 0,
  );
}
