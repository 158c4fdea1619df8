import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { uiMessages } from '@pharmatrace/domain';
import { useState } from 'react';

/**
 * A save refused because someone else saved the project meanwhile (409 STALE_SAVE, decision
 * 0027): says so, and offers 'Reload', which opens the stored project afresh; what was typed
 * here stays in this browser and is offered back after the reload.
 */
export function StaleSaveNotice({ onReload }: { onReload: () => Promise<void> | void }) {
  const [isReloading, setIsReloading] = useState(false);
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
          {uiMessages.staleSave.reload}
        </Button>
      }
    >
      {uiMessages.staleSave.notice}
    </Alert>
  );
}
