import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useT } from '@/lib/language';

/** A page failed inside the shell: the navigation stays usable (STYLE.md habit 7). */
export function PageErrorFallback({ details }: { details?: string | undefined }) {
  const t = useT();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          {t('ui.staleSave.reload')}
        </Button>
      }
    >
      <AlertTitle>{t('common.pageFailed')}</AlertTitle>
      {t('common.reloadUsually')}
      {details ? ` (${details})` : null}
    </Alert>
  );
}
