import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNotify } from '@/components/ui/notifications';
import { errorText } from '@/components/ui/query-state';
import { useT } from '@/lib/language';
import { downloadStudySheet, type StudySheetFormat } from '../api/download-study-sheet';

/**
 * The study's 'score carbone' sheet as PDF and XLSX (issue #37 'Screens'), for the client on its
 * result page and for staff on the validation screen. The file is named as the API names it.
 */
export function StudySheetButtons({
  id,
  name,
  staff = false,
}: {
  id: string;
  name: string;
  staff?: boolean;
}) {
  const t = useT();
  const notify = useNotify();
  const [pending, setPending] = useState<StudySheetFormat | null>(null);
  const download = async (format: StudySheetFormat) => {
    setPending(format);
    try {
      await downloadStudySheet(id, format, t('medicineSheet.fileName', { name }), { staff });
    } catch (error) {
      notify(errorText(error), 'error');
    } finally {
      setPending(null);
    }
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {(['pdf', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="outlined"
          startIcon={<Download aria-hidden />}
          disabled={pending !== null}
          onClick={() => void download(format)}
        >
          {t(format === 'pdf' ? 'medicineSheet.downloadPdf' : 'medicineSheet.downloadXlsx')}
        </Button>
      ))}
    </Stack>
  );
}
