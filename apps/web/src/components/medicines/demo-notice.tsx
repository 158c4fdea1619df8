import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import Alert from '@mui/material/Alert';
import { useT } from '@/lib/language';

/**
 * Shown wherever generated medicines appear (issue #4): demonstration values must never pass for
 * real footprints. A note, not an alert: it is part of the page, not an event to announce.
 */
export function DemoNotice() {
  const t = useT();
  return (
    <Alert severity="warning" role="note" icon={<ScienceOutlined aria-hidden />} sx={{ mb: 3 }}>
      {t('ui.medicine.demoNotice')}
    </Alert>
  );
}
