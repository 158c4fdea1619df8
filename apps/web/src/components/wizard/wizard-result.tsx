import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import { useT } from '@/lib/language';
import type { SubmitState } from './use-project-wizard';

/**
 * The final screen of a wizard (spec 001 §2, §8): a spinner while the project is sent, then
 * 'Thank you!' with what happens next and 'Go back Home' (to /), or 'An error happened' with a
 * way back to the form, where everything typed is still there.
 */
export function WizardResult({
  state,
  successText,
  onBackToForm,
  onRetry,
}: {
  state: Exclude<SubmitState, { status: 'idle' }>;
  successText: ReactNode;
  onBackToForm: () => void;
  onRetry: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const t = useT();
  // The result replaces the form: move focus to it, so screen readers announce it.
  useEffect(() => {
    if (state.status !== 'pending') headingRef.current?.focus();
  }, [state.status]);

  if (state.status === 'pending') {
    return (
      <Box role="status" aria-live="polite" sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 10 }}>
        <CircularProgress aria-label={t('wizard.sending')} />
        <Typography color="textSecondary">{t('wizard.sendingNow')}</Typography>
      </Box>
    );
  }

  const isSuccess = state.status === 'success';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center', maxWidth: 720, mx: 'auto' }}>
      {isSuccess ? (
        <CheckCircleOutlined color="success" sx={{ fontSize: 56 }} aria-hidden />
      ) : (
        <ErrorOutlined color="error" sx={{ fontSize: 56 }} aria-hidden />
      )}
      <Typography ref={headingRef} tabIndex={-1} variant="h3" component="h2" sx={{ mt: 1, outline: 'none' }}>
        {isSuccess ? t('wizard.thankYou') : t('ui.submission.failed')}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 2, maxWidth: '60ch', mx: 'auto' }} component="div">
        {isSuccess ? successText : state.message}
      </Typography>
      {isSuccess ? null : (
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {t('wizard.nothingLost')}
        </Typography>
      )}
      <Box sx={{ mt: 4, display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        {isSuccess ? (
          <Button component={AppLink} to={paths.root.getHref()} variant="contained" size="large">
            {t('wizard.goBackHome')}
          </Button>
        ) : (
          <>
            <Button onClick={onBackToForm} size="large">
              {t('wizard.backToForm')}
            </Button>
            <Button onClick={onRetry} variant="contained" size="large">
              {t('projectList.tryAgain')}
            </Button>
          </>
        )}
      </Box>
    </Paper>
  );
}
