import type { MedicineDetail } from '@pharmatrace/domain';

/**
 * A stored medicine footprint study as GET /api/medicine_footprints/{id} answers it (issue #37):
 * its document, the project's own fields, and the `revision` every save names (decision 0027).
 */
export type MedicineStudy = MedicineDetail;

/** The study's document (its fields are those of the answer). */
export const documentOf = (study: MedicineStudy) => study;
