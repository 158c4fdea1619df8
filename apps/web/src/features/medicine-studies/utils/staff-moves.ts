import type { ProjectStatus } from '@pharmatrace/domain';

/**
 * The moves staff make on a study (issue #37: 'along the same machine as the other kinds, up to
 * COMPLETED'): from the review (ONGOING) or the client's check (CHECK), to COMPLETED or back to
 * the client (CHECK). The server holds the same table (workflow.ts) and refuses any other move.
 */
export function staffMovesOf(status: ProjectStatus): ProjectStatus[] {
  return status === 'ONGOING' || status === 'CHECK' ? ['COMPLETED', 'CHECK'] : [];
}
