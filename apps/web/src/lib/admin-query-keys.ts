/**
 * The query keys of the staff's lists that more than one feature refreshes: the admin panel's
 * project pages (features/admin) and the audit log (features/staff-accounts), both invalidated
 * by the staff actions of either. The query options build their keys from these, and the
 * invalidations use the prefixes, so no key is typed twice (issue #26).
 */
export const adminQueryKeys = {
  projects: ['admin', 'projects'] as const,
  projectPage: <F>(filters: F) => ['admin', 'projects', filters] as const,
  audit: ['admin', 'audit'] as const,
  auditPage: <F>(filter: F) => ['admin', 'audit', 'page', filter] as const,
  auditActors: ['admin', 'audit', 'actors'] as const,
};
