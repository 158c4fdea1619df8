import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useT } from '@/lib/language';

/**
 * A save refused because someone else saved the project meanwhile (409 STALE_SAVE, decision
 * 0027): says so, and offers 'Reload', which opens the stored project afresh; what was typed
 * here stays in this browser and is offered back after the reload.
 */
export function StaleSaveNotice({ onReload }: { onReload: () => Promise<void> | void }) {
  const [isReloading, setIsReloading] = useState(false);
  const t = useT();
  const reload = async () => {
    setIsReloading(true);
    try {
      await onReload();
    } finally {
      setIsReloading(false);
    }
  };
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid="stale-save"
      sx={{ alignItems: 'center', flexBasis: '100%' }}
      action={
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          loading={isReloading}
          onClick={() => void reload()}
        >
          {t('ui.staleSave.reload')}
        </Button>
      }
    >
      {t('ui.staleSave.notice')}
    </Alert>
  );
}
