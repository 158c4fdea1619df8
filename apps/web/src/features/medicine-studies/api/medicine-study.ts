import type { MedicineFootprintDocumentInput, ProjectStatus } from '@pharmatrace/domain';

/**
 * A stored medicine footprint study as GET /api/medicine_footprints/{id} answers it (issue #37):
 * the project's own fields, the `revision` every save names (decision 0027), and the document.
 */
export type MedicineStudy = Partial<MedicineFootprintDocumentInput> & {
  id: string;
  status: ProjectStatus;
  revision: number;
  name: string;
  createdAt?: string;
  updatedAt?: string;
  /** Where the client's wizard stopped (the other kinds' wizardStep). */
  wizardStep?: number | undefined;
  /** Some answers carry the document under its own key; the fields are then read from there. */
  document?: Partial<MedicineFootprintDocumentInput> & { wizardStep?: number };
};

/** The study's document, flat or under `document`, whichever the answer gives. */
export function documentOf(study: MedicineStudy): Partial<MedicineFootprintDocumentInput> & {
  wizardStep?: number | undefined;
} {
  return study.document ? { ...study.document, name: study.document.name ?? study.name } : study;
}
