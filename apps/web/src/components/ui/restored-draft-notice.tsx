import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { PersistedFormDraft } from '@/hooks/use-persisted-form-draft';

/**
 * Says that a form opened with the person's earlier, unsaved typing (usePersistedFormDraft), and
 * lets them go back to the stored values. A status, not an alert: it reports, nothing went wrong.
 */
export function RestoredDraftNotice({ draft }: { draft: PersistedFormDraft }) {
  if (!draft.isRestored) return null;
  return (
    <Alert
      severity="info"
      role="status"
      // Alert shows its own close button only without `action`: both are given here.
      action={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Button color="inherit" size="small" onClick={draft.discard}>
            Discard them
          </Button>
          <IconButton
            color="inherit"
            size="small"
            aria-label="Hide this message"
            onClick={draft.dismissNotice}
          >
            <Close fontSize="small" />
          </IconButton>
        </Box>
      }
      sx={{ mb: 3, alignItems: 'center' }}
    >
      Your unsaved changes were restored.
    </Alert>
  );
}
