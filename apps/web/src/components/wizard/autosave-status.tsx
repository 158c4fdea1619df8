import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from '@/lib/language';
import type { AutosaveState } from './use-server-autosave';

/**
 * Where the autosave stands (issue #11): 'Saved', 'Saving…' or 'Not saved, retrying', in the
 * wizard's action bar, announced politely to screen readers.
 */
export function AutosaveStatus({ state }: { state: AutosaveState }) {
  const t = useT();
  const [icon, text, color] =
    state.status === 'saved'
      ? [<CloudDoneOutlined key="i" fontSize="small" aria-hidden />, t('wizard.saved'), 'textSecondary']
      : state.status === 'retrying' || state.status === 'conflict'
        ? [<CloudOffOutlined key="i" fontSize="small" aria-hidden />, t('wizard.notSavedRetrying'), 'error']
        : [<SyncOutlined key="i" fontSize="small" aria-hidden />, t('wizard.saving'), 'textSecondary'];
  return (
    <Typography
      role="status"
      aria-live="polite"
      variant="body2"
      color={color}
      data-autosave={state.status}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      {icon}
      {state.status === 'conflict' ? t('wizard.notSaved') : text}
    </Typography>
  );
}

/**
 * A 409 from the autosave other than a stale save (that one is the wizard's <StaleSaveNotice>):
 * the project moved where it cannot be changed. Nothing is overwritten; the person reloads to see
 * where it stands (what was typed here stays in this browser's local copy).
 */
export function AutosaveConflict({ state, onReload }: { state: AutosaveState; onReload: () => void }) {
  const t = useT();
  if (state.status !== 'conflict' || state.isStale) return null;
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" onClick={onReload}>
          {t('ui.staleSave.reload')}
        </Button>
      }
    >
      {state.message}
    </Alert>
  );
}
