import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { staffStudyPath, studyPath } from './keys';

export type StudySheetFormat = 'pdf' | 'xlsx';

/**
 * GET /api/medicine_footprints/{id}/sheet (or its /admin twin for staff): the study's 'score
 * carbone' sheet in the page's language, fetched with the session's token and saved as `filename`.
 */
export async function downloadStudySheet(
  id: string,
  format: StudySheetFormat,
  filename: string,
  { staff = false }: { staff?: boolean } = {},
) {
  const path = (staff ? staffStudyPath : studyPath)(id, `sheet?format=${format}`);
  const blob = await api.get<Blob>(path, { responseType: 'blob' });
  saveBlob(blob, `${filename}.${format}`);
}
