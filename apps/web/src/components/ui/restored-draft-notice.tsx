import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { type Locale, translate } from '@pharmatrace/domain';
import type { PersistedFormDraft } from '@/hooks/use-persisted-form-draft';
import { useLanguage } from '@/lib/language';

/** '12 Mar 2026, 14:05' ('12 mars 2026, 14:05' in French): when the kept typing was last changed. */
const keptAt = (savedAt: number, language: Locale) =>
  new Date(savedAt).toLocaleString(language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/**
 * Says that a form opened with the person's earlier, unsaved typing (usePersistedFormDraft), and
 * lets them go back to the stored values. A status, not an alert: it reports, nothing went wrong.
 * Typing done on a version of the project someone else has since replaced is not in the form: it
 * is offered here, to restore on top of the latest version or to discard (decision 0027).
 */
export function RestoredDraftNotice({ draft }: { draft: PersistedFormDraft }) {
  const language = useLanguage();
  return (
    <>
      {draft.kept ? (
        <Alert
          severity="warning"
          role="status"
          data-testid="kept-draft"
          action={
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
              <Button color="inherit" size="small" onClick={draft.restoreKept}>
                {translate(language, 'ui.staleSave.restore')}
              </Button>
              <Button color="inherit" size="small" onClick={draft.discardKept}>
                {translate(language, 'ui.staleSave.discard')}
              </Button>
            </Box>
          }
          sx={{ mb: 3, alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
        >
          {translate(language, 'common.message.staleSaveKept', {
            when: keptAt(draft.kept.savedAt, language),
          })}
        </Alert>
      ) : null}
      {draft.isRestored ? (
        <Alert
          severity="info"
          role="status"
          // Alert shows its own close button only without `action`: both are given here.
          action={
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Button color="inherit" size="small" onClick={draft.discard}>
                {translate(language, 'ui.staleSave.discard')}
              </Button>
              <IconButton
                color="inherit"
                size="small"
                aria-label={translate(language, 'common.hideMessage')}
                onClick={draft.dismissNotice}
              >
                <Close fontSize="small" />
              </IconButton>
            </Box>
          }
          sx={{ mb: 3, alignItems: 'center' }}
        >
          {translate(language, 'common.restored')}
        </Alert>
      ) : null}
    </>
  );
}
