import { z } from 'zod';
import { serverMessages } from '../messages';
import { whenMissing } from './fields';

/**
 * Every save of a stored project names the revision it started from (issue #22, decision 0027):
 * `projects.revision`, which every write of the document bumps and every answer about the project
 * carries. A save whose revision is no longer the stored one answers 409 STALE_SAVE and writes
 * nothing, so that two tabs, the main user and a sub-user, or a client and the provider never
 * overwrite each other silently. A save without one is refused.
 */
export const MAX_REVISION = 2_000_000_000;

export const revisionSchema = z
  .number({ error: whenMissing(serverMessages.revisionMissing) })
  .int(serverMessages.revisionMissing)
  .min(0, serverMessages.revisionMissing)
  .max(MAX_REVISION, serverMessages.revisionMissing);

/**
 * The body of a save of a stored project: `revision` beside the document's fields. Never stored in
 * the document: the routes take it out before the document reaches the store.
 */
export function withRevision<T extends z.ZodType>(document: T) {
  return z.object({ revision: revisionSchema }).and(document);
}
