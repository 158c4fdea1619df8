/**
 * The query keys of the medicine studies (issue #37), in one place: the client's list is the
 * prefix of every study's keys, so that one invalidation refreshes the list and its studies.
 */
export const medicineStudyKeys = {
  all: ['medicine-studies'] as const,
  detail: (id: string) => ['medicine-studies', id] as const,
  estimate: (id: string) => ['medicine-studies', id, 'estimate'] as const,
  staff: (id: string) => ['admin', 'medicine-studies', id] as const,
  staffEstimate: (id: string) => ['admin', 'medicine-studies', id, 'estimate'] as const,
};

/** `/medicine_footprints/{id}` and below: the issue's names for the client's calls. */
export const studyPath = (id: string, call = '') =>
  `/medicine_footprints/${encodeURIComponent(id)}${call ? `/${call}` : ''}`;

/** `/admin/medicine_footprints/{id}` and below: the staff's calls. */
export const staffStudyPath = (id: string, call = '') => `/admin${studyPath(id, call)}`;
